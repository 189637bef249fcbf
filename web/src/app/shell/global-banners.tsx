/**
 * Banners shown on every page, signed in or not: offline with Retry, the persistent throttled notice
 * (spec 01 §4 "Connectivity", "Rate limiting"), the outdated-dashboard refresh (spec 01 §1, §8) and
 * an incident the status page reports (spec 01 §9).
 */
import { Banner } from '../../components/ui/banner.tsx';
import { OFFLINE_BANNER_TEXT, THROTTLED_NOTICE_TEXT } from '../../lib/connectivity/index.ts';
import { useConnectivity } from '../../api/connectivity.ts';
import { t } from '../../lib/i18n.ts';
import { useOutdatedVersion } from './outdated-version.ts';
import { useStatusIncident } from './status-page.ts';
import { config } from '../../config.ts';

export function GlobalBanners() {
  const { offline, throttledUntil, retryNow } = useConnectivity();
  const outdated = useOutdatedVersion();
  const incident = useStatusIncident();
  if (!offline && !throttledUntil && !outdated && !incident) return null;
  return (
    <div className="global-banners" role="region" aria-label={t('banner.notices')}>
      {offline ? (
        <Banner
          kind="warning"
          action={
            <button type="button" className="button button-secondary" onClick={retryNow}>
              {t('common.retry')}
            </button>
          }
        >
          {OFFLINE_BANNER_TEXT}
        </Banner>
      ) : null}
      {throttledUntil ? <Banner kind="info">{THROTTLED_NOTICE_TEXT}</Banner> : null}
      {incident ? (
        <Banner
          kind={incident.indicator === 'critical' || incident.indicator === 'major' ? 'warning' : 'info'}
          action={
            <a
              className="button button-secondary"
              href={config.externalUrls.status}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('banner.statusLink')}
            </a>
          }
        >
          {t('banner.status', { description: incident.description })}
        </Banner>
      ) : null}
      {outdated ? (
        <Banner
          kind="info"
          action={
            <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
              {t('banner.outdatedAction')}
            </button>
          }
        >
          {t('banner.outdated')}
        </Banner>
      ) : null}
    </div>
  );
}
