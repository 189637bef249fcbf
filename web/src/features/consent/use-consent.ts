import { useSyncExternalStore } from 'react';
import { consentReopened, consentSnapshot, subscribeConsent, type ConsentChoice } from './consent-store.ts';

const snapshot = () => consentSnapshot();

/** The stored consent choice, or null while the user has not decided (the banner shows). */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, snapshot, snapshot);
}

/** True while a decided user reopened the cookie panel. */
export function useConsentReopened(): boolean {
  return useSyncExternalStore(subscribeConsent, consentReopened, consentReopened);
}
