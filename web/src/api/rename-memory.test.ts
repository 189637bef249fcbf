// @vitest-environment jsdom
/**
 * The rename cache (spec 02 §9 "rename cache 8 s"): after a device or fleet rename succeeds, a list
 * read that left before the write and answers with the old name still shows the new one; 8 s after
 * the rename the server's value wins. Driven through the dashboard's client with a stubbed fetch
 * whose list answer the test holds back until after the write.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, read } from './client.ts';
import { patchDevice } from './device/writes.ts';
import { useUpdateFleet } from './application/writes.ts';
import { RENAME_CACHE_MS } from '../lib/timing.ts';
import { createRenameMemory } from '../lib/rename-memory.ts';
import { jsonResponse, stubFetch } from '../../../tests/web/fetch-stub.ts';

/** The name the server answers for each row; a GET waits for `release()` when `hold` is set. */
let serverRows: Array<Record<string, unknown>>;
let hold: Promise<void> | null;
let release: () => void;
/** Each test starts an hour after the last, so a rename of one test is forgotten by the next. */
let testIndex = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-01T00:00:00Z') + ++testIndex * 3_600_000);
  hold = null;
  stubFetch((call) => {
    if (call.method === 'GET') {
      // Snapshot the rows now: the read left before the write.
      const body = jsonResponse({ d: serverRows.map((r) => ({ ...r })) });
      return body;
    }
    return new Response('', { status: 200 });
  });
  // Delay GET answers while `hold` is pending (the stale poll in flight).
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const res = await stubbed(input, init);
    if (hold && (input instanceof Request ? input.method : (init?.method ?? 'GET')) === 'GET') await hold;
    return res;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const holdReads = () => {
  hold = new Promise<void>((resolve) => (release = resolve));
};

describe('device rename', () => {
  beforeEach(() => {
    serverRows = [
      { id: 5, device_name: 'old-name' },
      { id: 6, device_name: 'other' },
    ];
  });
  const list = () => read('device', { $select: ['id', 'device_name'] });

  it('a list read in flight before the rename shows the new name', async () => {
    holdReads();
    const stale = list();
    await patchDevice(5, { device_name: 'new-name' });
    release();
    expect((await stale).map((r) => r.device_name)).toEqual(['new-name', 'other']);
  });

  it('keeps the new name for 8 s; after that the server answer wins', async () => {
    await patchDevice(5, { device_name: 'new-name' });
    vi.advanceTimersByTime(RENAME_CACHE_MS - 1);
    expect((await list())[0]?.device_name).toBe('new-name');
    vi.advanceTimersByTime(1);
    expect((await list())[0]?.device_name).toBe('old-name');
  });

  it('other writes of the device do not pin its name', async () => {
    await patchDevice(5, { note: 'hello' });
    expect((await list())[0]?.device_name).toBe('old-name');
  });
});

describe('fleet rename', () => {
  beforeEach(() => {
    serverRows = [{ id: 9, app_name: 'OldFleet' }];
  });

  it('the fleet list poll in flight before the rename shows the new name, for 8 s', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useUpdateFleet(9), { wrapper });
    holdReads();
    const stale = read('application', { $select: ['id', 'app_name'] });
    await result.current.mutateAsync({ app_name: 'NewFleet' });
    release();
    hold = null;
    expect((await stale)[0]?.app_name).toBe('NewFleet');
    expect((await api.readOne('application', 9, { $select: ['id', 'app_name'] }))?.app_name).toBe('NewFleet');
    vi.advanceTimersByTime(RENAME_CACHE_MS);
    expect((await read('application', { $select: ['id', 'app_name'] }))[0]?.app_name).toBe('OldFleet');
  });
});

describe('createRenameMemory', () => {
  it('leaves rows without the name field, other ids and other resources as they are (same array)', () => {
    const memory = createRenameMemory(() => 0);
    memory.remember('device', 1, 'renamed');
    const rows = [
      { id: 1, uuid: 'a' },
      { id: 2, device_name: 'x' },
    ];
    expect(memory.overlay('device', rows)).toBe(rows);
    const fleets = [{ id: 1, device_name: 'not a device' }];
    expect(memory.overlay('application', fleets)).toBe(fleets);
  });
});
