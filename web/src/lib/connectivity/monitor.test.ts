import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityMonitor } from './monitor.ts';

describe('ConnectivityMonitor (spec 01 §4 "Connectivity")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers false when the first ping succeeds (API reachable, no offline flag)', async () => {
    const ping = vi.fn().mockResolvedValue(true);
    const m = new ConnectivityMonitor({ ping });
    await expect(m.afterGetFailure()).resolves.toBe(false);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(m.getSnapshot().offline).toBe(false);
  });

  it('flags offline after 3 failed pings, backing off 200 ms × failures, and releases queued GETs on recovery', async () => {
    let up = false;
    const ping = vi.fn(async () => up);
    const m = new ConnectivityMonitor({ ping });
    const first = m.afterGetFailure();
    const second = m.afterGetFailure(); // a second failed GET joins the same cycle
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(m.getSnapshot()).toMatchObject({ offline: false, pingFailures: 1 });
    await vi.advanceTimersByTimeAsync(199);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(m.getSnapshot()).toMatchObject({ offline: true, pingFailures: 3 });
    // first reconnect ping after the initial delay of 10 s
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ping).toHaveBeenCalledTimes(3);
    up = true;
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(m.getSnapshot()).toMatchObject({ offline: false, pingFailures: 0 });
  });

  it('Retry pings at once instead of waiting', async () => {
    let up = false;
    const ping = vi.fn(async () => up);
    const m = new ConnectivityMonitor({ ping });
    const queued = m.afterGetFailure();
    await vi.advanceTimersByTimeAsync(600);
    expect(m.getSnapshot().offline).toBe(true);
    up = true;
    m.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    await expect(queued).resolves.toBe(true);
    expect(m.getSnapshot().offline).toBe(false);
  });

  it('notifies subscribers and clears the throttled notice after max(5 s, Retry-After)', async () => {
    const m = new ConnectivityMonitor({ ping: async () => true, now: () => Date.now() });
    const listener = vi.fn();
    m.subscribe(listener);
    const start = Date.now();
    m.reportThrottled(8000);
    expect(m.getSnapshot().throttledUntil).toBe(start + 8000);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7999);
    expect(m.getSnapshot().throttledUntil).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(m.getSnapshot().throttledUntil).toBeNull();
    m.reportThrottled(null);
    await vi.advanceTimersByTimeAsync(4999);
    expect(m.getSnapshot().throttledUntil).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(m.getSnapshot().throttledUntil).toBeNull();
  });
});
