/**
 * The reference catalogue as the vendor SDK reads it, through pinejs-client-core (the SDK's URL
 * builder) against the mock in process: device types from the hw.device-type contracts
 * (github.com/balena-io/contracts `contracts/hw.device-type/<slug>/contract.json`) looked up by slug
 * or alias with their architecture, install-method fields and instruction partials; balenaOS host
 * apps with old, ESR and draft releases (balena-sdk `models/os.ts` _getOsVersions and its
 * supported / include_draft filters); supervisor releases per CPU architecture (balena-sdk
 * `models/os.ts` getSupervisorReleasesForCpuArchitecture).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Params } from 'pinejs-client-core';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine } from './sdk-client.ts';
import { at, entry, first } from '../present.ts';

type Row = Record<string, unknown>;
let s: TestServer;
let token = '';
const get = async (params: Params & { resource: string }): Promise<Row[]> =>
  (await new InjectPine(s.app, token).get(params)) as Row[];

beforeAll(async () => {
  s = await startTestServer();
  token = await s.login('owner');
}, 60_000);

/** deviceType.get(slugOrAlias) as balena-sdk `models/device-type.ts` sends it. */
const deviceType = async (slugOrAlias: string): Promise<Row | undefined> =>
  (
    await get({
      resource: 'device_type',
      options: {
        $top: 1,
        $select: ['slug', 'name', 'contract', 'logo'],
        $expand: {
          is_of__cpu_architecture: { $select: 'slug' },
          device_type_alias: { $select: 'is_referenced_by__alias' },
        },
        $filter: {
          device_type_alias: { $any: { $alias: 'dta', $expr: { dta: { is_referenced_by__alias: slugOrAlias } } } },
        },
        $orderby: { name: 'asc' },
      },
    })
  )[0];

describe('device types from the contracts', () => {
  const expected: [string, string, string][] = [
    ['raspberry-pi', 'Raspberry Pi (v1 / Zero / Zero W)', 'rpi'],
    ['raspberry-pi2', 'Raspberry Pi 2', 'armv7hf'],
    ['raspberrypi3', 'Raspberry Pi 3', 'armv7hf'],
    ['raspberrypi3-64', 'Raspberry Pi 3 (using 64bit OS)', 'aarch64'],
    ['raspberrypi4-64', 'Raspberry Pi 4 (using 64bit OS)', 'aarch64'],
    ['raspberrypi5', 'Raspberry Pi 5 & CM5', 'aarch64'],
    ['fincm3', 'Balena Fin (CM3)', 'armv7hf'],
    ['intel-nuc', 'Intel NUC', 'amd64'],
    ['generic-amd64', 'Generic x86_64 (GPT)', 'amd64'],
    ['generic-aarch64', 'Generic AARCH64', 'aarch64'],
    ['jetson-nano', 'Nvidia Jetson Nano SD-CARD', 'aarch64'],
    ['radxa-zero', 'Radxa Zero', 'aarch64'],
    ['beaglebone-black', 'BeagleBone Black', 'armv7hf'],
    ['edge', 'Edge Device Builder', 'amd64'],
  ];
  it.each(expected)('%s: name, architecture and the contract stored whole', async (slug, name, arch) => {
    const dt = await deviceType(slug);
    expect(dt).toMatchObject({ slug, name, is_of__cpu_architecture: [{ slug: arch }] });
    const contract = dt!.contract as Row & { data: Row; partials: Row; aliases: string[] };
    expect(contract).toMatchObject({ slug, name, type: 'hw.device-type', data: { arch } });
    expect(contract.aliases).toContain(slug);
    expect(Object.keys(contract.partials).length).toBeGreaterThan(0);
    expect(String(dt!.logo)).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('finds a type by its contract alias (raspberrypi2 → raspberry-pi2, nuc → intel-nuc), and not by a made-up one', async () => {
    expect((await deviceType('raspberrypi2'))?.slug).toBe('raspberry-pi2');
    expect((await deviceType('raspberrypi'))?.slug).toBe('raspberry-pi');
    expect((await deviceType('nuc'))?.slug).toBe('intel-nuc');
    expect((await deviceType('beaglebone'))?.slug).toBe('beaglebone-black');
    expect(await deviceType('raspberrypi4')).toBeUndefined();
    const pi2 = await deviceType('raspberry-pi2');
    expect((pi2!.device_type_alias as Row[]).map((a) => a.is_referenced_by__alias).sort()).toEqual([
      'raspberry-pi2',
      'raspberrypi2',
    ]);
  });

  it('carries the fields the SDK derives the install method from, and the instruction partials', async () => {
    const data = async (slug: string) => ((await deviceType(slug))!.contract as { data: Row }).data;
    expect(await data('fincm3')).toMatchObject({ flashProtocol: 'RPIBOOT', media: { defaultBoot: 'internal' } });
    expect(await data('jetson-nano')).toMatchObject({ flashProtocol: 'jetsonFlash' });
    expect(await data('radxa-zero')).toMatchObject({ flashProtocol: 'usbMassStorage' });
    expect(await data('intel-nuc')).toMatchObject({
      media: { defaultBoot: 'internal', altBoot: ['usb_mass_storage', 'network'] },
    });
    expect((await data('raspberry-pi')).flashProtocol).toBeUndefined();
    expect(await data('raspberry-pi')).toMatchObject({ media: { defaultBoot: 'sdcard' } });
    const fin = (await deviceType('fincm3'))!.contract as { partials: Record<string, string[]> };
    expect(at(entry(fin.partials, 'connectDevice'), 0)).toContain("connect your system to the board's DBG/PRG port");
    const nuc = (await deviceType('intel-nuc'))!.contract as { partials: Record<string, string[]> };
    expect(nuc.partials.bootDeviceExternal).toContain(
      'Press the F10 key while BIOS is loading to enter the boot menu.',
    );
  });

  it('a family and its manufacturer where the contract names one (asus-tinker-board → asus-rockchip → ASUS)', async () => {
    const dt = first(
      await get({
        resource: 'device_type',
        options: {
          $select: 'slug',
          $filter: { slug: 'asus-tinker-board' },
          $expand: {
            belongs_to__device_family: {
              $select: ['slug', 'name'],
              $expand: { is_manufactured_by__device_manufacturer: { $select: ['slug', 'name'] } },
            },
          },
        },
      }),
    );
    expect(dt.belongs_to__device_family).toEqual([
      {
        slug: 'asus-rockchip',
        name: 'ASUS Tinkerboard Rockchip',
        is_manufactured_by__device_manufacturer: [{ slug: 'asus', name: 'ASUS' }],
      },
    ]);
    expect((await deviceType('raspberrypi4-64'))!.contract).not.toHaveProperty('data.family');
  });
});

/** The SDK's os model query (balena-sdk `models/os.ts` _getOsVersions + _getAllOsVersions filters). */
async function osVersions(slugs: string[], filter: 'supported' | 'include_draft' | 'all'): Promise<Row[]> {
  return get({
    resource: 'application',
    options: {
      $select: 'is_for__device_type',
      $expand: {
        application_tag: { $select: ['tag_key', 'value'] },
        is_for__device_type: { $select: 'slug' },
        owns__release: {
          $select: ['id', 'known_issue_list', 'raw_version', 'variant', 'phase'],
          $expand: { release_tag: { $select: ['tag_key', 'value'] } },
          ...(filter !== 'all' && {
            $filter: { ...(filter === 'supported' && { is_final: true }), is_invalidated: false, status: 'success' },
          }),
        },
      },
      $filter: {
        is_host: true,
        is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { slug: { $in: slugs } } } } },
      },
    },
  });
}
const versionsOf = (apps: Row[], slug: string): string[] =>
  apps
    .filter((a) => at(a.is_for__device_type as Row[], 0).slug === slug)
    .flatMap((a) => (a.owns__release as Row[]).map((r) => String(r.raw_version)));

describe('balenaOS host apps', () => {
  it('old split-variant 2.x, unified and ESR releases from the device repositories; drafts only with include_draft', async () => {
    const supported = await osVersions(['intel-nuc', 'raspberrypi5'], 'supported');
    const nuc = versionsOf(supported, 'intel-nuc');
    expect(nuc).toEqual(
      expect.arrayContaining(['2.58.3+rev1.dev', '2.58.3+rev1.prod', '2.108.18+rev1', '6.5.44', '2024.7.0']),
    );
    // ESR releases up to 2022.01 are not semver: raw_version 0.0.0, the version in the release tags.
    expect(nuc).toEqual(expect.arrayContaining(['0.0.0+dev', '0.0.0+prod']));
    const drafts = versionsOf(await osVersions(['raspberrypi3'], 'include_draft'), 'raspberrypi3');
    expect(drafts.filter((v) => /^\d+\.\d+\.\d+-/.test(v))).toEqual(['5.1.10-1706616336246+rev2']);
    expect(versionsOf(await osVersions(['raspberrypi3'], 'supported'), 'raspberrypi3')).not.toContain(
      '5.1.10-1706616336246+rev2',
    );
    // The Pi 5 is built from 5.3.21+rev3 on; Edge and the Tinker Board have no OS from the public sources.
    const pi5 = versionsOf(supported, 'raspberrypi5');
    expect(pi5).toContain('5.3.21+rev3');
    expect(pi5.every((v) => !v.startsWith('2.'))).toBe(true);
    expect(versionsOf(await osVersions(['edge', 'asus-tinker-board'], 'all'), 'edge')).toEqual([]);
  });

  it('the ESR host app carries the release-policy and esr-* line tags, the default one release-policy default', async () => {
    const apps = await osVersions(['generic-amd64'], 'supported');
    const tags = apps.map((a) =>
      Object.fromEntries((a.application_tag as Row[]).map((t) => [String(t.tag_key), String(t.value)])),
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { 'release-policy': 'default' },
        { 'release-policy': 'esr', 'esr-next': '2026.7', 'esr-current': '2026.4', 'esr-sunset': '2026.1' },
      ]),
    );
  });

  it('split-variant releases keep their version and variant tags (the SDK falls back to them)', async () => {
    const app = first(
      (await osVersions(['raspberrypi3'], 'supported')).filter((a) =>
        (a.application_tag as Row[]).some((t) => t.value === 'default'),
      ),
    );
    const old = (app.owns__release as Row[]).find((r) => r.raw_version === '2.58.3+rev1.prod')!;
    expect(old.variant).toBe('prod');
    expect(old.release_tag).toEqual(
      expect.arrayContaining([
        { tag_key: 'version', value: '2.58.3+rev1' },
        { tag_key: 'variant', value: 'production' },
      ]),
    );
  });
});

describe('supervisor releases per CPU architecture (getSupervisorReleasesForCpuArchitecture)', () => {
  const supervisors = async (arch: string): Promise<string[]> =>
    (
      await get({
        resource: 'release',
        options: {
          $select: ['id', 'raw_version', 'known_issue_list'],
          $filter: {
            status: 'success',
            is_final: true,
            is_invalidated: false,
            semver_major: { $gt: 0 },
            belongs_to__application: {
              $any: {
                $alias: 'a',
                $expr: {
                  $and: [{ a: { slug: { $startswith: 'balena_os/' } } }, { a: { slug: { $endswith: '-supervisor' } } }],
                  a: {
                    is_public: true,
                    is_host: false,
                    is_for__device_type: {
                      $any: {
                        $alias: 'dt',
                        $expr: {
                          dt: {
                            is_of__cpu_architecture: {
                              $any: { $alias: 'c', $expr: { c: { slug: arch } } },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          $orderby: [
            { semver_major: 'desc' },
            { semver_minor: 'desc' },
            { semver_patch: 'desc' },
            { revision: 'desc' },
          ],
        },
      })
    ).map((r) => String(r.raw_version));

  it.each(['rpi', 'armv7hf', 'aarch64', 'i386', 'amd64'])('%s has its supervisor line, newest first', async (arch) => {
    const line = await supervisors(arch);
    expect(line.slice(0, 3)).toEqual(['19.0.5', '19.0.4', '19.0.3']);
    expect(line).toEqual(expect.arrayContaining(['17.0.3', '16.4.6', '14.11.14', '12.11.38', '12.0.0']));
    expect(line.some((v) => v.startsWith('11.'))).toBe(false);
  });

  it('an architecture no seeded device type has gets none', async () => {
    expect(await supervisors('i386-nlp')).toEqual([]);
  });
});

describe('seeded ids start well above small numbers', () => {
  it('"id 123" is a missing row, the seeded rows read by their own ids, and a new row continues the sequence', async () => {
    for (const resource of ['device', 'application', 'organization', 'release', 'user', 'device_type'])
      expect(await new InjectPine(s.app, token).get({ resource, id: 123 }), resource).toBeUndefined();
    const first = at(
      await get({ resource: 'device', options: { $select: 'id', $orderby: { id: 'asc' }, $top: 1 } }),
      0,
    );
    expect(first.id).toBeGreaterThanOrEqual(1000);
    const tag = (await new InjectPine(s.app, token).post({
      resource: 'device_tag',
      body: { device: first.id, tag_key: 'id-check', value: 'v' },
    })) as Row;
    const last = at(
      await get({ resource: 'device_tag', options: { $select: 'id', $orderby: { id: 'desc' }, $top: 1 } }),
      0,
    );
    expect(tag.id).toBe(last.id);
    expect(tag.id).toBeGreaterThan(1000);
  });
});
