/**
 * The frame of every sign-in page: logo, the "first 10 devices are free" header on the login and
 * sign-up pages (spec 01 §2), a heading, and the page title "{title} | {deployment} dashboard".
 */
import { useEffect, type ReactNode } from 'react';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

/** Deployment name from the runtime config, the `__FLEETMOCK_CONFIG__` global that `web/src/config.ts` reads too. */
function deploymentName(): string {
  const cfg = (globalThis as { __FLEETMOCK_CONFIG__?: { deploymentName?: string } }).__FLEETMOCK_CONFIG__;
  return cfg?.deploymentName || 'fleetmock';
}

/** Spec 01 §1: page titles follow "{title} | {deployment} dashboard". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = t('auth.pageTitle', { title, deployment: deploymentName() });
  }, [title]);
}

export function AuthCard({ title, children, promo = false }: { title: string; children: ReactNode; promo?: boolean }) {
  usePageTitle(title);
  return (
    <main className="auth-page">
      <header className="auth-header">
        <span className="auth-logo" aria-hidden="true">
          ◆
        </span>
        <span className="auth-brand">{deploymentName()}</span>
        {promo ? <p className="auth-promo">{MSG.loginHeader}</p> : null}
      </header>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
