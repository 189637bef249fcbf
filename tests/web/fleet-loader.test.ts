// @vitest-environment jsdom
/** The fleet layout's loader reads the fleet's header beside the session's restore, not after it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { jsonResponse, stubFetch } from './fetch-stub.ts';
import { fakeJwt } from '../../web/src/features/session/testing.ts';
import { sessionStore } from '../../web/src/features/session/index.ts';
import { fleetLayoutLoader } from '../../web/src/features/fleets/fleet-loader.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await sessionStore.logout();
});

describe('fleet layout loader', () => {
  it("reads the fleet before the session's whoami has answered, and acts on it once the session is settled", async () => {
    const now = Date.now();
    const token = fakeJwt({ id: 11, authTime: now, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 3600 });
    let openWhoami = () => {};
    const whoamiGate = new Promise<void>((resolve) => (openWhoami = resolve));
    const calls = stubFetch((call) => {
      if (call.path.startsWith('/actor/v1/whoami'))
        return jsonResponse({ id: 101, actorType: 'user', actorTypeId: 11, username: 'owner' });
      if (call.path.startsWith('/v7/user_profile')) return jsonResponse({ d: [{ email: 'owner@fleetmock.test' }] });
      if (call.path.startsWith('/v7/saml_account')) return jsonResponse({ d: 0 });
      return new Response(null, { status: 404 });
    });
    // The whoami answers only once the gate opens.
    const gatedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/actor/v1/whoami')) await whoamiGate;
      return gatedFetch(input, init);
    });
    const restoring = sessionStore.loginWithToken(token);
    const loaded = fleetLayoutLoader({
      params: { fleetId: '7' },
      request: new Request('http://localhost/fleets/7/devices'),
    } as unknown as LoaderFunctionArgs);
    await vi.waitFor(() => expect(calls.some((c) => c.path.startsWith('/v7/application(7)'))).toBe(true));
    expect(sessionStore.getSnapshot().status).toBe('loading');
    openWhoami();
    await restoring;
    // The fleet is not found (404): the loader sends the user back to the list.
    const result = await loaded;
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('location')).toBe('/fleets');
    expect(calls.filter((c) => c.path.startsWith('/v7/application(7)'))).toHaveLength(1);
  });
});
