/** Cookie consent and consent-gated analytics (spec 01 §1). */
export { CookieBanner } from './cookie-banner.tsx';
export { PageViewTracker } from './page-view-tracker.tsx';
export { track, type AnalyticsEvent } from './analytics.ts';
export { reopenConsent, parseConsent, CONSENT_VERSION, type ConsentChoice } from './consent-store.ts';
export { useToolPage } from './tool-page.ts';
