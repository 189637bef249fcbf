/**
 * device-type.json documents and OS image versions from the seed's catalogs
 * (api-ground-truth §4 "/device-types/v1"; spec 02 §4: ESR is an OS major above 2000).
 */
import catalogue from '../seed/catalogue/os-catalogue.json' with { type: 'json' };
import { DEVICE_TYPES, type DeviceTypeSpec } from '../seed/catalog.ts';
import { aliasesOf } from '../seed/device-type-catalog.ts';
import { esrLineOf, osLabel, osLineOf, type OsVersionSpec } from '../seed/os-catalog.ts';

/** Answer for an unknown slug or alias (contract DeviceTypeNotFound). */
export const invalidDeviceType = (slug: string): string => `Invalid device type: ${slug}`;

/** A device-type file's literal fields (catalogue/os-catalogue.json `manifests`). */
interface ManifestData {
  name?: string;
  aliases: string[];
  state?: string;
  gettingStartedLink?: string;
  imageDownloadAlerts?: { type: string; message: string }[];
  yocto: Record<string, unknown>;
  partition?: number;
}

const MANIFESTS = new Map<string, ManifestData>(
  Object.values(
    (catalogue as unknown as { lines: Record<string, { manifests: Record<string, ManifestData | null> }> }).lines,
  )
    .flatMap((line) => Object.entries(line.manifests))
    .filter((e): e is [string, ManifestData] => e[1] !== null),
);

/**
 * The image-configuration options every device-type.json carries (the device repositories' files use
 * the shared `networkOptions.group` of @resin.io/device-types; the served JSON, e.g. open-balena-api's
 * test/fixtures/s3/getObject.json `images/generic-amd64/6.8.1/device-type.json`, has the network group
 * and the collapsed advanced group). The Wi-Fi questions apply only `when` the network answer is
 * `wifi`: balena-cli asks them through resin-cli-form, which skips a question whose `when` does not
 * match the answers (so `config generate --network ethernet` runs without a prompt).
 */
const DEVICE_TYPE_OPTIONS: readonly Record<string, unknown>[] = [
  {
    isGroup: true,
    name: 'network',
    message: 'Network',
    options: [
      { message: 'Network Connection', name: 'network', type: 'list', choices: ['ethernet', 'wifi'] },
      { message: 'Wifi SSID', name: 'wifiSsid', type: 'text', when: { network: 'wifi' } },
      { message: 'Wifi Passphrase', name: 'wifiKey', type: 'password', when: { network: 'wifi' } },
    ],
  },
  {
    isGroup: true,
    isCollapsible: true,
    collapsed: true,
    name: 'advanced',
    message: 'Advanced',
    options: [
      {
        message: 'Check for updates every X minutes',
        name: 'appUpdatePollInterval',
        type: 'number',
        min: 10,
        default: 10,
      },
    ],
  },
];

/** `initialization` of the shared image device types (`commonImg.initialization`): write to a drive. */
const INITIALIZATION = {
  options: [{ message: 'Select a drive', type: 'drive', name: 'drive' }],
  operations: [{ command: 'burn' }],
} as const;

/**
 * A device-type.json document (contract DeviceTypeJson) as the API serves it from the newest OS
 * release's asset (open-balena-api `device-types-list.ts`, with `buildId` set to that release's
 * raw_version): the device repository's file fields where the catalogue has them (aliases, state,
 * yocto block, config.json partition, download alerts), else values derived from the contract. The
 * name is the contract's (the build's naming of the served file is not public: the 6.8.1 Generic
 * x86_64 file reads "Generic x86_64 (GPT) (NEW)" where the repository's says "Generic x86_64 (GPT)").
 */
export function deviceTypeJson(dt: DeviceTypeSpec): Record<string, unknown> {
  const m = MANIFESTS.get(dt.osFrom ?? dt.slug);
  const latest = imageVersions(dt).latest;
  const link = m?.gettingStartedLink;
  return {
    slug: dt.slug,
    version: 1,
    name: dt.name,
    aliases: m ? [...new Set(m.aliases)] : aliasesOf(dt),
    arch: dt.arch,
    // Discontinued is the mock's lifecycle; other states are the file's (`new` for Generic x86_64). A file
    // that moved to another repository (fincm3 → balena-fin) was last marked discontinued in the old one.
    state: dt.discontinued ? 'discontinued' : m?.state && m.state !== 'discontinued' ? m.state : 'released',
    private: dt.isPrivate ?? false,
    community: false,
    isDependent: false,
    ...(m?.imageDownloadAlerts ? { imageDownloadAlerts: m.imageDownloadAlerts } : {}),
    ...(link ? { gettingStartedLink: { windows: link, osx: link, linux: link } } : {}),
    supportsBlink: dt.data.led,
    options: DEVICE_TYPE_OPTIONS,
    yocto: m?.yocto ?? {
      machine: dt.slug,
      image: 'balena-image',
      fstype: 'balenaos-img',
      version: 'yocto-kirkstone',
      deployArtifact: `balena-image-${dt.slug}.balenaos-img`,
      compressed: true,
    },
    configuration: { config: { partition: { primary: m?.partition ?? 1 }, path: '/config.json' } },
    initialization: INITIALIZATION,
    ...(latest ? { buildId: latest } : {}),
  };
}

/** Every device type document. */
export function allDeviceTypeJsons(): Record<string, unknown>[] {
  return DEVICE_TYPES.map(deviceTypeJson);
}

/** The device type of a slug or one of its aliases. */
export function findDeviceType(slugOrAlias: string): DeviceTypeSpec | undefined {
  return DEVICE_TYPES.find((dt) => dt.slug === slugOrAlias || dt.aliases.includes(slugOrAlias));
}

/**
 * Downloadable OS versions of a device type: its default line newest first, then ESR newest first;
 * drafts (pre-releases) are not offered. Split dev/prod releases are one image version each.
 */
export function imageVersions(dt: DeviceTypeSpec): { versions: string[]; latest: string | null } {
  const usable = (list: readonly OsVersionSpec[]): string[] =>
    list
      .filter((v) => v.draftCreatedAt === undefined)
      .map(osLabel)
      .reverse();
  const main = usable(osLineOf(dt));
  const versions = [...main, ...usable(esrLineOf(dt))];
  return { versions, latest: main[0] ?? null };
}
