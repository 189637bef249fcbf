/**
 * Server-side hooks and derived fields of the real API (docs/fidelity.md "Hooks and derived fields"),
 * driven with the requests the vendor SDK sends: pine writes through pinejs-client-core (the SDK's URL
 * builder) and the SDK's non-OData calls (/device/register, /api-key/*, /user/register) as it sends them.
 * Every test here failed before the hooks existed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Params } from 'pinejs-client-core';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, RequestError } from './sdk-client.ts';
import { at, first } from '../present.ts';

type Row = Record<string, unknown>;

let s: TestServer;
let owner = '';
const pine = (token = owner): InjectPine => new InjectPine(s.app, token);
const get = async (params: Params & { resource: string }, token = owner): Promise<Row[]> => {
  const result = (await pine(token).get(params)) as Row[] | Row | undefined;
  return result === undefined ? [] : Array.isArray(result) ? result : [result];
};
const post = async (resource: string, body: Row, token = owner): Promise<Row> =>
  (await pine(token).post({ resource, body })) as Row;
const nowIso = (): string => new Date(s.core.registry.get().clock.now()).toISOString();
const fk = (v: unknown): unknown => (v as { __id?: unknown } | null)?.__id ?? null;

/** The status and JSON body a pine write failed with. */
async function failure(call: Promise<unknown>): Promise<[number, unknown]> {
  try {
    await call;
  } catch (err) {
    if (err instanceof RequestError) return [err.statusCode, JSON.parse(err.body)];
    throw err;
  }
  throw new Error('the call succeeded');
}

/** The tracking fleet the tests build on, and its device type. */
const fleet = { id: 0, slug: 'acme/smart-lights', deviceType: '', otherId: 0 };
let uuidCounter = 0;
const freshUuid = (): string => (++uuidCounter).toString(16).padStart(32, 'e');

/** What the SDK's device.register does: a short-lived provisioning key, then POST /device/register with it. */
/** The owner's user id in the seeded world (seeded ids start well above small numbers). */
const ownerUserId = (): number =>
  s.core.registry
    .get()
    .store.all('user')
    .find((u) => u.username === 'owner')!.id;

async function register(appId = fleet.id): Promise<{ id: number; uuid: string; api_key: string }> {
  const keyRes = await s.req({
    method: 'POST',
    url: `/api-key/application/${appId}/provisioning`,
    token: owner,
    body: { expiryDate: new Date(s.core.registry.get().clock.now() + 600_000).toISOString() },
  });
  const res = await s.req({
    method: 'POST',
    url: '/device/register',
    token: keyRes.json() as string,
    body: { user: ownerUserId(), application: appId, uuid: freshUuid(), device_type: fleet.deviceType },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string; api_key: string };
}

/** A service, a final release of it with one linked image, as balena-cli/builder create them. */
async function releaseWithService(
  appId: number,
  serviceName: string,
  status = 'running',
): Promise<{ release: number; service: number }> {
  const service = (await post('service', { application: appId, service_name: serviceName })).id as number;
  const release = (
    await post('release', {
      belongs_to__application: appId,
      commit: `${serviceName.replace(/[^a-f0-9]/g, '').padEnd(8, 'a')}${Date.now().toString(16)}`.slice(0, 32),
      status,
      source: 'cloud',
      composition: {},
      start_timestamp: nowIso(),
    })
  ).id as number;
  const image = (await post('image', { is_a_build_of__service: service, start_timestamp: nowIso(), status: 'success' }))
    .id as number;
  await post('image__is_part_of__release', { image, is_part_of__release: release });
  return { release, service };
}

const markSuccess = (release: number): Promise<unknown> =>
  pine().patch({ resource: 'release', id: release, body: { status: 'success', end_timestamp: nowIso() } });
const fleetTarget = async (appId: number): Promise<unknown> =>
  fk(
    (await get({ resource: 'application', id: appId, options: { $select: 'should_be_running__release' } }))[0]
      ?.should_be_running__release,
  );

beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
  const app = first(
    await get({
      resource: 'application',
      options: {
        $select: ['id', 'should_track_latest_release'],
        $filter: { slug: fleet.slug },
        $expand: { is_for__device_type: { $select: 'slug' } },
      },
    }),
  );
  fleet.id = app.id as number;
  fleet.deviceType = at(app.is_for__device_type as Row[], 0).slug as string;
  expect(app.should_track_latest_release).toBe(true);
  const other = first(
    await get({
      resource: 'application',
      options: {
        $select: 'id',
        $filter: {
          slug: { $ne: fleet.slug },
          organization: { $any: { $alias: 'o', $expr: { o: { handle: 'acme' } } } },
        },
        $expand: { is_for__device_type: { $select: 'slug', $filter: { slug: fleet.deviceType } } },
        $orderby: { id: 'asc' },
      },
    }).then((rows) => rows.filter((r) => (r.is_for__device_type as Row[]).length > 0)),
  );
  fleet.otherId = other.id as number;
}, 60_000);

describe('image location (open-balena-api ci-cd/hooks/image-is-stored-at-location.ts)', () => {
  it('fills is_stored_at__image_location on POST /v7/image, unique per image', async () => {
    const service = (await post('service', { application: fleet.id, service_name: 'location-probe' })).id;
    const body = { is_a_build_of__service: service, start_timestamp: nowIso(), status: 'running' };
    const [a, b] = [await post('image', body), await post('image', body)];
    expect(a.is_stored_at__image_location).toMatch(/^registry2\.fleetmock\.test\/v2\/[0-9a-f]{32}$/);
    expect(b.is_stored_at__image_location).not.toBe(a.is_stored_at__image_location);
  });
});

describe('release versioning (open-balena-api ci-cd/hooks/release-versioning.ts)', () => {
  const releaseBody = (extra: Row): Row => ({
    belongs_to__application: fleet.otherId,
    commit: `c0ffee${(++uuidCounter).toString(16).padStart(26, '0')}`,
    status: 'running',
    source: 'cloud',
    composition: {},
    start_timestamp: nowIso(),
    ...extra,
  });
  const read = async (id: unknown): Promise<Row> =>
    at(
      await get({
        resource: 'release',
        id: id as number,
        options: { $select: ['semver', 'raw_version', 'is_final', 'revision', 'variant', 'is_finalized_at__date'] },
      }),
      0,
    );

  it('takes semver and makes a POSTed release final by default, with the next revision of its version', async () => {
    const first = await read((await post('release', releaseBody({ semver: '4.5.6' }))).id);
    expect(first).toMatchObject({ semver: '4.5.6', raw_version: '4.5.6', is_final: true, revision: 0, variant: '' });
    expect(first.is_finalized_at__date).toEqual(expect.any(String));
    const second = await read((await post('release', releaseBody({ semver: '4.5.6' }))).id);
    expect(second).toMatchObject({ semver: '4.5.6', raw_version: '4.5.6+rev1', is_final: true, revision: 1 });
  });

  it('keeps "is_final": false a draft, and a semver with a prerelease', async () => {
    const draft = await read((await post('release', releaseBody({ semver: '7.0.0-beta.1', is_final: false }))).id);
    expect(draft).toMatchObject({ semver: '7.0.0-beta.1', is_final: false, revision: null });
    expect(draft.raw_version).toMatch(/^7\.0\.0-beta\.1\.\d+$/);
  });

  it('re-revisions a final release whose semver a PATCH changes', async () => {
    const id = (await post('release', releaseBody({ semver: '5.0.0' }))).id as number;
    await post('release', releaseBody({ semver: '5.0.1' }));
    await pine().patch({ resource: 'release', id, body: { semver: '5.0.1' } });
    expect(await read(id)).toMatchObject({ semver: '5.0.1', raw_version: '5.0.1+rev1', revision: 1, is_final: true });
  });

  it('refuses a semver semver.parse refuses and a revN build that is not the revision given', async () => {
    expect(await failure(post('release', releaseBody({ semver: 'one.two' })))).toEqual([400, 'Invalid semver format']);
    expect(await failure(post('release', releaseBody({ semver: '9.9.9+rev3' })))).toEqual([
      400,
      'The provided revision does not match the autogenerated one.',
    ]);
    const ok = await read((await post('release', releaseBody({ semver: '9.9.8+rev0' }))).id);
    expect(ok).toMatchObject({ semver: '9.9.8+rev0', revision: 0 });
  });
});

describe('target releases (open-balena-api ci-cd/hooks/track-latest-release.ts)', () => {
  it('makes a release that turns success the target of its tracking fleet, and devices follow it', async () => {
    const before = await fleetTarget(fleet.id);
    const { release } = await releaseWithService(fleet.id, 'tracker');
    expect(await fleetTarget(fleet.id)).toBe(before);
    await markSuccess(release);
    expect(await fleetTarget(fleet.id)).toBe(release);
    const device = first(
      await get({
        resource: 'device',
        options: {
          $select: ['id', 'should_be_running__release'],
          $filter: { belongs_to__application: fleet.id, is_pinned_on__release: null },
          $expand: { should_be_running__release: { $select: 'id' } },
          $top: 1,
        },
      }),
    );
    expect(device.should_be_running__release).toEqual([{ id: release }]);
  });

  it('does not move a fleet that does not track its latest release', async () => {
    await pine().patch({ resource: 'application', id: fleet.otherId, body: { should_track_latest_release: false } });
    const before = await fleetTarget(fleet.otherId);
    const { release } = await releaseWithService(fleet.otherId, 'not-tracked');
    await markSuccess(release);
    expect(await fleetTarget(fleet.otherId)).toBe(before);
  });

  it('derives a device target from its pin (SDK device.pinToRelease: PATCH by $filter id in (…))', async () => {
    const { release } = await releaseWithService(fleet.otherId, 'pin-target', 'success');
    const device = await register();
    await pine().patch({
      resource: 'device',
      options: { $filter: { id: { $in: [device.id] } } },
      body: { is_pinned_on__release: release },
    });
    const [pinned] = await get({
      resource: 'device',
      id: device.id,
      options: { $select: ['should_be_running__release'], $expand: { is_pinned_on__release: { $select: 'id' } } },
    });
    expect(pinned).toMatchObject({ should_be_running__release: { __id: release } });
    const expanded = first(
      await get({
        resource: 'device',
        id: device.id,
        options: { $select: 'id', $expand: { should_be_running__release: { $select: 'id' } } },
      }),
    );
    expect(expanded.should_be_running__release).toEqual([{ id: release }]);
    const filtered = await get({
      resource: 'device',
      options: { $select: 'id', $filter: { id: device.id, should_be_running__release: release } },
    });
    expect(filtered).toEqual([{ id: device.id }]);
  });
});

describe('service installs (open-balena-api ci-cd/hooks/service-installs.ts)', () => {
  const installsOf = async (device: number): Promise<unknown[]> =>
    (await get({ resource: 'service_install', options: { $select: 'installs__service', $filter: { device } } })).map(
      (si) => fk(si.installs__service),
    );

  it('creates one per service of the fleet target on registration, so a device service variable can be set', async () => {
    const { release, service } = await releaseWithService(fleet.id, 'installed');
    await markSuccess(release);
    const device = await register();
    expect(await installsOf(device.id)).toEqual([service]);
    // The SDK's device.serviceVar.set: the install by device and service, then an upsert of the variable.
    const install = first(
      await get({
        resource: 'service_install',
        options: { $select: 'id', $filter: { device: device.id, installs__service: service } },
      }),
    );
    const created = await post('device_service_environment_variable', {
      service_install: install.id,
      name: 'HOOKS_LEVEL',
      value: 'debug',
    });
    expect(created).toMatchObject({ name: 'HOOKS_LEVEL', value: 'debug' });
  });

  it('adds the services of a pinned release, and swaps the fleet services when the device moves', async () => {
    const own = await releaseWithService(fleet.id, 'own-svc');
    await markSuccess(own.release);
    const device = await register();
    const other = await releaseWithService(fleet.otherId, 'other-svc', 'success');
    await pine().patch({ resource: 'device', id: device.id, body: { is_pinned_on__release: other.release } });
    expect(await installsOf(device.id)).toEqual([own.service, other.service]);
    await pine().patch({
      resource: 'application',
      id: fleet.otherId,
      body: { should_be_running__release: other.release },
    });
    await pine().patch({ resource: 'device', id: device.id, body: { belongs_to__application: fleet.otherId } });
    expect(await installsOf(device.id)).toEqual([other.service]);
  });

  it('adds installs to unpinned devices when the fleet target changes', async () => {
    const device = await register(fleet.otherId);
    const next = await releaseWithService(fleet.otherId, 'retarget', 'success');
    expect(await installsOf(device.id)).not.toContain(next.service);
    await pine().patch({
      resource: 'application',
      id: fleet.otherId,
      body: { should_be_running__release: next.release },
    });
    expect(await installsOf(device.id)).toContain(next.service);
  });
});

describe('device history (balena-sdk device.history; cloud-only hook)', () => {
  it('opens an entry on registration and ends it with the actor when a tracked field changes', async () => {
    const device = await register();
    const { release } = await releaseWithService(fleet.id, 'history');
    await pine().patch({
      resource: 'device',
      options: { $filter: { uuid: device.uuid } },
      body: { is_running__release: release },
    });
    // The SDK's history.getAllByDevice(uuid): a created_at window and the uuid.
    const since = new Date(s.core.registry.get().clock.now() - 7 * 86_400_000).toISOString();
    const entries = await get({
      resource: 'device_history',
      options: {
        $filter: { created_at: { $ge: since }, uuid: device.uuid },
        $expand: { is_ended_by__actor: { $expand: { is_of__user: { $select: 'username' } } } },
        $orderby: { id: 'asc' },
      },
    });
    expect(entries).toHaveLength(2);
    expect(entries.filter((e) => e.end_timestamp === null)).toHaveLength(1);
    expect(entries[0]).toMatchObject({ tracks__device: { __id: device.id }, is_running__release: null });
    expect(at(entries, 0).end_timestamp).toEqual(expect.any(String));
    expect(at(at(entries, 0).is_ended_by__actor as Row[], 0).is_of__user).toEqual([{ username: 'owner' }]);
    expect(entries[1]).toMatchObject({
      is_running__release: { __id: release },
      belongs_to__application: { __id: fleet.id },
    });
    // Deleting the device ends its open entry; the entries stay, no longer linked to a device (read from
    // the store: without a device they are anchored to nothing the owner can read).
    await pine().delete({ resource: 'device', id: device.id });
    const left = s.core.registry
      .get()
      .store.all('device_history')
      .filter((e) => e.uuid === device.uuid);
    expect(left).toHaveLength(2);
    expect(left.every((e) => e.end_timestamp !== null && e.tracks__device === null)).toBe(true);
  });
});

describe('invites without a role (balena-sdk organizationInvite/applicationInvite specs)', () => {
  it('gives organization invites the member role and fleet invites the developer role', async () => {
    const org = first(await get({ resource: 'organization', options: { $select: 'id', $filter: { handle: 'acme' } } }));
    const orgInvite = await post('invitee__is_invited_to__organization', {
      invitee: 'no-role@example.org',
      is_invited_to__organization: org.id,
    });
    const appInvite = await post('invitee__is_invited_to__application', {
      invitee: 'no-role@example.org',
      is_invited_to__application: fleet.id,
    });
    const roleName = async (resource: string, field: string, id: unknown): Promise<unknown> => {
      const row = first(
        await get({
          resource,
          id: id as number,
          options: { $select: 'id', $expand: { [field]: { $select: 'name' } } },
        }),
      );
      return at(row[field] as Row[], 0).name;
    };
    expect(await roleName('organization_invite', 'organization_membership_role', orgInvite.id)).toBe('member');
    expect(await roleName('application_invite', 'application_membership_role', appInvite.id)).toBe('developer');
  });
});

describe('device API keys (balena-sdk apiKey.getDeviceApiKeysByDevice)', () => {
  it('lists the registration key and a generated device key by the device actor', async () => {
    const device = await register();
    const keyRes = await s.req({
      method: 'POST',
      url: `/api-key/device/${device.id}/device-key`,
      token: owner,
      body: {},
    });
    expect(keyRes.statusCode).toBe(200);
    const { actor } = first(await get({ resource: 'device', id: device.id, options: { $select: 'actor' } }));
    const keys = await get({
      resource: 'api_key',
      options: { $select: ['id', 'name'], $filter: { is_of__actor: fk(actor) as number }, $orderby: { id: 'asc' } },
    });
    expect(keys).toHaveLength(2);
    expect(at(keys, 0).name).toBeNull();
    // What may list a device's keys may rename and revoke them (the SDK's apiKey.update/revoke).
    await pine().patch({ resource: 'api_key', id: at(keys, 0).id as number, body: { name: 'renamed' } });
    await pine().delete({ resource: 'api_key', id: at(keys, 1).id as number });
    const after = await get({
      resource: 'api_key',
      options: { $select: 'name', $filter: { is_of__actor: fk(actor) as number } },
    });
    expect(after).toEqual([{ name: 'renamed' }]);
  });

  it('stays hidden from a user who cannot manage the device', async () => {
    const device = await register();
    const { actor } = first(await get({ resource: 'device', id: device.id, options: { $select: 'actor' } }));
    const member = await s.login('member');
    expect(
      await get({ resource: 'api_key', options: { $filter: { is_of__actor: fk(actor) as number } } }, member),
    ).toEqual([]);
  });
});

describe('POST /api-key/user/full without expiryDate (open-balena-api api-keys/routes.ts)', () => {
  it('creates a named key that never expires', async () => {
    const res = await s.req({ method: 'POST', url: '/api-key/user/full', token: owner, body: { name: 'no-expiry' } });
    expect(res.statusCode).toBe(200);
    const key = res.json() as string;
    expect((await s.req({ url: '/actor/v1/whoami', token: key })).statusCode).toBe(200);
    const rows = await get({
      resource: 'api_key',
      options: { $select: 'expiry_date', $filter: { name: 'no-expiry' } },
    });
    expect(rows).toEqual([{ expiry_date: null }]);
  });
});

describe('personal organization on sign-up (balena docs learn/accounts/organizations.md)', () => {
  it('creates an organization named and handled after the username, with the user as administrator', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/user/register',
      body: { email: 'personal.org@example.org', password: 'a-good-password-123' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.body;
    const user = first(await get({ resource: 'user', options: { $select: ['id', 'username'] } }, token));
    const orgs = await get(
      {
        resource: 'organization',
        options: {
          $select: ['name', 'handle'],
          $expand: {
            organization_membership: {
              $select: 'id',
              $filter: { user: user.id as number },
              $expand: { organization_membership_role: { $select: 'name' } },
            },
          },
        },
      },
      token,
    );
    expect(orgs).toEqual([
      {
        name: user.username,
        handle: user.username,
        organization_membership: [
          { id: expect.any(Number), organization_membership_role: [{ name: 'administrator' }] },
        ],
      },
    ]);
  });
});

describe('fleet role grants (spec 02 §6 "Roles": paid roles, operator roles only for fleets)', () => {
  const roleId = async (name: string): Promise<number> =>
    at(await get({ resource: 'application_membership_role', options: { $select: 'id', $filter: { name } } }), 0)
      .id as number;
  const appId = async (slug: string, token: string): Promise<number> =>
    at(await get({ resource: 'application', options: { $select: 'id', $filter: { slug } } }, token), 0).id as number;

  it('refuses a free plan invite or role change to safe-developer, operator or safe-operator; developer passes', async () => {
    const free = await s.login('free');
    const fleetId = await appId('free-tinkerers/hobby-weather', free);
    for (const roleName of ['safe-developer', 'operator', 'safe-operator']) {
      const [status, body] = await failure(
        post(
          'invitee__is_invited_to__application',
          { invitee: `paid-${roleName}@example.org`, is_invited_to__application: fleetId, roleName },
          free,
        ),
      );
      expect(status).toBe(400);
      expect(body).toBe(`The ${roleName} role requires a paid plan. Upgrade the organization's plan to grant it.`);
    }
    const invite = await post(
      'invitee__is_invited_to__application',
      { invitee: 'free-dev@example.org', is_invited_to__application: fleetId, roleName: 'developer' },
      free,
    );
    const [status, body] = await failure(
      pine(free).patch({
        resource: 'application_invite',
        id: invite.id as number,
        body: { application_membership_role: await roleId('operator') },
      }),
    );
    expect([status, body]).toEqual([
      400,
      "The operator role requires a paid plan. Upgrade the organization's plan to grant it.",
    ]);
  });

  it('refuses operator roles on a block, and grants them on a paid fleet', async () => {
    const block = await appId('acme/mqtt-broker-block', owner);
    const [status, body] = await failure(
      post('invitee__is_invited_to__application', {
        invitee: 'block-op@example.org',
        is_invited_to__application: block,
        roleName: 'safe-operator',
      }),
    );
    expect([status, body]).toEqual([400, 'The safe-operator role is available only for fleets.']);
    const ok = await post('invitee__is_invited_to__application', {
      invitee: 'fleet-op@example.org',
      is_invited_to__application: fleet.id,
      roleName: 'operator',
    });
    expect(ok.id).toEqual(expect.any(Number));
  });
});
