/**
 * Device-type manifests, `/config` and the config-variable schema through the vendor SDK over HTTP
 * (balena-sdk `models/config.ts`), and the manifest questions as balena-cli asks them.
 *
 * `balena config generate --network ethernet --appUpdatePollInterval 10` (and `balena os configure`,
 * `balena preload`) hand `getDeviceTypeManifestBySlug(…).options` to resin-cli-form with the command's
 * flags as overrides; the form asks every question that has no override and whose `when` matches the
 * answers so far (balena-io-modules/resin-cli-form lib/form.ts, lib/utils.ts). A non-interactive
 * ethernet run must therefore leave no question to ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalenaSDK } from 'balena-sdk';
import { startSdkHarness, type SdkHarness } from './harness.ts';

let h: SdkHarness;
let anonymous: BalenaSDK;

beforeAll(async () => {
  h = await startSdkHarness();
  anonymous = await h.sdk();
}, 60_000);
afterAll(async () => {
  await h.close();
});

interface FormQuestion {
  name: string;
  isGroup?: boolean;
  options?: FormQuestion[];
  when?: Record<string, unknown>;
  type?: string;
}

/** resin-cli-form's order of questions: groups flattened in place. */
const flatten = (form: FormQuestion[]): FormQuestion[] =>
  form.flatMap((q) => (q.isGroup ? flatten(q.options ?? []) : [q]));

/**
 * The questions resin-cli-form would prompt for, given the command's overrides: a question whose `when`
 * does not match the answers so far is skipped (`true` matches any truthy answer), an overridden one
 * takes the override, any other is asked (and, in this dry run, left unanswered).
 */
function promptedQuestions(form: FormQuestion[], override: Record<string, unknown>): string[] {
  const answers: Record<string, unknown> = {};
  const asked: string[] = [];
  for (const q of flatten(form)) {
    const when = q.when ?? {};
    const applies = Object.entries(when).every(
      ([key, value]) => (value === true && Boolean(answers[key])) || answers[key] === value,
    );
    if (!applies) continue;
    if (override[q.name] != null) answers[q.name] = override[q.name];
    else asked.push(q.name);
  }
  return asked;
}

describe('device-type manifests (config.getDeviceTypes / getDeviceTypeManifestBySlug)', () => {
  it('ask no Wi-Fi question for an ethernet config generate, on every device type', async () => {
    const types = await anonymous.models.config.getDeviceTypes();
    expect(types.length).toBeGreaterThan(10);
    for (const dt of types) {
      const manifest = await anonymous.models.config.getDeviceTypeManifestBySlug(dt.slug);
      const form = (manifest.options ?? []) as unknown as FormQuestion[];
      // balena config generate --network ethernet --appUpdatePollInterval 10
      expect(promptedQuestions(form, { network: 'ethernet', appUpdatePollInterval: 10 }), dt.slug).toEqual([]);
      // --network wifi without --wifiSsid/--wifiKey asks for both, and only those.
      expect(promptedQuestions(form, { network: 'wifi', appUpdatePollInterval: 10 }), dt.slug).toEqual([
        'wifiSsid',
        'wifiKey',
      ]);
      // balena preload / os configure drop the network group and ask the advanced questions.
      expect(
        promptedQuestions(
          form.filter((o) => o.name !== 'network'),
          {},
        ),
        dt.slug,
      ).toEqual(['appUpdatePollInterval']);
    }
  });

  it('getDeviceOptions returns the groups and the drive question of the initialization', async () => {
    const options = (await anonymous.models.config.getDeviceOptions('raspberrypi')) as unknown as FormQuestion[];
    expect(options.map((o) => o.name)).toEqual(['network', 'advanced', 'drive']);
    const network = options[0]!.options!;
    expect(network.map((o) => [o.name, o.when])).toEqual([
      ['network', undefined],
      ['wifiSsid', { network: 'wifi' }],
      ['wifiKey', { network: 'wifi' }],
    ]);
  });

  it('carries the device repository fields the CLI reads: slug by alias, yocto artifact and fstype, partition', async () => {
    const pi = await anonymous.models.config.getDeviceTypeManifestBySlug('raspberrypi');
    expect(pi).toMatchObject({
      slug: 'raspberry-pi',
      aliases: ['raspberrypi'],
      arch: 'rpi',
      state: 'released',
      yocto: {
        machine: 'raspberrypi',
        fstype: 'balenaos-img',
        deployArtifact: 'balena-image-raspberrypi.balenaos-img',
        compressed: true,
      },
      configuration: { config: { partition: { primary: 1 }, path: '/config.json' } },
      initialization: { options: [{ name: 'drive', type: 'drive' }], operations: [{ command: 'burn' }] },
    });
    expect(pi).not.toHaveProperty('instructions');
    // balena os download defaults to installation media when the artifact is a flasher image.
    const nuc = await anonymous.models.config.getDeviceTypeManifestBySlug('generic-amd64');
    expect(nuc.yocto.deployArtifact).toMatch(/^balena-image-flasher\b/);
    expect(nuc.yocto).toMatchObject({
      deployFlasherArtifact: 'balena-image-flasher-generic-amd64.balenaos-img',
      deployRawArtifact: 'balena-image-generic-amd64.balenaos-img',
    });
    // buildId is the newest final release of the type's default OS line.
    const newest = (await anonymous.models.os.getAvailableOsVersions('raspberry-pi')).find(
      (v) => v.osType === 'default',
    );
    expect(pi.buildId).toBe(newest!.raw_version);
    await expect(anonymous.models.config.getDeviceTypeManifestBySlug('foobar')).rejects.toThrow(
      'Invalid device type: foobar',
    );
  });
});

describe('config.getAll and config.getConfigVarSchema', () => {
  it('getAll answers the deployment settings without device types', async () => {
    const config = await anonymous.models.config.getAll();
    expect(config).toMatchObject({ deployment: expect.any(String), deviceUrlsBase: expect.any(String) });
    expect(config).not.toHaveProperty('deviceTypes');
  });

  it('without a device type: naming rules and the supervisor variables only', async () => {
    const vars = await anonymous.models.config.getConfigVarSchema();
    expect(vars).toMatchObject({
      reservedNames: ['RESIN', 'BALENA', 'USER'],
      reservedNamespaces: ['RESIN_', 'BALENA_'],
      invalidRegex: '/^\\d|\\W/',
      configVarInvalidRegex: '/^[\\d:]|[^A-Za-z0-9_:]/',
      whiteListedNamespaces: ['RESIN_HOST_', 'RESIN_UI_', 'BALENA_HOST_', 'BALENA_UI_'],
    });
    expect(vars.blackListedNames).toContain('BALENA_SUPERVISOR_OVERRIDE_LOCK');
    expect(vars.whiteListedNames).toContain('BALENA_SUPERVISOR_HARDWARE_METRICS');
    const schema = vars.configVarSchema as { $schema: string; properties: Record<string, Record<string, unknown>> };
    expect(schema.$schema).toBe('http://json-schema.org/draft-06/schema#');
    expect(schema.properties.BALENA_SUPERVISOR_HARDWARE_METRICS).toBeTypeOf('object');
    expect(schema.properties.RESIN_SUPERVISOR_POLL_INTERVAL).toMatchObject({
      type: 'integer',
      default: 900000,
      minimum: 900000,
      maximum: 86400000,
    });
    expect(schema.properties).not.toHaveProperty('BALENA_HOST_CONFIG_hdmi_mode');
  });

  it('with a device type (slug or alias): the variables that type is capable of', async () => {
    const owner = await h.sdk('owner');
    const props = async (dt: string) =>
      ((await owner.models.config.getConfigVarSchema(dt)).configVarSchema as { properties: Record<string, unknown> })
        .properties;
    const pi = await props('raspberrypi');
    expect(pi.BALENA_HOST_CONFIG_hdmi_mode).toMatchObject({ type: 'integer', default: 1, will_reboot: true });
    expect(pi).toHaveProperty('RESIN_HOST_CONFIG_gpu_mem');
    expect(pi).toHaveProperty('BALENA_SUPERVISOR_HARDWARE_METRICS');
    expect(pi).not.toHaveProperty(['BALENA_HOST_CONFIG_hdmi_mode:1']);
    // The Pi 4 has the second HDMI port's variables too; x86 and Jetson Nano have neither.
    expect(await props('raspberrypi4-64')).toHaveProperty(['BALENA_HOST_CONFIG_hdmi_mode:1']);
    expect(await props('intel-nuc')).not.toHaveProperty('BALENA_HOST_CONFIG_hdmi_mode');
    expect(await props('jetson-nano')).not.toHaveProperty('RESIN_HOST_CONFIG_gpu_mem');
    // An unknown device type adds nothing and is not an error.
    expect(await props('foobar')).not.toHaveProperty('BALENA_HOST_CONFIG_hdmi_mode');
  });
});
