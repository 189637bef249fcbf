/**
 * The balenaOS and supervisor catalogue through the vendor SDK over HTTP (balena-sdk `models/os.ts`,
 * `models/device.ts` startOsUpdate / pinToOsRelease, `models/device-type.ts`), against versions that
 * exist on the real cloud: the balena-os device repositories' releases, the ESR lines, raspberrypi3's
 * public draft, the balena-supervisor releases; the expectations of balena-sdk's own integration tests
 * (tests/integration/models/os.spec.ts, device.spec.ts, device-type.spec.ts) where they name versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalenaSDK } from 'balena-sdk';
import { startSdkHarness, type SdkHarness } from './harness.ts';

let h: SdkHarness;
let owner: BalenaSDK;

beforeAll(async () => {
  h = await startSdkHarness();
  owner = await h.sdk('owner');
}, 60_000);
afterAll(async () => {
  await h.close();
});

describe('os.getAllOsVersions / getAvailableOsVersions', () => {
  it('raspberry-pi: the split dev/prod 2.x releases real clients ask for, and no version the cloud never published', async () => {
    const versions = (await owner.models.os.getAllOsVersions('raspberry-pi'))
      .filter((v) => v.osType === 'default')
      .map((v) => v.raw_version);
    for (const v of ['2.54.2+rev1', '2.29.2+rev1', '2.26.0+rev1', '2.48.0+rev1'])
      expect(versions).toEqual(expect.arrayContaining([`${v}.prod`, `${v}.dev`]));
    expect(versions.some((v) => v.startsWith('2.49.0'))).toBe(false);
    // Unified releases (2.88.4 on) have no variant; the newest comes first.
    expect(versions).toContain('2.113.18');
    expect(versions[0]).toBe('7.4.0+rev7');
  });

  it('fincm3: default and ESR releases, with the variant of every non-unified release', async () => {
    const versions = await owner.models.os.getAvailableOsVersions('fincm3');
    const has = (strippedVersion: string, variant: string) =>
      versions.some((v) => v.strippedVersion === strippedVersion && v.variant === variant);
    expect(has('2.29.0+rev1', 'dev') && has('2.29.0+rev1', 'prod')).toBe(true);
    // ESR 2020.04.0 is not semver: the SDK reads its version and variant from the release tags.
    expect(has('2020.04.0', 'dev') && has('2020.04.0', 'prod')).toBe(true);
    expect(versions.find((v) => v.strippedVersion === '2020.04.0' && v.variant === 'prod')).toMatchObject({
      raw_version: '2020.04.0.prod',
      osType: 'esr',
      basedOnVersion: '2.48.0',
    });
    for (const v of versions) {
      const variant = /\.(dev|prod)$/.exec(v.raw_version)?.[1] ?? '';
      expect(v.variant, v.raw_version).toBe(variant);
    }
  });

  it('raspberrypi3: drafts only with includeDraft, and one release per raw_version filter', async () => {
    const isDraft = (raw: string) => /^\d+\.\d+\.\d+-/.test(raw);
    const final = await owner.models.os.getAvailableOsVersions('raspberrypi3');
    expect(final.filter((v) => isDraft(v.raw_version))).toEqual([]);
    const withDrafts = await owner.models.os.getAvailableOsVersions('raspberrypi3', undefined, { includeDraft: true });
    expect(withDrafts.filter((v) => isDraft(v.raw_version)).map((v) => v.raw_version)).toEqual([
      '5.1.10-1706616336246+rev2',
    ]);
    const one = await owner.models.os.getAvailableOsVersions('raspberrypi3', {
      $expand: { belongs_to__application: { $select: 'id' } },
      $filter: { raw_version: '5.1.20+rev1' },
    });
    expect(one.map((v) => v.raw_version)).toEqual(['5.1.20+rev1']);
    const draft = await owner.models.os.getAllOsVersions('raspberrypi3', {
      $filter: { raw_version: '5.1.10-1706616336246+rev2' },
    });
    expect(draft).toHaveLength(1);
  });

  it('the ESR host apps name the three newest ESR lines, and releases of older lines are outdated', async () => {
    const esr = (await owner.models.os.getAvailableOsVersions('raspberrypi4-64')).filter((v) => v.osType === 'esr');
    const lineOf = (raw: string) => esr.find((v) => v.raw_version === raw)?.line;
    expect(lineOf('2026.7.0')).toBe('next');
    expect(lineOf('2026.1.1')).toBe('sunset');
    expect(lineOf('2024.7.1')).toBe('outdated');
    expect(esr.find((v) => v.raw_version === '2024.7.1')?.basedOnVersion).toBe('5.2.13');
  });

  it('each everyday device type publishes its own history', async () => {
    const first = async (dt: string) => (await owner.models.os.getAvailableOsVersions(dt)).at(-1)?.raw_version;
    const byType = await owner.models.os.getAvailableOsVersions([
      'raspberrypi5',
      'raspberrypi4-64',
      'intel-nuc',
      'generic-amd64',
      'jetson-nano',
    ]);
    expect(Object.keys(byType).sort()).toEqual([
      'generic-amd64',
      'intel-nuc',
      'jetson-nano',
      'raspberrypi4-64',
      'raspberrypi5',
    ]);
    // The Pi 5 starts at 5.3.21+rev3 and the Pi 4 at 2.41.0+rev3 (the repository tags that added them).
    expect(byType.raspberrypi5!.filter((v) => v.osType === 'default').at(-1)?.raw_version).toBe('5.3.21+rev3');
    expect(byType['raspberrypi4-64']!.filter((v) => v.osType === 'default').at(-1)?.raw_version).toBe(
      '2.41.0+rev3.dev',
    );
    expect(await first('asus-tinker-board')).toBeUndefined();
  });
});

describe('os.getMaxSatisfyingVersion / getSupportedOsUpdateVersions / getDownloadSize', () => {
  it('resolves latest, exact and ranges per OS line', async () => {
    expect(await owner.models.os.getMaxSatisfyingVersion('raspberry-pi', 'latest', 'default')).toBe('7.4.0+rev7');
    expect(await owner.models.os.getMaxSatisfyingVersion('raspberrypi', 'latest', 'esr')).toBe('2026.7.0');
    expect(await owner.models.os.getMaxSatisfyingVersion('raspberry-pi', '2.54.2+rev1.prod')).toBe('2.54.2+rev1.prod');
    expect(await owner.models.os.getMaxSatisfyingVersion('raspberry-pi', '^2.0.0')).toBe('2.115.18+rev2');
    expect(await owner.models.os.getMaxSatisfyingVersion('raspberry-pi', '2.49.0')).toBeNull();
  });

  it('offers newer releases to a 2.x device, ESR ones with osType esr, drafts only when asked', async () => {
    const current = '2.54.2+rev1.prod';
    const def = await owner.models.os.getSupportedOsUpdateVersions('raspberrypi3', current, { osType: 'default' });
    expect(def.current).toBe(current);
    expect(def.recommended).toBe('7.4.0+rev7');
    expect(def.versions).toEqual(expect.arrayContaining(['2.58.3+rev1.prod', '6.5.44']));
    expect(def.versions.some((v) => v.startsWith('2.54.2'))).toBe(false);
    const esr = await owner.models.os.getSupportedOsUpdateVersions('raspberrypi3', current, { osType: 'esr' });
    expect(esr.versions).toContain('2026.7.0');
    expect(esr.versions.every((v) => Number(v.split('.')[0]) > 2000)).toBe(true);
    const drafts = await owner.models.os.getSupportedOsUpdateVersions('raspberrypi3', current, {
      osType: 'default',
      includeDraft: true,
    });
    expect(drafts.versions).toContain('5.1.10-1706616336246+rev2');
    expect(drafts.recommended).toBe('7.4.0+rev7');
  });

  it('sizes the images real clients download', async () => {
    expect(await owner.models.os.getDownloadSize('raspberry-pi', '2.26.0+rev1.prod')).toBeGreaterThan(0);
  });
});

describe('device.startOsUpdate / pinToOsRelease validation (balena-sdk device.spec.ts)', () => {
  let uuid = '';
  let deviceId = 0;
  beforeAll(async () => {
    const [org] = await owner.models.organization.getAll({ $select: 'id', $filter: { handle: 'acme' } });
    const app = await owner.models.application.create({
      name: 'osUpdateProbe',
      deviceType: 'raspberry-pi',
      organization: org!.id,
    });
    uuid = owner.models.device.generateUniqueKey();
    deviceId = (await owner.models.device.register(app.id, uuid)).id;
  });

  it('refuses a device that has not reported its OS version', async () => {
    await expect(owner.models.device.startOsUpdate(uuid, '2.29.2+rev1.prod')).rejects.toThrow(
      `The current os version of the device is not available: ${uuid}`,
    );
    await expect(owner.models.device.pinToOsRelease(uuid, '2.29.2+rev1.prod')).rejects.toThrow(
      `The current os version of the device is not available: ${uuid}`,
    );
  });

  it('refuses an offline device, and a version the device type does not have', async () => {
    await owner.pine.patch({
      resource: 'device',
      id: deviceId,
      body: { os_variant: 'prod', os_version: 'balenaOS 2.48.0+rev1', supervisor_version: '10.8.0' },
    });
    await expect(owner.models.device.startOsUpdate(uuid, '2.54.2+rev1.prod')).rejects.toThrow(
      `The device is offline: ${uuid}`,
    );
    await expect(owner.models.device.startOsUpdate(uuid, '2.49.0+rev1.prod')).rejects.toThrow(
      "Invalid parameter: 2.49.0+rev1.prod is not a valid value for parameter 'targetOsVersion'",
    );
    await expect(owner.models.device.pinToOsRelease(uuid, '2.49.0+rev1.prod')).rejects.toThrow(
      'Release not found: 2.49.0+rev1.prod',
    );
  });

  it('pins the device to a real OS release', async () => {
    await owner.models.device.pinToOsRelease(uuid, '2.54.2+rev1.prod');
    const device = await owner.models.device.get(uuid, {
      $select: 'id',
      $expand: { should_be_operated_by__release: { $select: 'raw_version' } },
    });
    expect(device.should_be_operated_by__release).toEqual([{ raw_version: '2.54.2+rev1.prod' }]);
  });

  it('seeded devices report OS versions their device type publishes', async () => {
    const devices = (await owner.pine.get({
      resource: 'device',
      options: {
        $select: ['uuid', 'os_version', 'os_variant'],
        $expand: { is_of__device_type: { $select: 'slug' } },
        $filter: { os_version: { $ne: null } },
        $top: 200,
      },
    })) as { os_version: string; os_variant: string | null; is_of__device_type: { slug: string }[] }[];
    expect(devices.length).toBeGreaterThan(20);
    const published = new Map<string, Set<string>>();
    for (const d of devices) {
      if (d.os_version.startsWith('Resin OS 1.')) continue;
      const slug = d.is_of__device_type[0]!.slug;
      if (!published.has(slug))
        published.set(slug, new Set((await owner.models.os.getAllOsVersions(slug)).map((v) => v.raw_version)));
      // The version the device reports, with its variant where the release was split (2.54.2+rev1.prod).
      const reported = d.os_version.replace(/^balenaOS /, '');
      const known = published.get(slug)!;
      expect(known.has(reported) || known.has(`${reported}.${d.os_variant}`), `${slug} ${reported}`).toBe(true);
    }
  });
});

describe('os.getSupervisorReleasesForCpuArchitecture', () => {
  it("raspberrypi4-64's architecture (aarch64) has supervisor v12.11.0, newest first", async () => {
    const dt = await owner.models.deviceType.get('raspberrypi4-64', {
      $select: 'slug',
      $expand: { is_of__cpu_architecture: { $select: 'slug' } },
    });
    const arch = dt.is_of__cpu_architecture[0]!.slug;
    expect(arch).toBe('aarch64');
    const [exact] = await owner.models.os.getSupervisorReleasesForCpuArchitecture(arch, {
      $filter: { raw_version: '12.11.0' },
    });
    expect(exact).toMatchObject({ raw_version: '12.11.0', known_issue_list: null });
    const all = await owner.models.os.getSupervisorReleasesForCpuArchitecture('aarch64');
    expect(all[0]!.raw_version).toBe('19.0.5');
    expect(all.map((r) => r.raw_version)).toEqual(expect.arrayContaining(['17.0.3', '14.11.14', '12.0.0']));
    expect(await owner.models.os.getSupervisorReleasesForCpuArchitecture('notACpuArch')).toEqual([]);
  });
});

describe('catalogue ids (device-type.spec.ts)', () => {
  it('raspberry-pi2 is device type 1, by id, slug and alias', async () => {
    expect((await owner.models.deviceType.get(1, { $select: ['id', 'slug'] })).slug).toBe('raspberry-pi2');
    expect((await owner.models.deviceType.get('raspberrypi2', { $select: ['id', 'slug'] })).id).toBe(1);
  });
});
