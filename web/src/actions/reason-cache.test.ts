/**
 * The 5 s disabled-reason cache (spec 02 §9 "disabled-reason caches last 5000 ms"): the same action,
 * selection and caller are judged once per 5 s however often a surface asks; a new selection (a poll's
 * fresh rows), another caller or another action is judged at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createReasonCache } from './reason-cache.ts';
import { deviceAction } from './registry.ts';
import { evaluateSelection } from './selection.ts';
import type { ActionContext, ActionDevice } from './types.ts';
import { actionDevice } from './action-device.test-utils.ts';
import { DISABLED_REASON_CACHE_MS } from '../lib/timing.ts';

const device = (id: number, over: Partial<ActionDevice> = {}) => actionDevice(id, { is_online: id % 2 === 0, ...over });
const CTX: ActionContext = { can: () => true, permissionReason: () => 'no', planIsPaid: true };
const reboot = deviceAction('reboot');
const thousand = Array.from({ length: 1000 }, (_, i) => device(i + 1));

function setup() {
  let now = 0;
  const compute = vi.fn(evaluateSelection);
  const cache = createReasonCache({ now: () => now, compute });
  return { cache, compute, advance: (ms: number) => (now += ms) };
}

describe('createReasonCache', () => {
  it('judges a 1,000-device selection once per 5 s however often it is asked', () => {
    const { cache, compute, advance } = setup();
    const first = cache.evaluate(reboot, thousand, CTX);
    expect(first.eligible).toHaveLength(500);
    expect(first.skipped).toHaveLength(500);
    for (let i = 0; i < 20; i++) {
      advance(200); // 20 renders over 4 s
      expect(cache.evaluate(reboot, thousand, CTX)).toBe(first);
    }
    expect(compute).toHaveBeenCalledTimes(1);
    advance(DISABLED_REASON_CACHE_MS - 4000); // 5 s after the first judgement
    cache.evaluate(reboot, thousand, CTX);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('a new selection (fresh rows after a poll) is judged at once', () => {
    const { cache, compute } = setup();
    const before = [device(2, { is_online: true })];
    expect(cache.evaluate(reboot, before, CTX).disabledReason).toBeNull();
    const after = [device(2, { is_online: false })];
    expect(cache.evaluate(reboot, after, CTX).disabledReason).not.toBeNull();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keys a single device by the device, so `[device]` built on each render still hits', () => {
    const { cache, compute } = setup();
    const d = device(4);
    cache.evaluate(reboot, [d], CTX);
    cache.evaluate(reboot, [d], CTX);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('another action or another caller is judged on its own', () => {
    const { cache, compute } = setup();
    const observer: ActionContext = { ...CTX, can: () => false };
    expect(cache.evaluate(reboot, thousand, CTX).disabledReason).toBeNull();
    expect(cache.evaluate(reboot, thousand, observer).disabledReason).toBe('no');
    cache.evaluate(deviceAction('blink'), thousand, CTX);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
