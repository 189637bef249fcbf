// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDashboardClient } from '../../api/client.ts';
import { SessionStore } from './session-store.ts';
import {
  consumeReturnUrl,
  readDeployParams,
  readLastPath,
  readToken,
  storeDeployParams,
  writeToken,
  storeLastPath,
  storeReturnUrl,
} from './storage.ts';
import { fakeJwt } from './testing.ts';

const now = Date.now();
const good = fakeJwt({ id: 11, authTime: now, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 3600 });
const pending = fakeJwt({
  id: 11,
  authTime: now,
  iat: Math.floor(now / 1000),
  exp: Math.floor(now / 1000) + 3600,
  twoFactorRequired: true,
  permissions: [],
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function makeStore(
  whoamiStatus = 200,
  server: {
    date?: number;
    pingFails?: boolean;
    pingGate?: Promise<void>;
    whoamiGate?: Promise<void>;
    userId?: number;
  } = {},
) {
  const calls: string[] = [];
  const dated = (res: Response): Response => {
    if (server.date !== undefined) res.headers.set('date', new Date(server.date).toUTCString());
    return res;
  };
  const api = createDashboardClient({
    baseUrl: 'http://api.test',
    fetch: async (input: Request) => dated(await answer(input)),
  });
  async function answer(input: Request): Promise<Response> {
    const url = new URL(input.url);
    calls.push(url.pathname);
    if (url.pathname === '/ping') {
      await server.pingGate;
      if (server.pingFails) throw new TypeError('Failed to fetch');
      return new Response('OK');
    }
    if (url.pathname === '/actor/v1/whoami') {
      await server.whoamiGate;
      return whoamiStatus === 200
        ? json({
            id: 101,
            actorType: 'user',
            actorTypeId: server.userId ?? 11,
            username: 'owner',
            email: 'owner@fleetmock.test',
          })
        : new Response(null, { status: whoamiStatus });
    }
    if (url.pathname === '/v7/user_profile') {
      calls.push(`profile of ${url.searchParams.get('$filter') ?? url.search}`);
      return json({
        d: [
          {
            email: 'owner@fleetmock.test',
            is_verified: false,
            must_be_verified: true,
            has_password_set: true,
            first_name: 'O',
            last_name: 'W',
            company: null,
            account_type: 'personal',
            has_disabled_newsletter: false,
          },
        ],
      });
    }
    if (url.pathname.startsWith('/v7/saml_account')) return json({ d: 0 });
    return new Response(null, { status: 404 });
  }
  return { store: new SessionStore(api), calls };
}

describe('SessionStore (spec 01 §4 "Login")', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a token loads the user from whoami and the profile', async () => {
    const { store } = makeStore();
    const state = await store.loginWithToken(good);
    expect(state.status).toBe('authenticated');
    expect(state.user).toMatchObject({
      id: 11,
      actorId: 101,
      username: 'owner',
      email: 'owner@fleetmock.test',
      isVerified: false,
      mustBeVerified: true,
      isSaml: false,
      isAdmin: false,
    });
    expect(readToken()).toBe(good);
  });

  it("reads the token's user profile beside the whoami, not after it", async () => {
    let openWhoami = () => {};
    const whoamiGate = new Promise<void>((resolve) => (openWhoami = resolve));
    const { store, calls } = makeStore(200, { whoamiGate });
    const done = store.loginWithToken(good);
    await vi.waitFor(() => expect(calls).toContain('/v7/user_profile'));
    expect(store.getSnapshot().status).toBe('loading');
    openWhoami();
    expect((await done).user).toMatchObject({ id: 11, email: 'owner@fleetmock.test' });
    expect(calls.filter((c) => c === '/v7/user_profile')).toHaveLength(1);
  });

  it('reads the profile again for the user the whoami names when the token named another', async () => {
    const { store, calls } = makeStore(200, { userId: 12 });
    const state = await store.loginWithToken(good);
    expect(state.user?.id).toBe(12);
    const profiles = calls.filter((c) => c.startsWith('profile of'));
    expect(profiles.at(-1)).toMatch(/\b12\b/);
  });

  it('a 2FA-pending token does not load the profile', async () => {
    const { store, calls } = makeStore();
    expect((await store.loginWithToken(pending)).status).toBe('two-factor');
    expect(calls).toEqual([]);
  });

  it('a failing profile load logs out and notifies logout listeners', async () => {
    const { store } = makeStore(401);
    const onLogout = vi.fn();
    store.onLogout(onLogout);
    expect((await store.loginWithToken(good)).status).toBe('anonymous');
    expect(readToken()).toBeNull();
    expect(onLogout).toHaveBeenCalled();
  });

  it('an expired token is dropped with the session-expired reason', async () => {
    const { store } = makeStore();
    const onLogout = vi.fn();
    store.onLogout(onLogout);
    const expired = fakeJwt({ id: 11, iat: 1, exp: 2 });
    expect((await store.loginWithToken(expired)).status).toBe('anonymous');
    expect(onLogout).toHaveBeenCalledWith('Your session has expired');
  });

  it('judges expiry on the API clock even when the start-up ping fails (local clock far ahead)', async () => {
    const serverTime = now - 22 * 24 * 3600 * 1000; // the mock's clock starts at its seed epoch
    const token = fakeJwt({
      id: 11,
      authTime: serverTime,
      iat: Math.floor(serverTime / 1000),
      exp: Math.floor(serverTime / 1000) + 3600,
    });
    const { store } = makeStore(200, { date: serverTime + 60_000, pingFails: true });
    await store.loginWithToken(token);
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('a token expired on the API clock still logs out once the clock is learnt after a failed ping', async () => {
    const serverTime = now - 22 * 24 * 3600 * 1000;
    const token = fakeJwt({
      id: 11,
      authTime: serverTime,
      iat: Math.floor(serverTime / 1000),
      exp: Math.floor(serverTime / 1000) + 3600,
    });
    const { store } = makeStore(200, { date: serverTime + 2 * 3600 * 1000, pingFails: true });
    const onLogout = vi.fn();
    store.onLogout(onLogout);
    expect((await store.loginWithToken(token)).status).toBe('anonymous');
    expect(onLogout).toHaveBeenCalledWith('Your session has expired');
  });

  it('a second init while the first runs joins it: one ping and one whoami, then signed in', async () => {
    writeToken(good);
    const { store, calls } = makeStore();
    const first = store.init();
    const second = store.init();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(calls.filter((p) => p === '/ping')).toHaveLength(1);
    expect(calls.filter((p) => p === '/actor/v1/whoami')).toHaveLength(1);
    // Once done, init restores again (a later start-up reads the token anew).
    await store.init();
    expect(calls.filter((p) => p === '/ping')).toHaveLength(2);
  });

  it('a hard load asks whoami while the ping is still out, and signs in once both are back', async () => {
    writeToken(good);
    let releasePing = () => {};
    const pingGate = new Promise<void>((resolve) => (releasePing = resolve));
    const { store, calls } = makeStore(200, { pingGate });
    const done = store.init();
    await vi.waitFor(() => expect(calls).toContain('/v7/user_profile'));
    expect(calls.indexOf('/ping')).toBeLessThan(calls.indexOf('/actor/v1/whoami'));
    releasePing();
    await done;
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('a stored token the API refuses as expired on its clock logs out with the session-expired reason', async () => {
    const serverTime = now - 22 * 24 * 3600 * 1000;
    writeToken(
      fakeJwt({
        id: 11,
        authTime: serverTime,
        iat: Math.floor(serverTime / 1000),
        exp: Math.floor(serverTime / 1000) + 3600,
      }),
    );
    const { store } = makeStore(401, { date: serverTime + 2 * 3600 * 1000 });
    const onLogout = vi.fn();
    store.onLogout(onLogout);
    await store.init();
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(onLogout).toHaveBeenCalledWith('Your session has expired');
  });

  it('init without a stored token is anonymous', async () => {
    const { store } = makeStore();
    await store.init();
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});

describe('session storage (spec 01 §2)', () => {
  it('the return URL is consumed once, and only same-origin paths are kept', () => {
    storeReturnUrl('/orgs/1/members?x=1');
    expect(consumeReturnUrl()).toBe('/orgs/1/members?x=1');
    expect(consumeReturnUrl()).toBeNull();
    storeReturnUrl('//evil.test/');
    expect(consumeReturnUrl()).toBeNull();
  });

  it('the last visited path is per user', () => {
    storeLastPath(1, '/orgs');
    storeLastPath(2, '/preferences/sshkeys');
    expect(readLastPath(1)).toBe('/orgs');
    expect(readLastPath(2)).toBe('/preferences/sshkeys');
    expect(readLastPath(3)).toBeNull();
  });

  it('deploy parameters are kept one day', () => {
    const t = 1_000_000;
    storeDeployParams(new URLSearchParams('repoUrl=https://git.test/x&configUrl=https://c.test/c.json&other=1'), t);
    expect(readDeployParams(t + 1000)).toEqual({ repoUrl: 'https://git.test/x', configUrl: 'https://c.test/c.json' });
    expect(readDeployParams(t + 24 * 3600_000)).toBeNull();
    expect(readDeployParams(t)).toBeNull();
  });
});

describe('SessionStore and the generated client', () => {
  it('hands its token to every connection it is given', async () => {
    localStorage.clear();
    const { createDashboardClient } = await import('../../api/client.ts');
    const seen: Array<string | null> = [];
    const dashboard = createDashboardClient({
      baseUrl: 'http://api.test',
      fetch: async (input: Request) => {
        seen.push(input.headers.get('authorization'));
        return json({ d: [] });
      },
    });
    new SessionStore(dashboard, () => now);
    localStorage.setItem('fleetmock:token', good);
    await dashboard.read('device', { $select: ['id'] });
    expect(seen).toEqual([`Bearer ${readToken()}`]);
    expect(readToken()).toBe(good);
  });
});
