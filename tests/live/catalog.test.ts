/**
 * /device-types/v1 (list, by slug or alias, image versions with ESR lines) and
 * /access/v1/hostos/:uuid (api-ground-truth §4; contract device-actions.yaml).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { call, ownerOnlineDevices, setup, valueOf } from './helpers.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { update } from '../../mock-server/src/core/store/index.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';

const S = 'live-catalog';
const { core, world } = setup(S);
let device: Row;
let observerToken = '';

beforeAll(async () => {
  [device] = await ownerOnlineDevices(core, world, S, 1);
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

  test('state: released, except the discontinued Intel Edison (spec 02 §5 hides discontinued types unless asked)', async () => {
    const list = valueOf(await call(core, S, 'GET', '/device-types/v1', undefined, null)) as {
      slug: string;
      state: string;
    }[];
    expect(list.filter((d) => d.state === 'discontinued').map((d) => d.slug)).toEqual(['intel-edison']);
    expect(list.filter((d) => d.slug !== 'intel-edison').every((d) => d.state === 'released')).toBe(true);
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/edison'))).toMatchObject({
      slug: 'intel-edison',
      state: 'discontinued',
    });
  });

  test('by alias; unknown slug → 404 Invalid device type', async () => {
    expect(valueOf(await call(core, S, 'GET', '/device-types/v1/nuc'))).toMatchObject({ slug: 'intel-nuc' });
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
