// @vitest-environment jsdom
/**
 * The polling helper (spec 02 §4 "Polling"): the interval while the tab is visible, no reads while
 * it is hidden, and the 33 % grace: a refocus or a remount within interval × 1.33 of the last read
 * does not read again, one after it does. Driven through a real QueryClient with fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { polling } from './polling.ts';
import { DEFAULT_POLL_INTERVAL_MS, DEVICE_POLL_MS } from './timing.ts';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  window.dispatchEvent(new Event('visibilitychange'));
};

let client: QueryClient;
let reads: number;
const queryFn = async () => ++reads;
const observe = (intervalMs?: number) => {
  const observer = new QueryObserver(client, { queryKey: ['polled'], queryFn, ...polling(intervalMs) });
  return observer.subscribe(() => undefined);
};
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.mount();
  reads = 0;
});
afterEach(() => {
  client.unmount();
  client.clear();
  vi.useRealTimers();
});

describe('polling()', () => {
  it('defaults to 15 s with a 33 % grace', () => {
    expect(polling()).toMatchObject({ refetchInterval: DEFAULT_POLL_INTERVAL_MS, staleTime: 19_950 });
    expect(DEFAULT_POLL_INTERVAL_MS).toBe(15_000);
    expect(polling(DEVICE_POLL_MS)).toMatchObject({ refetchInterval: 60_000, staleTime: 79_800 });
  });

  it('reads every interval while visible and not at all while hidden', async () => {
    observe(DEVICE_POLL_MS);
    await advance(0);
    expect(reads).toBe(1);
    await advance(60_000);
    expect(reads).toBe(2);
    setVisibility('hidden');
    await advance(180_000);
    expect(reads).toBe(2);
    // Back after 3 minutes: older than the grace, so it reads at once.
    setVisibility('visible');
    await advance(0);
    expect(reads).toBe(3);
    await advance(60_000);
    expect(reads).toBe(4);
  });

  it('a refocus within the grace does not read; the next tick does', async () => {
    observe(DEVICE_POLL_MS);
    await advance(10_000);
    setVisibility('hidden');
    await advance(60_000); // t = 70 s: the 60 s tick was skipped while hidden
    setVisibility('visible');
    await advance(0);
    expect(reads).toBe(1);
    await advance(50_000); // t = 120 s: next tick
    expect(reads).toBe(2);
  });

  it('a refocus after the grace reads at once', async () => {
    observe(DEVICE_POLL_MS);
    await advance(10_000);
    setVisibility('hidden');
    await advance(75_000); // t = 85 s > 79.8 s
    setVisibility('visible');
    await advance(0);
    expect(reads).toBe(2);
  });

  it('a remount within the grace shows the cached data; after it, reads', async () => {
    const stop = observe(); // default 15 s, grace 19.95 s
    await advance(1_000);
    stop();
    await advance(17_000); // t = 18 s
    const stopAgain = observe();
    await advance(0);
    expect(reads).toBe(1);
    stopAgain();
    await advance(3_000); // t = 21 s
    observe();
    await advance(0);
    expect(reads).toBe(2);
  });
});
