/**
 * device-type.json documents and OS image versions from the seed's catalogs
 * (api-ground-truth §4 "/device-types/v1"; spec 02 §4: ESR is an OS major above 2000).
 */
import { DEVICE_TYPES, type DeviceTypeSpec } from '../seed/catalog.ts';
import { aliasesOf } from '../seed/device-type-catalog.ts';
import { ESR_VERSIONS, osLineOf, type OsVersionSpec } from '../seed/os-catalog.ts';

/** Answer for an unknown slug or alias (contract DeviceTypeNotFound). */
export const invalidDeviceType = (slug: string): string => `Invalid device type: ${slug}`;

/**
 * The image-configuration options of a device-type.json (open-balena-api
 * src/features/device-types/device-type-json.ts: groups of `{name, message, type, default?, min?, choices?}`):
 * the network group and the collapsed advanced group with the poll interval, which balena-sdk's
 * config.getDeviceOptions returns and os.getConfig's options mirror (network, wifiSsid, wifiKey,
 * appUpdatePollInterval in minutes, at least 10). The cloud's exact wording is not in public source.
 */
const DEVICE_TYPE_OPTIONS: readonly Record<string, unknown>[] = [
  {
    isGroup: true,
    name: 'network',
    message: 'Network',
    options: [
      { message: 'Network Connection', name: 'network', type: 'list', choices: ['ethernet', 'wifi'] },
      { message: 'Wifi SSID', name: 'wifiSsid', type: 'text' },
      { message: 'Wifi Passphrase', name: 'wifiKey', type: 'password' },
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

/** A device-type.json document (contract DeviceTypeJson). */
export function deviceTypeJson(dt: DeviceTypeSpec): Record<string, unknown> {
  return {
    slug: dt.slug,
    name: dt.name,
    aliases: aliasesOf(dt),
    arch: dt.arch,
    state: dt.discontinued ? 'discontinued' : 'released',
    private: dt.isPrivate ?? false,
    community: false,
    isDependent: false,
    supportsBlink: dt.data.led,
    options: DEVICE_TYPE_OPTIONS,
    yocto: { machine: dt.slug, image: 'balena-image', fstype: 'balenaos-img', version: 'yocto-kirkstone' },
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

const label = (v: OsVersionSpec): string => (v.revision > 0 ? `${v.version}+rev${v.revision}` : v.version);

/**
 * Downloadable OS versions of a device type: its default line newest first, then ESR newest first;
 * invalidated releases and drafts (pre-releases) are not offered.
 */
export function imageVersions(dt: DeviceTypeSpec): { versions: string[]; latest: string | null } {
  const usable = (list: readonly OsVersionSpec[]): string[] =>
    list
      .filter((v) => !v.invalidated && !v.draft)
      .map(label)
      .reverse();
  const main = usable(osLineOf(dt));
  const versions = [...main, ...(dt.esr ? usable(ESR_VERSIONS) : [])];
  return { versions, latest: main[0] ?? null };
}
