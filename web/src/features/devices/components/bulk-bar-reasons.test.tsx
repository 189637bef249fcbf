// @vitest-environment jsdom
/**
 * The bulk bar over a large selection judges each action's disabled reason once per 5 s (spec 02 §9
 * "disabled-reason caches last 5000 ms"), not on every render: a running action re-renders the bar
 * with each device done. Counted by the reads of each device's `is_online`, which the supervisor
 * actions' rules read once per device per judgement.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ActionContext, ActionDevice } from '../../../actions/index.ts';
import { actionDevice } from '../../../actions/action-device.test-utils.ts';
import { DISABLED_REASON_CACHE_MS } from '../../../lib/timing.ts';
import { DevicesBulkBar } from './bulk-bar.tsx';

let onlineReads = 0;
const device = (id: number): ActionDevice => {
  // is_online counts its reads: how often the rules judged the device.
  const d = actionDevice(id);
  return Object.defineProperty(d, 'is_online', {
    enumerable: true,
    get: () => {
      onlineReads++;
      return true;
    },
  }) as ActionDevice;
};
const CTX: ActionContext = { can: () => true, permissionReason: () => '', planIsPaid: true };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  onlineReads = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('bulk bar disabled reasons', () => {
  it('re-rendering a 1,000-device selection does not judge it again within 5 s', () => {
    const devices = Array.from({ length: 1000 }, (_, i) => device(i + 1));
    const bar = (done: number) => (
      <DevicesBulkBar
        devices={devices}
        ctx={CTX}
        onRun={() => undefined}
        onClear={() => undefined}
        busy={done > 0}
        progress={done > 0 ? { label: 'Reboot', done, total: 1000 } : null}
      />
    );
    const { rerender } = render(bar(0));
    const firstRender = onlineReads;
    expect(firstRender).toBeGreaterThanOrEqual(1000);
    // A running action: the bar re-renders with each device done.
    for (let done = 1; done <= 50; done++) rerender(bar(done));
    expect(onlineReads).toBe(firstRender);
    // After 5 s the reasons are judged again.
    vi.setSystemTime(Date.now() + DISABLED_REASON_CACHE_MS);
    rerender(bar(51));
    expect(onlineReads).toBe(2 * firstRender);
  });
});
