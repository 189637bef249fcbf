/** The named fleets, apps and blocks the seed creates, per organization (spec 02 §1–§3). */
import type { FleetClass } from '../../../../shared/fleet-class.ts';

export interface FleetSpec {
  org: string;
  name: string;
  deviceType: string;
  cls: FleetClass;
  appType: string;
  services: string[];
  /** Share of devices (weight) this fleet gets among the spread devices. */
  weight: number;
  isPublic?: boolean;
  repoUrl?: string;
  /** Fleet support access: granted until epoch + n days (negative = expired). */
  supportDays?: number;
  /** Pinned to its previous release instead of tracking latest. */
  pinnedFleet?: boolean;
  /** Devices run a legacy OS (Resin OS 1.x). */
  legacyOs?: boolean;
  /** Devices here expose a public URL. */
  webAccessible?: boolean;
  /** Exact number of devices, overriding weight (free persona: over the allowance). */
  fixedDevices?: number;
  /** The big fleet of the main org that takes the devices of `--devices N`. */
  bulk?: boolean;
}

/** Free plan device allowance (spec 03 §9: first 10 devices free). */
export const FREE_DEVICE_ALLOWANCE = 10;
/** The free persona's fleet holds more devices than the allowance; the extra ones are frozen. */
const FREE_FLEET_DEVICES = 14;

export const NAMED_FLEETS: readonly FleetSpec[] = [
  {
    org: 'acme',
    name: 'smart-lights',
    deviceType: 'raspberrypi4-64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main', 'mqtt', 'ui'],
    weight: 3,
    supportDays: 5,
  },
  {
    org: 'acme',
    name: 'cold-chain',
    deviceType: 'generic-amd64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main', 'sensor-reader'],
    weight: 2,
    supportDays: -2,
  },
  {
    org: 'acme',
    name: 'kiosk-displays',
    deviceType: 'intel-nuc',
    cls: 'fleet',
    appType: 'microservices',
    services: ['browser'],
    weight: 1,
    webAccessible: true,
    isPublic: true,
    repoUrl: 'https://github.com/acme/kiosk-displays',
  },
  {
    org: 'acme',
    name: 'edge-gateway',
    deviceType: 'jetson-nano',
    cls: 'fleet',
    appType: 'microservices',
    services: ['gateway', 'inference'],
    weight: 1,
    pinnedFleet: true,
  },
  {
    org: 'acme',
    name: 'legacy-sensors',
    deviceType: 'raspberry-pi',
    cls: 'fleet',
    appType: 'legacy-classic',
    services: ['main'],
    weight: 1,
    legacyOs: true,
  },
  {
    org: 'acme',
    name: 'field-tablets',
    deviceType: 'raspberrypi3',
    cls: 'fleet',
    appType: 'essentials',
    services: ['main'],
    weight: 1,
  },
  {
    org: 'acme',
    name: 'status-app',
    deviceType: 'generic-amd64',
    cls: 'app',
    appType: 'microservices',
    services: ['web'],
    weight: 0,
  },
  {
    org: 'acme',
    name: 'mqtt-broker-block',
    deviceType: 'raspberrypi4-64',
    cls: 'block',
    appType: 'microservices',
    services: ['broker'],
    weight: 0,
  },
  {
    org: 'acme',
    name: 'bulk-fleet',
    deviceType: 'raspberrypi4-64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main'],
    weight: 2,
    bulk: true,
  },
  {
    org: 'globex',
    name: 'warehouse-robots',
    deviceType: 'generic-amd64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['controller', 'vision'],
    weight: 2,
  },
  {
    org: 'globex',
    name: 'robot-arm-block',
    deviceType: 'generic-amd64',
    cls: 'block',
    appType: 'microservices',
    services: ['arm'],
    weight: 0,
  },
  {
    org: 'free-tinkerers',
    name: 'hobby-weather',
    deviceType: 'raspberrypi3',
    cls: 'fleet',
    appType: 'microservices-starter',
    services: ['main'],
    weight: 0,
    fixedDevices: FREE_FLEET_DEVICES,
  },
  {
    org: 'pastdue-labs',
    name: 'lab-monitors',
    deviceType: 'raspberrypi4-64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main'],
    weight: 0,
    fixedDevices: 6,
  },
  {
    org: 'frozen-foods',
    name: 'freezer-sensors',
    deviceType: 'raspberrypi3',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main'],
    weight: 0,
    fixedDevices: 5,
  },
  {
    org: 'credits-co',
    name: 'credit-meters',
    deviceType: 'generic-amd64',
    cls: 'fleet',
    appType: 'microservices',
    services: ['main'],
    weight: 0,
    fixedDevices: 8,
  },
];

/**
 * Fleets whose device type no OS release meets the range a multicontainer application type needs
 * (`>=2.12.0`), so their settings list those types in the two "no OS version" states of spec 02 §4:
 * the discontinued Edge Device Builder has none ("unavailable"), the Asus Tinker Board none yet
 * ("coming soon"). Seeded after the devices (they have none), so the rest of the seed is unchanged.
 */
export const OS_LIFECYCLE_FLEETS: readonly FleetSpec[] = [
  {
    org: 'globex',
    name: 'edge-builders',
    deviceType: 'edge',
    cls: 'fleet',
    appType: 'essentials',
    services: ['main'],
    weight: 0,
  },
  {
    org: 'globex',
    name: 'tinker-panels',
    deviceType: 'asus-tinker-board',
    cls: 'fleet',
    appType: 'essentials',
    services: ['main'],
    weight: 0,
  },
];

/** Statuses every named fleet has a release in (spec 02 §3 "Release status values"; local = source local). */
export const RELEASE_STATUS_PLAN = [
  'success',
  'success',
  'running',
  'failed',
  'error',
  'cancelled',
  'interrupted',
] as const;
