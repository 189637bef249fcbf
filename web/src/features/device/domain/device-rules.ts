/**
 * Pure rules of the device page (spec 02 §2 redirects, §4 local mode and service status, §5
 * disabled-action reasons for containers and the terminal). Each takes plain data.
 */
import type { DeviceDetails } from '../../../api/device/reads.ts';
import { CONTAINER_CONTROLS_MIN_SUPERVISOR_MAJOR, HOST_TERMINAL_MIN_OS, LOCAL_MODE_VARIABLES } from '../constants.ts';
import { compareVersions } from '../../../../../shared/version.ts';
import { majorOf, parseOsVersion } from './os-version.ts';
import { routes } from '../../../lib/paths.ts';

type Fleet = DeviceDetails['belongs_to__application'][number];
type Organization = Fleet['organization'][number];

/** What the redirects read of the device page's row. */
export type RedirectFields = Pick<DeviceDetails, 'is_frozen'> & {
  belongs_to__application: ReadonlyArray<
    Pick<Fleet, 'id'> & { organization: ReadonlyArray<Pick<Organization, 'id' | 'is_frozen'>> }
  >;
};

/** Where the device page sends the user instead of rendering (spec 02 §2 "Redirects"), or null. */
export function deviceRedirect(device: RedirectFields | null): string | null {
  if (!device) return '/';
  const fleet = device.belongs_to__application[0];
  const org = fleet?.organization[0];
  if (org?.is_frozen) return routes.org(org.id).root();
  if (device.is_frozen) return fleet ? routes.fleet(fleet.id).root() : routes.home();
  return null;
}

/**
 * The connectivity warning of the summary (spec 02 §8 warnings "device offline", "cloud link
 * missing"): a device without cloud link (is_online) whose API heartbeat is still online lacks only
 * its cloud link; without both it is offline. Null while the cloud link is up.
 */
export function connectivityWarning(
  device: Pick<DeviceDetails, 'is_online' | 'api_heartbeat_state'>,
): 'offline' | 'cloudLinkMissing' | null {
  if (device.is_online) return null;
  return device.api_heartbeat_state === 'online' ? 'cloudLinkMissing' : 'offline';
}

/** Local mode: RESIN_/BALENA_SUPERVISOR_LOCAL_MODE set to 1 (spec 02 §4 "Device action states"). */
export function isInLocalMode(device: Pick<DeviceDetails, 'device_config_variable'>): boolean {
  return device.device_config_variable.some(
    (v) => (LOCAL_MODE_VARIABLES as readonly string[]).includes(v.name) && v.value === '1',
  );
}

/** One running service of a device (the SDK's current_services entry, spec 02 §3). */
export interface ServiceEntry {
  /** image_install id. */
  id: number;
  serviceId: number;
  serviceName: string;
  imageId: number;
  status: string;
  downloadProgress: number | null;
  installDate: string | null;
  release: { id: number; commit: string; raw_version: string } | null;
}

/** The device's services from image_install, sorted by service name then install id. */
export function currentServices(device: Pick<DeviceDetails, 'image_install'>): ServiceEntry[] {
  const out: ServiceEntry[] = [];
  for (const ii of device.image_install) {
    const image = ii.installs__image[0];
    const service = image?.is_a_build_of__service[0];
    if (!image || !service) continue;
    out.push({
      id: ii.id,
      serviceId: service.id,
      serviceName: service.service_name,
      imageId: image.id,
      status: ii.status,
      downloadProgress: ii.download_progress,
      installDate: ii.install_date,
      release: ii.is_provided_by__release[0] ?? null,
    });
  }
  return out.sort((a, b) => a.serviceName.localeCompare(b.serviceName) || a.id - b.id);
}

/**
 * One entry per service for choosing a container (terminal target): while a release is applied a
 * service has two installs, the running one and the one downloading; the running one is the
 * container there is, else the newest install.
 */
export function oneInstallPerService(services: readonly ServiceEntry[]): ServiceEntry[] {
  const chosen = new Map<string, ServiceEntry>();
  for (const s of services) {
    const had = chosen.get(s.serviceName);
    const running = (e: ServiceEntry) => e.status.toLowerCase() === 'running';
    if (!had || (running(s) && !running(had)) || (running(s) === running(had) && s.id > had.id))
      chosen.set(s.serviceName, s);
  }
  return [...chosen.values()];
}

/** service id → service name, from service_install and image_install. */
export function serviceNames(device: Pick<DeviceDetails, 'service_install' | 'image_install'>): Map<number, string> {
  const map = new Map<number, string>();
  for (const si of device.service_install) for (const s of si.installs__service) map.set(s.id, s.service_name);
  for (const s of currentServices(device)) map.set(s.serviceId, s.serviceName);
  return map;
}

/** Container controls show when the supervisor major is 7 or higher or there is more than one service (spec 02 §5). */
export function showContainerControls(supervisorVersion: string | null, serviceCount: number): boolean {
  const major = majorOf(supervisorVersion);
  return (major !== null && major >= CONTAINER_CONTROLS_MIN_SUPERVISOR_MAJOR) || serviceCount > 1;
}

/**
 * Whether a container control is disabled by state (spec 02 §5): start while running, stop while
 * exited or stopped, restart while exited.
 */
export function containerActionBlocked(action: 'start' | 'stop' | 'restart', status: string): boolean {
  const s = status.toLowerCase();
  if (action === 'start') return s === 'running';
  if (action === 'stop') return s === 'exited' || s === 'stopped';
  return s === 'exited';
}

export type TerminalTarget = { kind: 'host' } | { kind: 'service'; serviceName: string };

export interface TerminalContext {
  isOnline: boolean;
  osVersion: string | null;
  localMode: boolean;
  /** The service's current status (target service only). */
  serviceStatus?: string;
  /** Permission to open this target (resin.device.ssh-host or resin.device.ssh). */
  allowed: boolean;
  /** GET /access/v1/hostos answer (host target only). */
  hostAccess?: boolean;
}

/** Message keys of the reasons a terminal target cannot start (spec 02 §5 "Terminal start is disabled with reasons"). */
export type TerminalBlock =
  'noPermission' | 'deviceMustBeOnline' | 'hostOsUnsupported' | 'containerLocalMode' | 'containerNotRunning';

/** Why a terminal session cannot start on a target, or null when it can. */
export function terminalBlock(target: TerminalTarget, ctx: TerminalContext): TerminalBlock | null {
  if (!ctx.allowed) return 'noPermission';
  if (!ctx.isOnline) return 'deviceMustBeOnline';
  if (target.kind === 'host') {
    const os = parseOsVersion(ctx.osVersion);
    if (ctx.hostAccess === false || (os !== null && compareVersions(ctx.osVersion, HOST_TERMINAL_MIN_OS) < 0))
      return 'hostOsUnsupported';
    return null;
  }
  if (ctx.localMode) return 'containerLocalMode';
  const s = (ctx.serviceStatus ?? '').toLowerCase();
  if (s !== 'running' && s !== 'idle') return 'containerNotRunning';
  return null;
}
