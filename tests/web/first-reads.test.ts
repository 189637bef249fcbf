// @vitest-environment jsdom
/**
 * A cold load's first reads (app/first-reads.ts): for a signed-in visitor of a fleet's devices page,
 * the fleet's header, the page of devices, its count and the fleet's context leave while the session
 * is still restoring; the fleet layout's loader and the page's queries then use those answers instead
 * of reading again, and only for the user the session confirms.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { jsonResponse, stubFetch, type RecordedCall } from './fetch-stub.ts';
import { fakeJwt } from '../../web/src/features/session/testing.ts';
import { sessionStore } from '../../web/src/features/session/index.ts';
import { fleetLayoutLoader } from '../../web/src/features/fleets/fleet-loader.ts';
import { takeEarlyHeader } from '../../web/src/features/fleets/fleet-header.ts';
import { startFirstReads } from '../../web/src/app/first-reads.ts';
import { createQueryClient } from '../../web/src/app/providers.tsx';
import { devicePageQuery } from '../../web/src/api/device/lists.ts';
import { listView, pageWindow } from '../../web/src/features/devices/list-view.ts';
import { parseView } from '../../web/src/features/devices/filters/filter-model.ts';
import { VIEW_DEFAULTS } from '../../web/src/features/devices/hooks/use-devices-view.ts';
import type { FirstReads } from '../../web/src/lib/first-reads.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await sessionStore.logout();
  // Drop any early header a test left behind.
  takeEarlyHeader(0, 0);
});

const tokenFor = (id: number) => {
  const now = Date.now();
  return fakeJwt({ id, authTime: now, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 3600 });
};

/** The header read (the layout's): the fleet with its support access and the user's roles. */
const isHeaderRead = (c: RecordedCall, fleetId: number) =>
  c.path.startsWith(`/v7/application(${fleetId})`) && c.path.includes('is_accessible_by_support_until__date');
const isDevicePageRead = (c: RecordedCall) => c.path.startsWith('/v7/device?') && c.path.includes('$top=');

const HEADER_ROW = {
  id: 7,
  app_name: 'bulk-fleet',
  slug: 'acme/bulk-fleet',
  is_of__class: 'fleet',
  is_accessible_by_support_until__date: null,
  organization: [
    {
      id: 3,
      name: 'acme',
      handle: 'acme',
      is_frozen: false,
      organization_membership: [{ id: 1, organization_membership_role: [{ name: 'administrator' }] }],
    },
  ],
  user_application_membership: [],
  team_application_access: [],
};

/** The API for user `userId`, its whoami held until `open()`; every request recorded. */
function api(userId: number) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls = stubFetch((call) => {
    if (call.path.startsWith('/actor/v1/whoami'))
      return jsonResponse({ id: 100 + userId, actorType: 'user', actorTypeId: userId, username: 'owner' });
    if (call.path.startsWith('/v7/user_profile')) return jsonResponse({ d: [{ email: 'owner@fleetmock.test' }] });
    if (call.path.startsWith('/v7/saml_account')) return jsonResponse({ d: 0 });
    if (call.path.startsWith('/v7/application(7)')) return jsonResponse({ d: [HEADER_ROW] });
    if (call.path.startsWith('/v7/device/$count')) return jsonResponse({ d: 1 });
    if (call.path.startsWith('/v7/device')) return jsonResponse({ d: [{ id: 1, uuid: 'a'.repeat(32) }] });
    return new Response(null, { status: 404 });
  });
  const recorded = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/actor/v1/whoami')) await gate;
    return recorded(input, init);
  });
  return { calls, open: () => open() };
}

const loaderArgs = (fleetId: string, path = `/fleets/${fleetId}/devices`) =>
  ({ params: { fleetId }, request: new Request(`http://localhost${path}`) }) as unknown as LoaderFunctionArgs;

describe('first reads of a cold devices page', () => {
  it("leave before the session's whoami answered; the loader and the page's query use them", async () => {
    const { calls, open } = api(11);
    const client = createQueryClient();
    const restoring = sessionStore.loginWithToken(tokenFor(11));
    expect(startFirstReads(client, { pathname: '/fleets/7/devices', search: '' })).toBe(2);
    await vi.waitFor(() => expect(calls.filter(isDevicePageRead)).toHaveLength(1));
    expect(calls.filter((c) => isHeaderRead(c, 7))).toHaveLength(1);
    expect(calls.some((c) => c.path.startsWith('/v7/device/$count'))).toBe(true);
    expect(sessionStore.getSnapshot().status).toBe('loading');
    const loaded = fleetLayoutLoader(loaderArgs('7'));
    open();
    await restoring;
    expect(await loaded).toMatchObject({ id: 7, slug: 'acme/bulk-fleet' });
    // The page's own read of the same view (devices-page.tsx) finds the answer in the cache.
    const view = parseView(new URLSearchParams(), VIEW_DEFAULTS);
    const rows = await client.fetchQuery(devicePageQuery(7, listView(7, view), ...pageWindow(view)));
    expect(rows).toBeDefined();
    expect(calls.filter(isDevicePageRead)).toHaveLength(1);
    expect(calls.filter((c) => isHeaderRead(c, 7))).toHaveLength(1);
  });

  it('another page, a non-numeric id or no restoring session send nothing of a fleet', async () => {
    const { calls } = api(11);
    const client = createQueryClient();
    expect(startFirstReads(client, { pathname: '/preferences/details', search: '' })).toBe(0);
    // Without a session restoring there is no user to read the header for.
    startFirstReads(client, { pathname: '/fleets/7/summary', search: '' });
    void sessionStore.loginWithToken(tokenFor(11));
    startFirstReads(client, { pathname: '/fleets/abc/devices', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.path.startsWith('/v7/application') || c.path.startsWith('/v7/device'))).toEqual([]);
  });

  it('the early header is used once, for its fleet and user only, and not when old', async () => {
    const { calls, open } = api(11);
    open();
    const client = createQueryClient();
    const fleetHeaderReads = () => calls.filter((c) => isHeaderRead(c, 7)).length;
    await sessionStore.loginWithToken(tokenFor(11));
    // Used once: a second visit reads again.
    startFirstReads(client, { pathname: '/fleets/7/summary', search: '' });
    await fleetLayoutLoader(loaderArgs('7', '/fleets/7/summary'));
    expect(fleetHeaderReads()).toBe(1);
    await fleetLayoutLoader(loaderArgs('7', '/fleets/7/summary'));
    expect(fleetHeaderReads()).toBe(2);
    // Another fleet's early read is dropped, never used for this one.
    startFirstReads(client, { pathname: '/fleets/7/summary', search: '' });
    expect(takeEarlyHeader(8, 11)).toBeUndefined();
    expect(takeEarlyHeader(7, 11)).toBeUndefined();
    // Another user's is not used either.
    startFirstReads(client, { pathname: '/fleets/7/summary', search: '' });
    expect(takeEarlyHeader(7, 12)).toBeUndefined();
    // Older than 10 s: read afresh.
    startFirstReads(client, { pathname: '/fleets/7/summary', search: '' });
    const started = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(started + 10_001);
    expect(takeEarlyHeader(7, 11)).toBeUndefined();
  });

  it('a read that fails to start leaves the others going', () => {
    const failing: FirstReads = {
      paths: ['/x/:id'],
      start: () => {
        throw new Error('no');
      },
    };
    const started: string[] = [];
    const ok: FirstReads = { paths: ['/y', '/x/:id'], start: (_c, params) => void started.push(params.id!) };
    expect(startFirstReads(createQueryClient(), { pathname: '/x/5', search: '' }, [failing, ok])).toBe(1);
    expect(started).toEqual(['5']);
  });
});
