/**
 * Device computed fields, derived exactly as open-balena's device-additions (api-ground-truth §3):
 * overall_status (first matching case wins), overall_progress, should_be_running__release.
 */
import type { ComputedDef, Dependencies, Store } from '../types.ts';
import type { StoredRow } from '../rows.ts';
import { fkIds, idsWhere } from './deps.ts';
import { computedField } from './define.ts';

type Device = StoredRow<'device'>;

export const OVERALL_STATUSES = [
  'inactive',
  'post-provisioning',
  'configuring',
  'disconnected',
  'updating',
  'reduced-functionality',
  'operational',
] as const;
export type OverallStatus = (typeof OVERALL_STATUSES)[number];

/** Config variables that turn the supervisor's VPN off; value `"false"` means disabled (§3 case 8). */
const VPN_CONTROL_VARS = ['BALENA_SUPERVISOR_VPN_CONTROL', 'RESIN_SUPERVISOR_VPN_CONTROL'] as const;
const POST_PROVISIONING_STATE = 'Post-Provisioning';
const DOWNLOADING_STATUS = 'Downloading';
const DELETED_INSTALL_STATUS = 'deleted';

/** Device value of a VPN-control config var, else the fleet's; undefined when unset. */
function vpnControl(store: Store, device: Device): string | undefined {
  const pick = (rows: readonly { name: string; value: string }[]): string | undefined => {
    for (const name of VPN_CONTROL_VARS) {
      const hit = rows.find((r) => r.name === name);
      if (hit) return String(hit.value);
    }
    return undefined;
  };
  const own = pick(store.find('device_config_variable', 'device', device.id));
  if (own !== undefined) return own;
  const app = device.belongs_to__application;
  return typeof app === 'number' ? pick(store.find('application_config_variable', 'application', app)) : undefined;
}

const installsOf = (store: Store, device: Device): readonly StoredRow<'image_install'>[] =>
  store.resources.has('image_install') ? store.find('image_install', 'device', device.id) : [];

/** overall_status in the real decision order (api-ground-truth §3, cases 1–9). */
function overallStatus(store: Store, d: Device): OverallStatus {
  if (d.is_active === false) return 'inactive';
  if (d.provisioning_state === POST_PROVISIONING_STATE) return 'post-provisioning';
  const hb = d.api_heartbeat_state;
  const vpn = d.is_connected_to_vpn === true;
  if (!vpn && d.last_connectivity_event == null && hb === 'unknown') return 'configuring';
  if (!vpn && (hb === 'offline' || hb === 'unknown')) return 'disconnected';
  const alive = hb === 'online' || hb === 'timeout';
  if (alive && d.download_progress != null && d.status === DOWNLOADING_STATUS) return 'updating';
  if (d.provisioning_progress != null) return 'configuring';
  if (alive && installsOf(store, d).some((i) => i.status === DOWNLOADING_STATUS && i.download_progress != null)) {
    return 'updating';
  }
  if (hb === 'timeout' || (vpn && hb !== 'online') || (!vpn && hb === 'online' && vpnControl(store, d) !== 'false')) {
    return 'reduced-functionality';
  }
  return 'operational';
}

/** should_be_running__release: the pinned release, else the fleet's target (§3; open-balena-api src/balena.sbvr). */
function targetRelease(store: Store, d: Device): number | null {
  if (typeof d.is_pinned_on__release === 'number') return d.is_pinned_on__release;
  const app =
    typeof d.belongs_to__application === 'number' ? store.get('application', d.belongs_to__application) : undefined;
  return typeof app?.should_be_running__release === 'number' ? app.should_be_running__release : null;
}

/** overall_progress (§3): provisioning, own download, or the rounded average of relevant installs. */
function overallProgress(store: Store, d: Device): number | null {
  const status = overallStatus(store, d);
  const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
  if (status === 'inactive') return null;
  if (status === 'post-provisioning' || (status === 'configuring' && d.last_connectivity_event == null)) {
    return num(d.provisioning_progress);
  }
  if (status === 'disconnected') return null;
  if (d.download_progress != null && d.status === DOWNLOADING_STATUS) return num(d.download_progress);
  if (d.provisioning_progress != null) return num(d.provisioning_progress);
  const target = targetRelease(store, d);
  const relevant = installsOf(store, d).filter(
    (i) =>
      i.status !== DELETED_INSTALL_STATUS && (i.status === DOWNLOADING_STATUS || i.is_provided_by__release === target),
  );
  if (!relevant.some((i) => i.status === DOWNLOADING_STATUS)) return null;
  const sum = relevant.reduce((acc, i) => acc + (num(i.download_progress) ?? 100), 0);
  return Math.round(sum / relevant.length);
}

/** The devices of a fleet, by the fleet's id. */
const devicesOfApp = (store: Store, appId: number | null): number[] =>
  idsWhere(store, 'device', 'belongs_to__application', appId);

const statusDeps: Dependencies = {
  image_install: (r) => fkIds(r, 'device'),
  device_config_variable: (r) => fkIds(r, 'device'),
  application_config_variable: (r, s) => devicesOfApp(s, r.application),
  application: (r, s) => devicesOfApp(s, r.id),
};

export const deviceComputed: readonly ComputedDef[] = [
  computedField({ resource: 'device', field: 'overall_status', compute: overallStatus, dependsOn: statusDeps }),
  computedField({ resource: 'device', field: 'overall_progress', compute: overallProgress, dependsOn: statusDeps }),
  computedField({
    resource: 'device',
    field: 'should_be_running__release',
    compute: targetRelease,
    dependsOn: { application: (r, s) => devicesOfApp(s, r.id) },
  }),
];

/** Per-status device counts of a fleet (spec 02 §3 "Counts"), from the cached statuses. */
export function deviceCountsByStatus(
  store: Store,
  applicationId: number,
): Record<OverallStatus, number> & { total: number } {
  const counts = Object.fromEntries(OVERALL_STATUSES.map((s) => [s, 0])) as Record<OverallStatus, number>;
  const devices = store.find('device', 'belongs_to__application', applicationId);
  for (const d of devices) counts[store.value('device', d, 'overall_status') as OverallStatus]++;
  return { ...counts, total: devices.length };
}
