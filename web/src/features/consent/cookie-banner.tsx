/**
 * Cookie banner (spec 01 §1): essentials (required, always on) and analytics (optional). Shown until
 * the user decides, and again when reopened from the help menu ("Cookie settings"), then with the
 * stored choice and a close button; "Accept all" allows analytics, "Essentials only" refuses it,
 * "Save choices" keeps the checkbox state. It sits at the bottom right, clear of the sidebar. It is not
 * shown on tool pages (tool-page.ts), which are not the product's.
 */
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n.ts';
import { closeConsent, saveConsent } from './consent-store.ts';
import { useConsent, useConsentReopened } from './use-consent.ts';
import { useOnToolPage } from './tool-page.ts';

export function CookieBanner() {
  const consent = useConsent();
  const reopened = useConsentReopened();
  const toolPage = useOnToolPage();
  if (toolPage || (consent && !reopened)) return null;
  return <CookiePanel initialAnalytics={consent?.analytics ?? false} decided={consent !== null} />;
}

function CookiePanel({ initialAnalytics, decided }: { initialAnalytics: boolean; decided: boolean }) {
  const [analytics, setAnalytics] = useState(initialAnalytics);
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title" className="cookie-banner-title">
        {t('consent.title')}
      </h2>
      <p>{t('consent.text')}</p>
      <div className="cookie-banner-options">
        <label className="field-check">
          <input type="checkbox" checked disabled />
          {t('consent.essentials')}
        </label>
        <label className="field-check">
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
          {t('consent.analytics')}
        </label>
      </div>
      <div className="cookie-banner-actions">
        {decided ? <Button onClick={closeConsent}>{t('common.close')}</Button> : null}
        <Button onClick={() => saveConsent(false)}>{t('consent.essentialsOnly')}</Button>
        <Button onClick={() => saveConsent(analytics)}>{t('consent.save')}</Button>
        <Button variant="primary" onClick={() => saveConsent(true)}>
          {t('consent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
