/**
 * /device-types/v1 (list, by slug or alias, image versions with ESR lines) and
 * /access/v1/hostos/:uuid (api-ground-truth §4; contract device-actions.yaml).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup, valueOf } from './helpers.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { update } from '../../mock-server/src/core/store/index.ts';
import { deviceOsEligibility, deviceTypeSlug } from '../../mock-server/src/core/live/os-update-check.ts';
import { rawVersion } from '../../mock-server/src/core/store/computed/release-version.ts';
import { ACTION_TIMINGS } from '../../mock-server/src/core/live/actions.ts';
import type { StoredRow } from '../../mock-server/src/core/store/rows.ts';
import { first } from '../present.ts';

const S = 'live-catalog';
const { core, world, clock } = setup(S);
let device: StoredRow<'device'>;
let observerToken = '';

beforeAll(async () => {
  device = first(await ownerOnlineDevices(core, world, S, 1));
  const login = await call(
    core,
    S,
    'POST',
    '/login_',
    { username: 'observer@fleetmock.test', password: PERSONA_PASSWORD },
    null,
  );
  expect(login.status).toBe(200);
  observerToken = String(valueOf(login));
});

describe('device types', () => {
  test('list without a token: slug, name, the aliases of the device repository file, arch', async () => {
    const res = await call(core, S, 'GET', '/device-types/v1', undefined, null);
    expect(res.status).toBe(200);
    const list = valueOf(res) as { slug: string; aliases: string[]; arch: string }[];
    const pi4 = list.find((d) => d.slug === 'raspberrypi4-64');
    expect(pi4).toMatchObject({
      name: 'Raspberry Pi 4 (using 64bit OS)',
      aliases: ['raspberrypi4-64'],
      arch: 'aarch64',
      supportsBlink: true,
    });
    expect(list.find((d) => d.slug === 'raspberry-pi')?.aliases).toEqual(['raspberrypi']);
    expect(list.find((d) => d.slug === 'raspberrypi5')?.aliases).toEqual([]);
  });

  test('state: the discontinued Intel Edison and Edge (spec 02 §5 hides discontinued types unless asked), new types, else released', async () => {
    const list = valueOf(await call(core, S, 'GET', '/device-types/v1', undefined, null)) as {
      slug: string;
      state: string;
    }[];
    const discontinued = ['intel-edison', 'edge'];
    const fresh = ['generic-amd64', 'generic-aarch64', 'radxa-zero', 'acme-custom-board'];
    expect(list.filter((d) => d.state === 'discontinued').map((d) => d.slug)).toEqual(discontinued);
    expect(
      list
        .filter((d) => d.state === 'new')
        .map((d) => d.slug)
        .sort(),
    ).toEqual([...fresh].sort());
    expect(list.filter((d) => ![...discontinued, ...fresh].includes(d.slug)).every((d) => d.state === 'released')).toBe(
      true,
    );
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/edison'))).toMatchObject({
      slug: 'intel-edison',
      state: 'discontinued',
    });
  });

  test('by alias; unknown slug → 404 Invalid device type', async () => {
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/nuc'))).toMatchObject({ slug: 'intel-nuc' });
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/raspberrypi2'))).toMatchObject({
      slug: 'raspberry-pi2',
      aliases: ['raspberrypi2'],
      arch: 'armv7hf',
    });
    const res = await call(core, S, 'GET', '/device-types/v1/toaster-9000');
    expect([res.status, valueOf(res)]).toEqual([404, 'Invalid device type: toaster-9000']);
  });

  test('image versions: newest first, then the ESR line; drafts left out', async () => {
    const nuc = valueOf(await call(core, S, 'GET', '/device-types/v1/intel-nuc/images')) as {
      versions: string[];
      latest: string;
    };
    expect(nuc.latest).toBe('7.9.3+rev3');
    expect(nuc.versions[0]).toBe('7.9.3+rev3');
    expect(nuc.versions).toEqual(expect.arrayContaining(['2026.7.0', '2.108.18+rev1', '2.58.3+rev1']));
    const pi3 = valueOf(await call(core, S, 'GET', '/device-types/v1/raspberrypi3/images')) as { versions: string[] };
    expect(pi3.versions).toContain('5.1.10+rev2');
    expect(pi3.versions.some((v) => v.includes('-'))).toBe(false);
  });

  test('the OS range published per type: the Pi 5 starts at 5.3.21+rev3, Edge has none', async () => {
    const images = async (slug: string) =>
      valueOf(await call(core, S, 'GET', `/device-types/v1/${slug}/images`)) as {
        versions: string[];
        latest: string | null;
      };
    const pi5 = (await images('raspberrypi5')).versions.filter((v) => Number(v.split('.')[0]) < 2000);
    expect(pi5.at(-1)).toBe('5.3.21+rev3');
    expect(await images('edge')).toEqual({ versions: [], latest: null });
  });
});

describe('OS update to a draft (pre-release), as the SDK starts it', () => {
  test('the draft raw_version of the device type is accepted and installs its version; a made-up prerelease is not', async () => {
    const devices = await ownerOnlineDevices(core, world, S, 200);
    const d = devices.find(
      (x) => deviceTypeSlug(world, x) === 'raspberrypi3' && deviceOsEligibility(world, x, '5.1.10') === 'updatable',
    )!;
    expect(d).toBeDefined();
    const hostApp = first(world.store.find('application', 'slug', 'balena_os/raspberrypi3'));
    const draft = world.store
      .find('release', 'belongs_to__application', hostApp.id)
      .find((r) => r.revision === null && r.semver_major === 5 && r.semver_minor === 1)!;
    const raw = rawVersion(draft);
    expect(raw).toBe('5.1.10-1706616336246+rev2');
    const uuid = String(d.uuid);
    const bogus = await call(core, S, 'POST', `/v2/${uuid}/resinhup`, { parameters: { target_version: '5.1.10-123' } });
    expect([bogus.status, valueOf(bogus)]).toEqual([400, expect.stringContaining('(versionNotAvailable)')]);
    const res = await call(core, S, 'POST', `/v2/${uuid}/resinhup`, { parameters: { target_version: raw } });
    expect([res.status, valueOf(res)]).toEqual([
      200,
      expect.objectContaining({ status: 'triggered', parameters: { target_version: raw } }),
    ]);
    const t = ACTION_TIMINGS.resinhup;
    clock.advance(t.configuringMs + t.runMs);
    expect(valueOf(await call(core, S, 'GET', `/v1/${uuid}/resinhup`))).toMatchObject({ status: 'done' });
    expect(world.store.get('device', d.id)?.os_version).toBe('balenaOS 5.1.10+rev2');
  });
});

describe('host OS access', () => {
  test('owner: 200; observer (no ssh-host): 401; no token: 401', async () => {
    const path = `/access/v1/hostos/${String(device.uuid)}`;
    expect((await call(core, S, 'GET', path)).status).toBe(200);
    expect((await call(core, S, 'GET', path, undefined, observerToken)).status).toBe(401);
    expect((await call(core, S, 'GET', path, undefined, null)).status).toBe(401);
  });

  test('a legacy OS (1.x) refuses host access', async () => {
    update(world.store, 'device', device.id, { os_version: 'Resin OS 1.26.1' }, { trusted: true });
    expect((await call(core, S, 'GET', `/access/v1/hostos/${String(device.uuid)}`)).status).toBe(401);
  });
});
