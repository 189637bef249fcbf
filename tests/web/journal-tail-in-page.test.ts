// @vitest-environment jsdom
/**
 * The journal tail where the mock core runs in the page (the zero-server demo): with the in-page
 * socket opener registered (as scripts/static-demo/boot.ts does), entries are pushed by the core as it
 * records them; no websocket is opened and the journal is never read over HTTP.
 */
import './node-realm.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockCore, type MockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { openInPageSocket } from '../../mock-server/src/msw/in-page-socket.ts';
import { setInPageMockSockets } from '../../web/src/api/in-page-mock.ts';
import { openJournalTail, type JournalEntry, type TailState } from '../../web/src/api/mock-admin.ts';

const ping = (core: MockCore, session?: string) =>
  core.handle({
    method: 'GET',
    path: '/ping',
    rawQuery: '',
    headers: session ? { 'x-mock-session': session } : {},
    body: undefined,
    ip: '127.0.0.1',
  });

describe('journal tail in the page', () => {
  afterEach(() => {
    setInPageMockSockets(undefined);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('pushes each recorded request without a websocket or HTTP polling, and follows a session reset', async () => {
    const core = createMockCore(withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} }));
    core.registry.get();
    await ping(core);
    const sockets = vi.fn();
    const fetches = vi.fn();
    vi.stubGlobal('WebSocket', sockets);
    vi.stubGlobal('fetch', fetches);
    setInPageMockSockets((target, handlers) => openInPageSocket(core, target, handlers));

    const got: JournalEntry[] = [];
    const states: TailState[] = [];
    const close = openJournalTail({
      session: 'default',
      token: '',
      onEntries: (e) => got.push(...e),
      onState: (s) => states.push(s),
    });
    await vi.waitFor(() => expect(states.at(-1)).toBe('live'));
    // The backlog: the request made before the tail opened.
    expect(got.map((e) => e.path)).toEqual(['/ping']);

    await ping(core);
    await vi.waitFor(() => expect(got).toHaveLength(2), { timeout: 500 });
    expect(got[1]).toMatchObject({ path: '/ping', status: 200, response: { body: 'OK' } });

    // A reset replaces the world and its journal: the tail reopens on the new one.
    await core.handle({
      method: 'POST',
      path: '/__mock/state/reset',
      rawQuery: '',
      headers: {},
      body: {},
      ip: '127.0.0.1',
    });
    await vi.waitFor(() => expect(states.slice(-1)).toEqual(['live']), { timeout: 3000 });
    await ping(core);
    await vi.waitFor(() => expect(got.length).toBeGreaterThanOrEqual(3), { timeout: 3000 });
    expect(got.at(-1)?.seq).toBe(1);

    close();
    expect(states.at(-1)).toBe('closed');
    expect(sockets).not.toHaveBeenCalled();
    expect(fetches).not.toHaveBeenCalled();
    expect(states).not.toContain('polling');
  });
});
