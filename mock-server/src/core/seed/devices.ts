/**
 * Devices in every state (device-profiles.ts) with OS versions incl. ESR and legacy, dev/prod
 * variants, undervoltage, local mode, support access granted and expired, custom and geo locations,
 * public URLs, pinned and frozen devices, tags, variable overrides, service and image installs.
 * Coverage devices come first (profiles round-robin); bulk devices are weighted and lighter.
 */
import { add, addFast, DAY_MS, HOUR_MS, MINUTE_MS, at, fit, type SeedContext } from './context.ts';
import { DEVICE_TYPES, type DeviceTypeSpec } from './catalog.ts';
import { ADJECTIVES, DEVICE_PROFILES, NOUNS, weightedProfile, type DeviceProfile } from './device-profiles.ts';
import { FREE_DEVICE_ALLOWANCE } from './fleet-catalog.ts';
import type { FleetInfo } from './fleets.ts';
import { hostile } from './hostile.ts';
import {
  esrLineOf,
  LEGACY_OS_VERSION,
  osLabel,
  osLineOf,
  osVersionString,
  versionParts,
  type OsVersionSpec,
} from './os-catalog.ts';
import { addDeviceExtras } from './device-extras.ts';
import { cycle, entry } from '../lists.ts';

/** Devices numbered below this get round-robin profiles and the full set of extras. */
const COVERAGE_DEVICES = 600;
/**
 * OS versions devices run (default line), newest-weighted: a device runs the newest release of its
 * type at or below the wanted version (so each type's devices report versions its host app publishes).
 */
const DEVICE_OS = ['2.108.18', '2.113.18', '5.1.20', '6.5.44', '2.83.10', '6.5.44', '2.95.8'];
/** Supervisor versions devices report (balena-supervisor releases). */
const DEVICE_SUPERVISORS = ['12.11.38', '14.11.14', '16.4.6', '17.0.3'] as const;
const CITIES: readonly [string, number, number][] = [
  ['Berlin, Germany', 52.52, 13.405],
  ['Austin, United States', 30.2672, -97.7431],
  ['Athens, Greece', 37.9838, 23.7275],
  ['Cape Town, South Africa', -33.9249, 18.4241],
  ['Osaka, Japan', 34.6937, 135.5023],
  ['São Paulo, Brazil', -23.5505, -46.6333],
];

const compareParts = (a: string, b: string): number => {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * The newest final release of the type's line at or below `wanted`, else its oldest (a type whose line
 * starts later, e.g. the Pi 5); undefined for a type with no published OS.
 */
function defaultLineOs(dt: DeviceTypeSpec, wanted: string): OsVersionSpec | undefined {
  const key = `${dt.slug}\u0000${wanted}`;
  if (osChoice.has(key)) return osChoice.get(key);
  const finals = osLineOf(dt).filter((v) => v.draftCreatedAt === undefined);
  const found = finals.findLast((v) => compareParts(v.version, wanted) <= 0) ?? finals[0];
  osChoice.set(key, found);
  return found;
}
/** defaultLineOs answers by device type and wanted version (100,000 devices ask a few dozen questions). */
const osChoice = new Map<string, OsVersionSpec | undefined>();
/** The ESR releases devices of a type run (semver ones), by device type. */
const esrChoice = new Map<string, readonly OsVersionSpec[]>();
function esrDeviceLine(dt: DeviceTypeSpec): readonly OsVersionSpec[] {
  let line = esrChoice.get(dt.slug);
  if (!line) esrChoice.set(dt.slug, (line = esrLineOf(dt).filter((v) => !v.tagOnly)));
  return line;
}

/** The supervisor of devices on the legacy OS (older than any published balena-supervisor release). */
export const LEGACY_SUPERVISOR_VERSION = '6.6.11';

export interface DeviceCounter {
  /** Global device number (drives coverage choices deterministically). */
  n: number;
}

function osFields(ctx: SeedContext, fleet: FleetInfo, g: number, variant: 'dev' | 'prod'): Record<string, unknown> {
  const dt = DEVICE_TYPES.find((d) => d.slug === fleet.spec.deviceType)!;
  if (fleet.spec.legacyOs) {
    return {
      os_version: LEGACY_OS_VERSION,
      os_variant: variant,
      supervisor_version: LEGACY_SUPERVISOR_VERSION,
      should_be_operated_by__release: null,
      should_be_managed_by__release: null,
    };
  }
  const esrLine = esrDeviceLine(dt);
  const esr = esrLine.length > 1 && g % 8 === 4;
  const version = esr ? entry(esrLine, esrLine.length - 1 - (g % 2)) : defaultLineOs(dt, cycle(DEVICE_OS, g));
  const sup = entry(DEVICE_SUPERVISORS, Math.min(DEVICE_SUPERVISORS.length - 1, 1 + (g % DEVICE_SUPERVISORS.length)));
  if (!version) return { os_version: null, os_variant: null, supervisor_version: sup };
  const key = `os:${dt.slug}:${osLabel(version)}${version.splitVariants ? `:${variant}` : ''}`;
  return {
    os_version: osVersionString(version),
    os_variant: variant,
    supervisor_version: sup,
    should_be_operated_by__release: ctx.ids.get(key) ?? null,
    should_be_managed_by__release: ctx.ids.get(`sup:${dt.arch}:${sup}`) ?? null,
  };
}

/**
 * Strings many devices share (names, addresses, coordinates), made once: 100,000 devices then hold
 * a few thousand strings instead of 100,000 copies, which keeps the seed's heap and GC work down.
 */
const shared = new Map<string, string>();
const once = (key: string, make: () => string): string => {
  let v = shared.get(key);
  if (v === undefined) shared.set(key, (v = make()));
  return v;
};

function deviceName(ctx: SeedContext, g: number): string {
  switch (g) {
    case 2:
      return hostile.script;
    case 3:
      return hostile.html;
    case 4:
      return hostile.long;
    case 5:
      return hostile.rtl;
    case 6:
      return hostile.emoji;
    default: {
      const adjective = ctx.rng.pick(ADJECTIVES);
      const noun = ctx.rng.pick(NOUNS);
      return once(`n${adjective}\u0000${noun}`, () => `${adjective}-${noun}`);
    }
  }
}

/**
 * A device a world file describes: its state profile is given, and it gets no pinning, generated tags
 * or variables (the file's own values are written over the row afterwards).
 */
export interface DescribedDevice {
  profile: DeviceProfile;
}

/** Inserts one device (and its installs and extras); returns its id. */
export function seedDevice(
  ctx: SeedContext,
  fleet: FleetInfo,
  indexInFleet: number,
  counter: DeviceCounter,
  described?: DescribedDevice,
): number {
  const g = counter.n++;
  const coverage = g < COVERAGE_DEVICES;
  const profile: DeviceProfile =
    described?.profile ?? (coverage ? cycle(DEVICE_PROFILES, g) : weightedProfile(ctx.rng.next()));
  const rng = ctx.rng;
  const variant = g % 5 === 2 || (!coverage && rng.bool(0.1)) ? 'dev' : 'prod';
  const created = -rng.int(2, 400) * DAY_MS;
  const lastSeen =
    profile.seen === null
      ? null
      : at(ctx, profile.seen ? -rng.int(5, 600) * 1000 : -rng.int(1, 60) * DAY_MS - rng.int(0, 86_400) * 1000);
  const provisioned = profile.installs !== 'none';
  const pinned = !described && coverage && g % 13 === 5 && provisioned;
  // A fleet without a successful release (target 0, a world file's) has devices running nothing.
  const running = !provisioned || !fleet.target ? null : profile.behind || pinned ? fleet.previous : fleet.target;
  const city = cycle(CITIES, g);
  const geo = provisioned && (coverage || g % 4 === 0);
  const uuidLength = g === 1 ? 62 : 32;
  const name = deviceName(ctx, g);
  const put = coverage ? add : addFast;
  const device = put(ctx, 'device', {
    actor: put(ctx, 'actor', {}).id,
    uuid: rng.hex(uuidLength),
    device_name: fit(ctx, 'device', 'device_name', name),
    note:
      g === 7
        ? hostile.long
        : g === 8
          ? hostile.markdown
          : coverage && g % 6 === 0
            ? `Installed by ${ctx.faker.person.fullName()}`
            : null,
    is_of__device_type: ctx.ids.get(`dt:${fleet.spec.deviceType}`),
    belongs_to__application: fleet.id,
    belongs_to__user: g % 50 === 0 ? (ctx.ids.get('user:owner') ?? null) : null,
    created_at: at(ctx, created),
    modified_at: at(ctx, Math.max(created, -rng.int(1, 30) * DAY_MS)),
    ...profile.fields,
    last_connectivity_event: lastSeen,
    last_vpn_event: lastSeen,
    changed_api_heartbeat_state_on__date: lastSeen,
    ...(provisioned || profile.seen !== null ? osFields(ctx, fleet, g, variant) : {}),
    status: (profile.fields.status as string | undefined) ?? (provisioned ? 'Idle' : null),
    is_running__release: running,
    is_pinned_on__release: pinned ? fleet.previous : null,
    last_update_status_event: profile.fields.update_status ? at(ctx, -rng.int(1, 72) * HOUR_MS) : null,
    is_locked_until__date: coverage && g % 31 === 7 ? at(ctx, HOUR_MS) : null,
    ip_address: provisioned
      ? once(`i${g % 1000}`, () => `192.168.${g % 250}.${((g * 7) % 250) + 2} 10.114.${g % 200}.${((g * 3) % 250) + 2}`)
      : null,
    mac_address: provisioned ? `dc:a6:32:${rng.hex(2)}:${rng.hex(2)}:${rng.hex(2)}` : null,
    public_address:
      provisioned && g % 3 !== 0 ? once(`p${g % 250}`, () => `203.0.${g % 250}.${((g * 11) % 250) + 1}`) : null,
    memory_usage: provisioned ? rng.int(200, 3500) : null,
    memory_total: provisioned ? 3965 : null,
    storage_block_device: provisioned ? '/dev/mmcblk0p6' : null,
    storage_usage: provisioned ? rng.int(500, 28_000) : null,
    storage_total: provisioned ? 29_542 : null,
    cpu_usage: provisioned ? rng.int(1, 99) : null,
    cpu_temp: provisioned ? rng.int(35, 85) : null,
    cpu_id: provisioned ? rng.hex(16) : null,
    is_undervolted: coverage ? g % 23 === 3 : rng.bool(0.02),
    is_web_accessible: fleet.spec.webAccessible === true || (coverage && g % 29 === 0),
    latitude: geo ? once(`a${g % CITIES.length}:${g % 100}`, () => String(city[1] + (g % 100) / 1000)) : null,
    longitude: geo ? once(`o${g % CITIES.length}:${g % 100}`, () => String(city[2] + (g % 100) / 1000)) : null,
    location: geo ? city[0] : null,
    custom_latitude: coverage && g % 11 === 0 ? String(city[1] + 0.25) : null,
    custom_longitude: coverage && g % 11 === 0 ? String(city[2] - 0.25) : null,
    is_accessible_by_support_until__date:
      coverage && g % 17 === 1 ? at(ctx, 3 * DAY_MS) : coverage && g % 17 === 2 ? at(ctx, -DAY_MS) : null,
    is_frozen:
      fleet.spec.fixedDevices !== undefined &&
      fleet.spec.org === 'free-tinkerers' &&
      indexInFleet >= FREE_DEVICE_ALLOWANCE,
  }).id;
  const mainInstall = installs(ctx, fleet, device, profile, running, lastSeen, put);
  if (described) return device;
  addDeviceExtras(ctx, fleet, device, g, {
    coverage,
    variant,
    vpnControlOff: profile.vpnControlOff === true,
    mainInstall,
  });
  return device;
}

/**
 * Service and image installs of a device; returns the first service install id (or null). A device
 * that never ran a release still has a service install per service of its fleet's target, as the real
 * API creates them when a device is registered (open-balena-api src/features/ci-cd/hooks/service-installs.ts).
 */
function installs(
  ctx: SeedContext,
  fleet: FleetInfo,
  device: number,
  profile: DeviceProfile,
  running: number | null,
  lastSeen: string | null,
  put: typeof add,
): number | null {
  let first: number | null = null;
  const date = lastSeen ?? at(ctx, -DAY_MS);
  if (profile.installs === 'none' || running === null) {
    for (const s of fleet.services) {
      const si = put(ctx, 'service_install', { device, installs__service: s.id, created_at: date });
      first ??= si.id;
    }
    return first;
  }
  const runningImages = fleet.images.get(running) ?? [];
  fleet.services.forEach((s, i) => {
    const si = put(ctx, 'service_install', { device, installs__service: s.id, created_at: date });
    first ??= si.id;
    put(ctx, 'image_install', {
      device,
      installs__image: runningImages[i],
      install_date: date,
      status: profile.expect === 'inactive' ? 'exited' : 'Running',
      download_progress: null,
      is_provided_by__release: running,
      created_at: date,
    });
    if (profile.installs === 'downloading') {
      put(ctx, 'image_install', {
        device,
        installs__image: (fleet.images.get(fleet.target) ?? [])[i],
        install_date: at(ctx, -10 * MINUTE_MS),
        status: 'Downloading',
        download_progress: ctx.rng.int(5, 95),
        is_provided_by__release: fleet.target,
        created_at: at(ctx, -10 * MINUTE_MS),
      });
    }
  });
  return first;
}
