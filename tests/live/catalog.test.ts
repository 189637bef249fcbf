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
  test('list without a token: slug, name, aliases (slug included), arch', async () => {
    const res = await call(core, S, 'GET', '/device-types/v1', undefined, null);
    expect(res.status).toBe(200);
    const list = valueOf(res) as { slug: string; aliases: string[]; arch: string }[];
    const pi4 = list.find((d) => d.slug === 'raspberrypi4-64');
    expect(pi4).toMatchObject({ name: 'Raspberry Pi 4 (using 64bit OS)', arch: 'aarch64', supportsBlink: true });
    expect(list.every((d) => d.aliases.includes(d.slug))).toBe(true);
  });

  test('state: released, except the discontinued Intel Edison and Edge (spec 02 §5 hides discontinued types unless asked)', async () => {
    const list = valueOf(await call(core, S, 'GET', '/device-types/v1', undefined, null)) as {
      slug: string;
      state: string;
    }[];
    const discontinued = ['intel-edison', 'edge'];
    expect(list.filter((d) => d.state === 'discontinued').map((d) => d.slug)).toEqual(discontinued);
    expect(list.filter((d) => !discontinued.includes(d.slug)).every((d) => d.state === 'released')).toBe(true);
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/edison'))).toMatchObject({
      slug: 'intel-edison',
      state: 'discontinued',
    });
  });

  test('by alias; unknown slug → 404 Invalid device type', async () => {
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/nuc'))).toMatchObject({ slug: 'intel-nuc' });
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/raspberrypi2'))).toMatchObject({
      slug: 'raspberry-pi2',
      aliases: ['raspberrypi2', 'raspberry-pi2'],
      arch: 'armv7hf',
    });
    const res = await call(core, S, 'GET', '/device-types/v1/toaster-9000');
    expect([res.status, valueOf(res)]).toEqual([404, 'Invalid device type: toaster-9000']);
  });

  test('image versions: newest first, ESR only for ESR device types, invalidated ones left out', async () => {
    const esr = valueOf(await call(core, S, 'GET', '/device-types/v1/intel-nuc/images')) as {
      versions: string[];
      latest: string;
    };
    expect(esr.latest).toBe('6.1.24');
    expect(esr.versions[0]).toBe('6.1.24');
    expect(esr.versions).toContain('2025.7.0');
    expect(esr.versions).not.toContain('6.0.13');
    expect(esr.versions).toContain('2.108.25+rev1');
    const plain = valueOf(await call(core, S, 'GET', '/device-types/v1/raspberrypi3/images')) as { versions: string[] };
    expect(plain.versions.some((v) => Number(v.split('.')[0]) > 2000)).toBe(false);
    // Drafts (pre-releases) are not offered as images.
    expect(esr.versions.some((v) => v.startsWith('6.2.1'))).toBe(false);
  });

  test('the OS range published per type: the Pi 5 starts at 5.x, the discontinued Edge ends in 2.x', async () => {
    const versions = async (slug: string) =>
      (valueOf(await call(core, S, 'GET', `/device-types/v1/${slug}/images`)) as { versions: string[] }).versions;
    expect(await versions('raspberrypi5')).toEqual(['6.1.24', '5.1.20']);
    expect(await versions('edge')).toEqual(['2.83.18+rev1', '2.58.3+rev1']);
  });
});

describe('OS update to a draft (pre-release), as the SDK starts it', () => {
  test('the draft raw_version of the device type is accepted and installs its version; a made-up prerelease is not', async () => {
    const devices = await ownerOnlineDevices(core, world, S, 40);
    const d = devices.find((x) => deviceOsEligibility(world, x, '6.1.24') === 'updatable')!;
    expect(d).toBeDefined();
    const hostApp = first(world.store.find('application', 'slug', `balena_os/${deviceTypeSlug(world, d)}`));
    const draft = world.store
      .find('release', 'belongs_to__application', hostApp.id)
      .find((r) => r.revision === null && r.semver_major === 6 && r.semver_minor === 2)!;
    const raw = rawVersion(draft);
    expect(raw).toMatch(/^6\.2\.1-\d+$/);
    const uuid = String(d.uuid);
    const bogus = await call(core, S, 'POST', `/v2/${uuid}/resinhup`, { parameters: { target_version: '6.2.1-123' } });
    expect([bogus.status, valueOf(bogus)]).toEqual([400, expect.stringContaining('(versionNotAvailable)')]);
    const res = await call(core, S, 'POST', `/v2/${uuid}/resinhup`, { parameters: { target_version: raw } });
    expect([res.status, valueOf(res)]).toEqual([
      200,
      expect.objectContaining({ status: 'triggered', parameters: { target_version: raw } }),
    ]);
    const t = ACTION_TIMINGS.resinhup;
    clock.advance(t.configuringMs + t.runMs);
    expect(valueOf(await call(core, S, 'GET', `/v1/${uuid}/resinhup`))).toMatchObject({ status: 'done' });
    expect(world.store.get('device', d.id)?.os_version).toBe('balenaOS 6.2.1');
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
