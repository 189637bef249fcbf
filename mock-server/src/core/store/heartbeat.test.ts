import { describe, expect, it } from 'vitest';
import { tinyWorld, TEST_EPOCH } from './fixtures/tiny-world.ts';
import {
  advanceHeartbeats,
  DEFAULT_POLL_INTERVAL_MS,
  HEARTBEAT_OFFLINE_GRACE_MS,
  heartbeatStateAt,
  recordStatePoll,
} from './heartbeat.ts';

describe('API heartbeat (api-ground-truth §3)', () => {
  it('derives online → timeout after 1.5 poll intervals → offline 15 s later', () => {
    const timeoutAt = DEFAULT_POLL_INTERVAL_MS * 1.5;
    expect(heartbeatStateAt(null, 0)).toBe('unknown');
    expect(heartbeatStateAt(0, timeoutAt - 1)).toBe('online');
    expect(heartbeatStateAt(0, timeoutAt)).toBe('timeout');
    expect(heartbeatStateAt(0, timeoutAt + HEARTBEAT_OFFLINE_GRACE_MS)).toBe('offline');
  });

  it('moves a polled device through the states on the mock clock and records the change date', () => {
    const { store, clock, ids } = tinyWorld();
    const device = () => store.get('device', ids.device)!;
    recordStatePoll(store, ids.device);
    expect(device().api_heartbeat_state).toBe('online');
    expect(store.find('device', 'api_heartbeat_state', 'online')).toEqual([device()]);
    clock.advance(DEFAULT_POLL_INTERVAL_MS * 1.5);
    expect(advanceHeartbeats(store)).toBe(1);
    expect(device().api_heartbeat_state).toBe('timeout');
    expect(device().changed_api_heartbeat_state_on__date).toBe(
      new Date(TEST_EPOCH + DEFAULT_POLL_INTERVAL_MS * 1.5).toISOString(),
    );
    expect(store.value('device', device(), 'overall_status')).toBe('reduced-functionality');
    clock.advance(HEARTBEAT_OFFLINE_GRACE_MS);
    advanceHeartbeats(store);
    expect(device().api_heartbeat_state).toBe('offline');
    expect(store.find('device', 'api_heartbeat_state', 'online')).toEqual([]);
    expect(advanceHeartbeats(store)).toBe(0);
  });
});
