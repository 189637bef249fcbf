/** Cookie consent and consent-gated analytics (spec 01 §1). */
export { CookieBanner } from './cookie-banner.tsx';
export { PageViewTracker } from './page-view-tracker.tsx';
export { useConsent, useConsentReopened } from './use-consent.ts';
export { track, PAGE_VIEW_EVENT, type AnalyticsEvent } from './analytics.ts';
export {
  saveConsent,
  reopenConsent,
  closeConsent,
  analyticsAllowed,
  parseConsent,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type ConsentChoice,
} from './consent-store.ts';
