/**
 * Admin API: fault rule CRUD and entity flags written through to the OData fields.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import { deviceFlags, FLAP_PERIOD_MS } from '../../mock-server/src/core/faults/index.ts';
import { first } from '../present.ts';

interface Device {
  uuid: string;
  is_online: boolean;
  is_connected_to_vpn: boolean;
  api_heartbeat_state: string;
  is_locked_until__date: string | null;
  is_undervolted: boolean;
}
const FIELDS = 'uuid,is_online,is_connected_to_vpn,api_heartbeat_state,is_locked_until__date,is_undervolted';

describe('admin: faults', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });

  it('add, list, get, remove and clear', async () => {
    const session = 'crud';
    const added = await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { name: 'slow', effect: { kind: 'latency', ms: 1 } },
      session,
    });
    expect(added.statusCode).toBe(201);
    const rule = body(added);
    expect(rule).toMatchObject({
      id: 'f1',
      name: 'slow',
      hits: 0,
      remaining: null,
      live: true,
      source: 'api',
      activeUntil: null,
    });
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { id: 'mine', effect: { kind: 'destroy' }, match: { path: '/__ext/gravatar/avatar/*' } },
      session,
    });
    const list = body<{ faults: { id: string }[] }>(await s.req({ url: '/__mock/faults', session }));
    expect(list.faults.map((f) => f.id)).toEqual(['f1', 'mine']);
    expect(body(await s.req({ url: '/__mock/faults/mine', session }))).toMatchObject({
      id: 'mine',
      effect: { kind: 'destroy' },
    });
    expect((await s.req({ method: 'DELETE', url: '/__mock/faults/mine', session })).statusCode).toBe(200);
    expect((await s.req({ method: 'DELETE', url: '/__mock/faults/mine', session })).statusCode).toBe(404);
    expect((await s.req({ url: '/__mock/faults/mine', session })).statusCode).toBe(404);
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/faults', session }))).toEqual({ removed: 1 });
    expect(body<{ faults: unknown[] }>(await s.req({ url: '/__mock/faults', session })).faults).toEqual([]);
  });

  it.each([
    [{ effect: { status: 700 } }, 'effect.status'],
    [{ effect: { kind: 'latency' } }, 'effect.ms'],
    [{ effect: { kind: 'nope' } }, 'effect.kind'],
    [{ effect: { kind: 'destroy' }, match: { pth: '/v7' } }, 'match'],
    [{ effect: { kind: 'destroy' }, match: { path: 'v7/device' } }, 'match.path'],
    [{ effect: { kind: 'destroy' }, probability: 2 }, 'probability'],
    [{ effect: { kind: 'destroy' }, window: { duration: 'soon' } }, 'window.duration'],
    [{ effect: { status: 429, retryAfter: 'tomorrow-ish' } }, 'effect.retryAfter'],
    [{ match: {} }, 'effect'],
    ['not a rule', '(root)'],
  ])('an invalid rule %j gets 400 naming %s', async (rule, path) => {
    const res = await s.req({ method: 'POST', url: '/__mock/faults', body: rule, session: 'bad' });
    expect(res.statusCode).toBe(400);
    const err = body<{ error: string; issues: { path: string }[] }>(res);
    expect(err.issues.map((i) => i.path)).toContain(path);
    expect(err.error).toContain(path);
  });

  it('a duplicate id is rejected with 400 on `id`', async () => {
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { id: 'dup', effect: { kind: 'destroy' } },
      session: 'dup',
    });
    const res = await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { id: 'dup', effect: { kind: 'destroy' } },
      session: 'dup',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ issues: [{ path: 'id' }] });
  });
});

describe('admin: entity flags', () => {
  let s: TestServer;
  let owner: string;
  const session = 'flags';
  const device = async (uuid: string): Promise<Device> =>
    first(
      body<{ d: Device[] }>(await s.req({ url: `/v7/device(uuid='${uuid}')?$select=${FIELDS}`, token: owner, session }))
        .d,
    );
  const setFlags = (uuid: string, flags: string[]) =>
    s.req({ method: 'PUT', url: `/__mock/flags/devices/${uuid}`, body: { flags }, session });

  beforeAll(async () => {
    s = await startFaultServer();
    owner = await s.login('owner', session);
  });

  async function onlineDevice(): Promise<Device> {
    const res = await s.req({
      url: `/v7/device?$select=${FIELDS}&$filter=is_online eq true and is_undervolted eq false&$orderby=id asc`,
      token: owner,
      session,
    });
    return first(body<{ d: Device[] }>(res).d);
  }

  it('offline: OData shows it offline; clearing restores the previous values', async () => {
    const d = await onlineDevice();
    const res = await setFlags(d.uuid, ['offline']);
    expect(body(res)).toMatchObject({ flags: ['offline'], offline: true });
    expect(await device(d.uuid)).toMatchObject({
      is_online: false,
      is_connected_to_vpn: false,
      api_heartbeat_state: 'offline',
    });
    expect(body(await s.req({ url: `/__mock/flags/devices/${d.uuid}`, session }))).toMatchObject({ offline: true });
    expect(body(await s.req({ url: '/__mock/flags', session }))).toEqual({ devices: { [d.uuid]: ['offline'] } });
    await setFlags(d.uuid, []);
    expect(await device(d.uuid)).toMatchObject({
      is_online: d.is_online,
      is_connected_to_vpn: d.is_connected_to_vpn,
      api_heartbeat_state: d.api_heartbeat_state,
    });
  });

  it('update-locked and undervolted write is_locked_until__date and is_undervolted; handlers see deviceFlags', async () => {
    const d = await onlineDevice();
    await setFlags(d.uuid, ['update-locked', 'undervolted', 'slow-logs']);
    const after = await device(d.uuid);
    expect(after.is_undervolted).toBe(true);
    expect(Date.parse(String(after.is_locked_until__date))).toBeGreaterThan(Date.parse('2026-11-01'));
    const flags = deviceFlags(s.core.registry.get(session), d.uuid);
    expect(flags).toMatchObject({ updateLocked: true, undervolted: true, slowLogs: true, offline: false });
    await setFlags(d.uuid, []);
    expect(await device(d.uuid)).toMatchObject({
      is_undervolted: false,
      is_locked_until__date: d.is_locked_until__date,
    });
  });

  it('flapping alternates offline/online every FLAP_PERIOD_MS of mock time', async () => {
    const d = await onlineDevice();
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session });
    await setFlags(d.uuid, ['flapping']);
    expect((await device(d.uuid)).is_online).toBe(false);
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: FLAP_PERIOD_MS }, session });
    expect((await device(d.uuid)).is_online).toBe(true);
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: FLAP_PERIOD_MS }, session });
    expect((await device(d.uuid)).api_heartbeat_state).toBe('offline');
    await setFlags(d.uuid, []);
    expect((await device(d.uuid)).is_online).toBe(true);
  });

  it('the clock route flaps what a request flaps: the stored row follows as soon as the clock moves', async () => {
    const d = await onlineDevice();
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session });
    await setFlags(d.uuid, ['flapping']);
    const stored = () => s.core.registry.get(session).store.find('device', 'uuid', d.uuid)[0]?.is_online;
    expect(stored()).toBe(false);
    // No API request in between: the clock route runs the world's catch-up itself.
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: FLAP_PERIOD_MS }, session });
    expect(stored()).toBe(true);
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: FLAP_PERIOD_MS }, session });
    expect(stored()).toBe(false);
    await setFlags(d.uuid, []);
  });

  it('unknown devices and bad flags', async () => {
    expect((await setFlags('0'.repeat(32), ['offline'])).statusCode).toBe(404);
    const d = await onlineDevice();
    const bad = await setFlags(d.uuid, ['sleepy']);
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ issues: [{ path: 'flags.0' }] });
  });

  it('organization flags: frozen and past due show in OData', async () => {
    const org = async () =>
      first(
        body<{ d: { is_frozen: boolean; has_past_due_invoice_since__date: string | null }[] }>(
          await s.req({
            url: "/v7/organization(handle='acme')?$select=is_frozen,has_past_due_invoice_since__date",
            token: owner,
            session,
          }),
        ).d,
      );
    const frozen = await s.req({
      method: 'PUT',
      url: '/__mock/flags/organizations/acme',
      body: { frozen: true },
      session,
    });
    expect(body(frozen)).toMatchObject({ handle: 'acme', isFrozen: true });
    expect((await org()).is_frozen).toBe(true);
    await s.req({
      method: 'PUT',
      url: '/__mock/flags/organizations/acme',
      body: { frozen: false, pastDueDays: 35 },
      session,
    });
    const o = await org();
    expect(o.is_frozen).toBe(false);
    const now = body<{ nowMs: number }>(await s.req({ url: '/__mock/clock', session })).nowMs;
    expect(Math.round((now - Date.parse(String(o.has_past_due_invoice_since__date))) / 86_400_000)).toBe(35);
    expect(body(await s.req({ url: '/__mock/flags/organizations/acme', session }))).toMatchObject({ isFrozen: false });
    expect(
      (await s.req({ method: 'PUT', url: '/__mock/flags/organizations/nope', body: { frozen: true }, session }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.req({ method: 'PUT', url: '/__mock/flags/organizations/acme', body: { frozen: 'yes' }, session }))
        .statusCode,
    ).toBe(400);
  });
});
