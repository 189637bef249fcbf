/**
 * Experimental preferences: storage plus the `useExperimental()` hook read by the shell and rendered
 * by the /preferences/experimental tab (spec 01 §2, §3).
 */
import { useSyncExternalStore } from 'react';
import { experimentalSnapshot, subscribeExperimental, type ExperimentalSettings } from './storage.ts';

export * from './storage.ts';

/** The current experimental settings, re-rendering on change (also from other tabs). */
export function useExperimental(): ExperimentalSettings {
  return useSyncExternalStore(subscribeExperimental, experimentalSnapshot, experimentalSnapshot);
}
