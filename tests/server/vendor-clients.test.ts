/**
 * What the vendor SDK and CLI send for their everyday commands, driven through pinejs-client-core (the
 * SDK's own URL builder) and SDK-shaped plain requests against the mock in process: fleet list
 * (`is_directly_accessible_by__user`), release finalize, device register with a provisioning key,
 * organization create, ESR host-app tags, reboot downtime on the clock, and the administrator-only
 * fleet changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Params } from 'pinejs-client-core';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, statusOf } from './sdk-client.ts';
import { at, first } from '../present.ts';

type Row = Record<string, unknown>;
const DIRECTLY_ACCESSIBLE = { is_directly_accessible_by__user: { $any: { $alias: 'dau', $expr: { 1: 1 } } } } as const;

let s: TestServer;
const tokens: Record<string, string> = {};
const pine = (persona?: string): InjectPine => new InjectPine(s.app, persona ? tokens[persona] : undefined);
const get = async (persona: string | undefined, params: Params & { resource: string }): Promise<Row[]> =>
  (await pine(persona).get(params)) as Row[];

// Seeding and five logins: allow for a loaded machine.
beforeAll(async () => {
  s = await startTestServer();
  for (const p of ['owner', 'developer', 'observer', 'member', 'support']) tokens[p] = await s.login(p);
}, 60_000);

describe('is_directly_accessible_by__user (SDK application.getAllDirectlyAccessible, CLI fleet list)', () => {
  const slugs = async (persona: string): Promise<string[]> =>
    (
      await get(persona, {
        resource: 'application',
        options: { $select: 'slug', $filter: DIRECTLY_ACCESSIBLE, $orderby: 'slug asc' },
      })
    ).map((a) => String(a.slug));

  it('lists every fleet of the organizations the owner administers, and nothing public', async () => {
    const owner = await slugs('owner');
    expect(owner.filter((x) => x.startsWith('globex/')).length).toBeGreaterThan(0);
    const all = (
      await get('owner', {
        resource: 'application',
        options: {
          $select: 'slug',
          $filter: { organization: { $any: { $alias: 'o', $expr: { o: { handle: { $in: ['acme', 'globex'] } } } } } },
        },
      })
    ).map((a) => String(a.slug));
    expect(owner).toEqual([...all].sort());
    expect(owner.some((x) => x.startsWith('balena_os/'))).toBe(false);
  });

  it('reaches fleets through direct membership and teams, and nothing for a member without access or a support agent', async () => {
    expect((await slugs('developer')).length).toBeGreaterThan(0);
    const observer = await slugs('observer');
    expect(observer.length).toBeGreaterThan(0);
    // The observer reaches its fleets only through team Auditors: no membership row names it.
    const first = at(
      await get('observer', {
        resource: 'application',
        options: {
          $select: 'id',
          $filter: { slug: observer[0] },
          $expand: { is_directly_accessible_by__user: { $select: 'username' } },
        },
      }),
      0,
    );
    expect(first.is_directly_accessible_by__user).toEqual([{ username: 'observer' }]);
    expect(await slugs('member')).toEqual([]);
    expect(await slugs('support')).toEqual([]);
  });

  it('names only the caller when expanded', async () => {
    const app = first(
      await get('owner', {
        resource: 'application',
        options: {
          $select: 'id',
          $filter: { slug: 'acme/smart-lights' },
          $expand: { is_directly_accessible_by__user: { $select: 'username' } },
        },
      }),
    );
    expect(app.is_directly_accessible_by__user).toEqual([{ username: 'owner' }]);
  });

  it('finds, renames and removes a fleet the owner just created (CLI fleet create / rename / rm)', async () => {
    const client = pine('owner');
    const org = first(
      await get('owner', {
        resource: 'organization',
        options: { $select: 'id', $filter: { handle: 'globex' } },
      }),
    );
    const dt = first(
      await get('owner', {
        resource: 'device_type',
        options: { $select: 'id', $filter: { slug: 'raspberrypi4-64' } },
      }),
    );
    await client.post({
      resource: 'application',
      body: { app_name: 'fresh-fleet', organization: org.id, is_for__device_type: dt.id },
    });
    const bySlug = { $select: 'id', $filter: { ...DIRECTLY_ACCESSIBLE, slug: 'globex/fresh-fleet' } } as const;
    const fresh = first(await get('owner', { resource: 'application', options: bySlug }));
    expect(fresh).toBeDefined();
    await client.patch({ resource: 'application', id: fresh.id as number, body: { app_name: 'fresh-fleet-2' } });
    expect(
      await get('owner', {
        resource: 'application',
        options: { ...bySlug, $filter: { ...DIRECTLY_ACCESSIBLE, slug: 'globex/fresh-fleet-2' } },
      }),
    ).toHaveLength(1);
    await client.delete({ resource: 'application', id: fresh.id as number });
    expect(
      await get('owner', { resource: 'application', options: { $select: 'id', $filter: { id: fresh.id as number } } }),
    ).toEqual([]);
  });
});

describe('release finalize (SDK release.finalize: PATCH {"is_final": true})', () => {
  const release = async (id: number): Promise<Row> =>
    (await get('owner', {
      resource: 'release',
      id,
      options: { $select: ['is_final', 'semver', 'revision', 'raw_version', 'is_finalized_at__date'] },
    })) as unknown as Row;
  const drafts = async (): Promise<Row[]> =>
    get('owner', {
      resource: 'release',
      options: {
        $select: ['id', 'semver', 'belongs_to__application'],
        $filter: {
          is_final: false,
          belongs_to__application: { $any: { $alias: 'a', $expr: { a: { slug: 'acme/cold-chain' } } } },
        },
        $orderby: 'id asc',
      },
    });

  it('turns a draft final with the next revision for its semver and the finalization date, for writers only', async () => {
    const draft = first(await drafts());
    expect(
      await statusOf(pine('observer').patch({ resource: 'release', id: draft.id as number, body: { is_final: true } })),
    ).toBe(401);
    expect((await release(draft.id as number)).is_final).toBe(false);
    const finals = await get('owner', {
      resource: 'release',
      options: {
        $select: 'revision',
        $filter: {
          is_final: true,
          belongs_to__application: (draft.belongs_to__application as { __id: number }).__id,
          semver_major: Number(String(draft.semver).split('.')[0]),
          semver_minor: Number(String(draft.semver).split('.')[1]),
          semver_patch: Number(String(draft.semver).split('.')[2]),
        },
      },
    });
    const expected = finals.length ? Math.max(...finals.map((f) => Number(f.revision))) + 1 : 0;
    const now = s.core.registry.get().clock.now();
    await pine('developer').patch({ resource: 'release', id: draft.id as number, body: { is_final: true } });
    const after = await release(draft.id as number);
    expect(after).toMatchObject({ is_final: true, semver: draft.semver, revision: expected });
    expect(after.raw_version).toBe(expected > 0 ? `${String(draft.semver)}+rev${expected}` : draft.semver);
    expect(Math.abs(Date.parse(String(after.is_finalized_at__date)) - now)).toBeLessThan(60_000);
    // Finalizing again changes nothing; going back to draft is refused with the real API's message.
    expect(
      await statusOf(pine('owner').patch({ resource: 'release', id: draft.id as number, body: { is_final: true } })),
    ).toBe(200);
    await expect(
      pine('owner').patch({ resource: 'release', id: draft.id as number, body: { is_final: false } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: '"Finalized releases cannot be converted to draft."',
    });
  });
});

describe('POST /device/register (SDK device.register, CLI device register)', () => {
  const UUID = 'c0ffee00c0ffee00c0ffee00c0ffee00';
  let appId: number;
  let key: string;

  beforeAll(async () => {
    const app = first(
      await get('owner', {
        resource: 'application',
        options: { $select: 'id', $filter: { slug: 'acme/smart-lights' } },
      }),
    );
    appId = app.id as number;
    // What the SDK does first: a provisioning key that expires in 10 minutes.
    const res = await s.req({
      method: 'POST',
      url: `/api-key/application/${appId}/provisioning`,
      token: tokens.owner,
      body: {
        expiryDate: new Date(s.core.registry.get().clock.now() + 600_000).toISOString(),
        description: 'Created by SDK to register a device',
      },
    });
    key = JSON.parse(res.body) as string;
  });

  const register = (body: Row, token = key) =>
    s.req({ method: 'POST', url: '/device/register', headers: { authorization: `Bearer ${token}` }, body });

  it('creates the device with a device API key and answers {id, uuid, api_key}', async () => {
    // The SDK sends the logged-in user's id (auth.getUserInfo) as `user`.
    const owner = first(
      await get('owner', {
        resource: 'user',
        options: { $select: 'id', $filter: { username: 'owner' } },
      }),
    );
    const res = await register({ user: owner.id, application: appId, uuid: UUID, device_type: 'raspberrypi4-64' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; uuid: string; api_key: string };
    expect(body).toMatchObject({ uuid: UUID });
    expect(typeof body.api_key).toBe('string');
    const own = await s.req({
      url: `/v7/device?$select=id,uuid,belongs_to__application&$filter=uuid eq '${UUID}'`,
      headers: { authorization: `Bearer ${body.api_key}` },
    });
    expect(own.json()).toEqual({ d: [{ id: body.id, uuid: UUID, belongs_to__application: { __id: appId } }] });
  });

  it('answers the real API errors: taken uuid 409, missing fields 400, other fleets and other keys 401', async () => {
    const dup = await register({ application: appId, uuid: UUID, device_type: 'raspberrypi4-64' });
    expect([dup.statusCode, dup.json()]).toEqual([409, '"uuid" must be unique.']);
    expect((await register({ application: appId, device_type: 'raspberrypi4-64' })).json()).toBe(
      'UUID must be specified',
    );
    expect((await register({ application: appId, uuid: 'a'.repeat(32) })).json()).toBe('Device type must be specified');
    expect((await register({ application: 'x', uuid: 'a'.repeat(32), device_type: 'raspberrypi4-64' })).json()).toBe(
      'Application ID must be a valid integer',
    );
    expect(
      (await register({ application: appId + 1, uuid: 'a'.repeat(32), device_type: 'raspberrypi4-64' })).statusCode,
    ).toBe(401);
    expect(
      (await register({ application: appId, uuid: 'a'.repeat(32), device_type: 'raspberrypi4-64' }, tokens.owner))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /v7/organization {"name"} (SDK organization.create)', () => {
  it('derives the handle and makes the creator administrator', async () => {
    const created = (await pine('developer').post({ resource: 'organization', body: { name: 'New org' } })) as Row;
    expect(created.handle).toBe('new_org');
    const org = first(
      await get('developer', {
        resource: 'organization',
        options: {
          $select: ['name', 'handle'],
          $filter: { id: created.id as number },
          $expand: {
            organization_membership: {
              $select: 'user',
              $expand: { organization_membership_role: { $select: 'name' } },
            },
          },
        },
      }),
    );
    expect(org.organization_membership).toEqual([
      { user: { __id: expect.any(Number) as number }, organization_membership_role: [{ name: 'administrator' }] },
    ]);
    const again = (await pine('developer').post({ resource: 'organization', body: { name: 'New org' } })) as Row;
    expect(again.handle).toBe('new_org_2');
  });
});

describe('ESR host apps (CLI os versions --esr, os download --version)', () => {
  it('lets anyone read the release-policy tags of public host apps and their releases', async () => {
    const query: Params & { resource: string } = {
      resource: 'application',
      options: {
        $select: 'id',
        $filter: {
          is_host: true,
          is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { slug: 'raspberrypi4-64' } } } },
        },
        $expand: {
          application_tag: { $select: ['tag_key', 'value'] },
          owns__release: { $select: 'raw_version', $expand: { release_tag: { $select: ['tag_key', 'value'] } } },
        },
      },
    };
    const policy = (app: Row): unknown =>
      (app.application_tag as Row[]).find((t) => t.tag_key === 'release-policy')?.value;
    const versions = (app: Row): string[] =>
      (app.owns__release as Array<{ release_tag: Row[] }>).flatMap((r) =>
        r.release_tag.filter((t) => t.tag_key === 'version').map((t) => String(t.value)),
      );
    for (const who of [undefined, 'member']) {
      // One host app per OS line, told apart by release-policy as the SDK's os model does.
      const hosts = await get(who, query);
      expect(hosts.map(policy).sort()).toEqual(['default', 'esr']);
      const esr = hosts.find((h) => policy(h) === 'esr')!;
      expect(esr.application_tag).toContainEqual({ tag_key: 'esr-current', value: '2026.4' });
      // Tag-only ESR releases (2021.07.1) carry their version as a tag; semver ones in raw_version.
      expect(versions(esr)).toContain('2021.07.1');
      expect((esr.owns__release as Row[]).map((r) => r.raw_version)).toContain('2024.7.0');
      expect(versions(hosts.find((h) => policy(h) === 'default')!).some((v) => v.startsWith('2024.'))).toBe(false);
    }
  });
});

describe('live changes follow the clock without the simulation', () => {
  it('brings a rebooted device back after its downtime on the next read of any kind', async () => {
    const device = first(
      await get('owner', {
        resource: 'device',
        options: {
          $select: ['id', 'uuid'],
          $filter: {
            is_online: true,
            belongs_to__application: { $any: { $alias: 'a', $expr: { a: { slug: 'acme/cold-chain' } } } },
          },
          $top: 1,
        },
      }),
    );
    const reboot = await s.req({
      method: 'POST',
      url: '/supervisor/v1/reboot',
      token: tokens.owner,
      body: { uuid: device.uuid },
    });
    expect(reboot.statusCode).toBe(202);
    const online = async () =>
      (
        (await get('owner', {
          resource: 'device',
          id: device.id as number,
          options: { $select: 'is_online' },
        })) as unknown as Row
      ).is_online;
    expect(await online()).toBe(false);
    s.core.registry.get().clock.advance(46_000);
    expect(await online()).toBe(true);
  });
});

describe('fleet transfer and type changes are administrator-only (spec 02 §6)', () => {
  it('refuses a developer moving a fleet or changing its class, and lets the owner; the default device type is application.update', async () => {
    const app = first(
      await get('developer', {
        resource: 'application',
        options: {
          $select: ['id', 'organization', 'is_of__class', 'is_for__device_type'],
          $filter: { slug: 'acme/edge-gateway' },
        },
      }),
    );
    const globex = first(
      await get('owner', {
        resource: 'organization',
        options: { $select: 'id', $filter: { handle: 'globex' } },
      }),
    );
    const id = app.id as number;
    for (const body of [{ organization: globex.id }, { is_of__class: 'app' }]) {
      expect(await statusOf(pine('developer').patch({ resource: 'application', id, body }))).toBe(401);
    }
    const [unchanged] = await get('owner', {
      resource: 'application',
      options: { $select: ['organization', 'is_of__class', 'is_for__device_type'], $filter: { id } },
    });
    expect(unchanged).toEqual({
      organization: app.organization,
      is_of__class: app.is_of__class,
      is_for__device_type: app.is_for__device_type,
    });
    expect(
      await statusOf(pine('developer').patch({ resource: 'application', id, body: { app_name: 'edge-gateway-2' } })),
    ).toBe(200);
    expect(await statusOf(pine('owner').patch({ resource: 'application', id, body: { is_of__class: 'app' } }))).toBe(
      200,
    );
    expect(
      await statusOf(pine('owner').patch({ resource: 'application', id, body: { organization: globex.id } })),
    ).toBe(200);
  });
});
