/**
 * The resource API's envelopes, headers, errors and permissions (
 * api-ground-truth §1.3, §1.4, §2.4, §6, §7).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { contractStats } from './contract.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import { at } from '../present.ts';

let s: TestServer;
let owner: string;
let observer: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
  observer = await s.login('observer');
});

const store = () => s.core.registry.get().store;
const acmeFleet = (name: string) =>
  store()
    .all('application')
    .find((a) => a.app_name === name)!;
/** The first seeded device (seeded ids start at a per-table base, never 1). */
const D1 = (): number => at(store().all('device'), 0).id;
const developerRole = (): number => at(store().find('application_membership_role', 'name', 'developer'), 0).id;

describe('reads', () => {
  test('guests may not read devices (401); the owner sees them; a member without fleet access sees none', async () => {
    const guest = await s.req({ url: '/v7/device/$count' });
    expect(guest.statusCode).toBe(401);
    const ownerCount = (await s.req({ url: '/v7/device/$count', token: owner })).json().d;
    expect(ownerCount).toBeGreaterThan(0);
    const member = await s.login('member');
    expect((await s.req({ url: '/v7/device/$count', token: member })).json()).toEqual({ d: 0 });
    expect(
      (await s.req({ url: '/v7/organization?$select=handle', token: member }))
        .json()
        .d.map((o: { handle: string }) => o.handle),
    ).toContain('acme');
  });

  test('support agents see only devices with unexpired support access; admins see every organization', async () => {
    const support = await s.login('support');
    const now = s.core.registry.get().clock.now();
    const supported = (d: Row) => {
      const app =
        typeof d.belongs_to__application === 'number'
          ? store().get('application', d.belongs_to__application)
          : undefined;
      return [d.is_accessible_by_support_until__date, app?.is_accessible_by_support_until__date].some(
        (v) => typeof v === 'string' && Date.parse(v) > now,
      );
    };
    const expected = store()
      .all('device')
      .filter(supported)
      .map((d) => d.id);
    const seen = (await s.req({ url: '/v7/device?$select=id', token: support }))
      .json()
      .d.map((d: { id: number }) => d.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(seen.sort()).toEqual(expected.sort());
    const admin = await s.login('admin');
    const orgs = (await s.req({ url: '/v7/organization/$count', token: admin })).json().d;
    expect(orgs).toBe(store().all('organization').length);
  });

  test('guests can read device types and public fleets', async () => {
    expect((await s.req({ url: '/v7/device_type/$count' })).json().d).toBeGreaterThan(0);
    const apps = (await s.req({ url: '/v7/application?$select=id,is_public' })).json().d;
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.every((a: { is_public: boolean }) => a.is_public)).toBe(true);
  });

  test('GET by a missing or hidden key is 200 {"d":[]}, with Cache-Control: no-cache', async () => {
    const missing = await s.req({ url: '/v7/device(999999)', token: owner });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ d: [] });
    expect(missing.headers['cache-control']).toBe('no-cache');
    const member = await s.login('member');
    const hidden = await s.req({ url: `/v7/device(${D1()})`, token: member });
    expect(hidden.json()).toEqual({ d: [] });
  });

  test('FKs read as {__id}', async () => {
    const d = (
      await s.req({ url: `/v7/device(${D1()})?$select=id,belongs_to__application,is_pinned_on__release`, token: owner })
    ).json().d[0];
    expect(d.belongs_to__application).toEqual({ __id: expect.any(Number) });
  });

  test('unknown resource → 401 empty; malformed URL → 400 naming it', async () => {
    const unknown = await s.req({ url: '/v7/no_such_resource', token: owner });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe('');
    const bad = await s.req({ url: '/v7/device?$filter=((', token: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toBe("Malformed url: '/v7/device?$filter=(('");
  });
});

describe('POST', () => {
  test('201 bare object, FKs as {__id}, Location header; returnResource=false gives {id}', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: owner,
      body: { device: D1(), tag_key: 'post-test', value: 'v' },
    });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({ device: { __id: D1() }, tag_key: 'post-test', value: 'v' });
    expect(row).not.toHaveProperty('d');
    expect(res.headers.location).toBe(`/v7/device_tag(@id)?@id=${row.id}`);
    const bare = await s.req({
      method: 'POST',
      url: '/v7/device_tag?returnResource=false',
      token: owner,
      body: { device: D1(), tag_key: 'post-test-2', value: 'v' },
    });
    expect(bare.statusCode).toBe(201);
    expect(Object.keys(bare.json())).toEqual(['id']);
  });

  test('a duplicate gives 409 with a JSON string containing "unique"', async () => {
    const body = { device: D1(), tag_key: 'dup-test', value: 'a' };
    expect((await s.req({ method: 'POST', url: '/v7/device_tag', token: owner, body })).statusCode).toBe(201);
    const dup = await s.req({ method: 'POST', url: '/v7/device_tag', token: owner, body });
    expect(dup.statusCode).toBe(409);
    expect(dup.headers['content-type']).toMatch(/application\/json/);
    expect(dup.json()).toBe('"device" and "tag_key" must be unique.');
  });

  test('writes without permission → 401 empty', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: observer,
      body: { device: D1(), tag_key: 'nope', value: 'v' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
    const guest = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      body: { device: D1(), tag_key: 'nope', value: 'v' },
    });
    expect(guest.statusCode).toBe(401);
  });

  test('tag keys and fleet names are validated with the spec texts', async () => {
    const ws = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: owner,
      body: { device: D1(), tag_key: 'a b', value: 'v' },
    });
    expect(ws.json()).toBe('Tag keys cannot contain whitespace.');
    const reserved = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: owner,
      body: { device: D1(), tag_key: 'io.balena.x', value: 'v' },
    });
    expect(reserved.json()).toBe('Tag keys beginning with io.balena. are reserved.');
    const org = at(store().find('organization', 'handle', 'acme'), 0).id;
    const dt = at(store().all('device_type'), 0).id;
    const fleet = (app_name: string) =>
      s.req({
        method: 'POST',
        url: '/v7/application',
        token: owner,
        body: { app_name, organization: org, is_for__device_type: dt },
      });
    // The real API's own words and codes (open-balena-api balena.sbvr, applications/hooks/defaults.ts).
    const short = await fleet('abc');
    expect([short.statusCode, short.json()]).toEqual([
      400,
      'It is necessary that each application has an app name that has a Length (Type) that is greater than or equal to 4 and is less than or equal to 100.',
    ]);
    const chars = await fleet('bad name!');
    expect([chars.statusCode, chars.json()]).toEqual([400, 'App name may only contain [a-zA-Z0-9_-].']);
    const taken = await fleet('SMART-LIGHTS');
    expect([taken.statusCode, taken.json()]).toEqual([409, '"slug" must be unique.']);
    const created = await fleet('New_Fleet-1');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'acme/new_fleet-1', should_track_latest_release: true });
    expect(created.json().uuid).toMatch(/^[0-9a-f]{32}$/);
  });

  test('memberships accept username; fleet membership needs organization membership', async () => {
    const app = acmeFleet('cold-chain').id;
    const outsider = store()
      .all('user')
      .find((u) => u.username === 'free')!;
    const res = await s.req({
      method: 'POST',
      url: '/v7/user_application_membership',
      token: owner,
      body: { username: 'FREE', is_member_of__application: app },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatch(/^It is necessary that/);
    const member = await s.req({
      method: 'POST',
      url: '/v7/user_application_membership',
      token: owner,
      body: { username: 'member', is_member_of__application: app },
    });
    expect(member.statusCode).toBe(201);
    expect(member.json().user.__id).toBe(
      store()
        .all('user')
        .find((u) => u.username === 'member')!.id,
    );
    expect(outsider).toBeDefined();
  });

  test('invites resolve invitee e-mails; bad e-mails are refused', async () => {
    const app = acmeFleet('cold-chain').id;
    const res = await s.req({
      method: 'POST',
      url: '/v7/invitee__is_invited_to__application',
      token: owner,
      body: {
        invitee: ' New.Person@Example.com ',
        is_invited_to__application: app,
        application_membership_role: developerRole(),
      },
    });
    expect(res.statusCode).toBe(201);
    const invitee = store().get('invitee', res.json().invitee.__id)!;
    expect(invitee.email).toBe('new.person@example.com');
    const bad = await s.req({
      method: 'POST',
      url: '/v7/application_invite',
      token: owner,
      body: { invitee: 'not-an-email', is_invited_to__application: app, application_membership_role: developerRole() },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toBe('invalid email');
  });

  test('variable names follow the API rules (open-balena-api vars-schema)', async () => {
    const app = acmeFleet('cold-chain').id;
    const env = (name: string) =>
      s.req({
        method: 'POST',
        url: '/v7/application_environment_variable',
        token: owner,
        body: { application: app, name, value: '1' },
      });
    expect((await env('1BAD')).json()).toBe(
      'Environment variable names can only contain alphanumeric characters and underscores.',
    );
    expect((await env('BALENA_SUPERVISOR_DELTA')).json()).toBe(
      'Environment variables beginning with RESIN_, BALENA_ are reserved.',
    );
    expect((await env('BALENA')).json()).toBe('Environment variables RESIN, BALENA, USER are reserved');
    expect((await env('MY_VAR')).statusCode).toBe(201);
    const config = await s.req({
      method: 'POST',
      url: '/v7/application_config_variable',
      token: owner,
      body: { application: app, name: 'BALENA_HOST_CONFIG_fleetmock_test', value: '64' },
    });
    expect(config.statusCode).toBe(201);
  });

  test('a missing owner FK is a 400, not a permission error', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: owner,
      body: { tag_key: 'orphan', value: 'v' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('"device" cannot be null');
  });

  test('devices get a haiku name, a generated uuid, and a device type by alias', async () => {
    const app = acmeFleet('cold-chain').id;
    const res = await s.req({
      method: 'POST',
      url: '/v7/device',
      token: owner,
      body: { belongs_to__application: app, is_of__device_type: 'raspberrypi4-64' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().device_name).toMatch(/^[a-z]+-[a-z]+$/);
    expect(res.json().uuid).toMatch(/^[0-9a-f]{32}$/);
    const bad = await s.req({
      method: 'POST',
      url: '/v7/device',
      token: owner,
      body: { belongs_to__application: app, is_of__device_type: 'raspberrypi4-64', uuid: 'XYZ' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH and DELETE', () => {
  test('by key and by $filter: 200, empty body, no Content-Type, even for 0 rows', async () => {
    const byKey = await s.req({ method: 'PATCH', url: `/v7/device(${D1()})`, token: owner, body: { note: 'patched' } });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.body).toBe('');
    expect(byKey.headers['content-type']).toBeUndefined();
    expect(store().get('device', D1())!.note).toBe('patched');
    const none = await s.req({
      method: 'PATCH',
      url: "/v7/device?$filter=device_name eq 'no-such-device'",
      token: owner,
      body: { note: 'x' },
    });
    expect(none.statusCode).toBe(200);
    const del = await s.req({
      method: 'DELETE',
      url: `/v7/device_tag?$filter=device eq ${D1()} and tag_key eq 'post-test'`,
      token: owner,
    });
    expect(del.statusCode).toBe(200);
    expect(
      store()
        .find('device_tag', 'device', D1())
        .some((t) => t.tag_key === 'post-test'),
    ).toBe(false);
  });

  test('PATCH {} → 400 No fields to update; unknown-only fields → 400 naming them', async () => {
    const empty = await s.req({ method: 'PATCH', url: `/v7/device(${D1()})`, token: owner, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toBe('No fields to update');
    const unknown = await s.req({ method: 'PATCH', url: `/v7/device(${D1()})`, token: owner, body: { bogus: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toContain('bogus');
  });

  test('an observer cannot PATCH (401 empty); hidden rows are no-ops', async () => {
    const res = await s.req({
      method: 'PATCH',
      url: `/v7/device(${D1()})`,
      token: observer,
      body: { note: 'observer' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
    const guest = await s.req({ method: 'PATCH', url: `/v7/device(${D1()})`, body: { note: 'guest' } });
    expect(guest.statusCode).toBe(200);
    expect(store().get('device', D1())!.note).not.toBe('guest');
  });
});

describe('canAccess', () => {
  test('answers {d:[{id}]} when allowed and 401 otherwise', async () => {
    const url = `/v7/device(${D1()})/canAccess`;
    const ok = await s.req({ method: 'POST', url, token: owner, body: { action: 'supervisor-proxy-write' } });
    expect(ok.json()).toEqual({ d: [{ id: D1() }] });
    const no = await s.req({ method: 'POST', url, token: observer, body: { method: 'PATCH' } });
    expect(no.statusCode).toBe(401);
    const both = await s.req({ method: 'POST', url, token: owner, body: { action: 'x', method: 'GET' } });
    expect(both.statusCode).toBe(400);
  });
});

describe('contract', () => {
  test('the responses above were validated against generated/zod response schemas', () => {
    expect(contractStats.checked).toBeGreaterThan(20);
  });
});
