/**
 * `useConnectivity()`: the state of the dashboard's connection (api.monitor) for the shell's offline
 * banner, the throttled notice and the forms' offline state (spec 01 §1, §4).
 */
import { useSyncExternalStore } from 'react';
import { api } from './client.ts';
import type { ConnectivityMonitor } from '../lib/connectivity/index.ts';

export interface Connectivity {
  offline: boolean;
  /** Epoch ms until which the throttled notice shows, or null. */
  throttledUntil: number | null;
  /** The banner's Retry action. */
  retryNow(): void;
}

/** Subscribes to a monitor (the app's by default). */
export function useConnectivity(monitor: ConnectivityMonitor = api.monitor): Connectivity {
  const state = useSyncExternalStore(monitor.subscribe, monitor.getSnapshot, monitor.getSnapshot);
  return { offline: state.offline, throttledUntil: state.throttledUntil, retryNow: monitor.retryNow };
}
