/**
 * Device state profiles: each sets the stored fields that lead to one overall_status case of
 * api-ground-truth §3 (and covers every update_status and heartbeat state of spec 02 §3).
 * `expect` is what the store's computed overall_status must give; the seed test checks it.
 */
import type { OverallStatus } from '../store/computed/device-status.ts';
import { entry } from '../lists.ts';

type InstallMode = 'running' | 'downloading' | 'none';

export interface DeviceProfile {
  key: string;
  expect: OverallStatus;
  fields: Readonly<Record<string, unknown>>;
  /** Connected recently (true), days ago (false) or never (null). */
  seen: boolean | null;
  installs: InstallMode;
  /** Adds BALENA_SUPERVISOR_VPN_CONTROL=false on the device (operational while off the VPN). */
  vpnControlOff?: boolean;
  /** Runs the previous release (an update is pending or under way). */
  behind?: boolean;
  /** Weight among bulk devices. */
  weight: number;
}

/**
 * `is_online` is the cloudlink (VPN) state: the API sets it with every `is_connected_to_vpn` write
 * (api-ground-truth §3 device), so the two never disagree; the heartbeat is separate.
 */
const ONLINE = { is_online: true, is_connected_to_vpn: true, api_heartbeat_state: 'online' } as const;
const OFFLINE = { is_online: false, is_connected_to_vpn: false, api_heartbeat_state: 'offline' } as const;

export const DEVICE_PROFILES: readonly DeviceProfile[] = [
  {
    key: 'operational',
    expect: 'operational',
    fields: { ...ONLINE, update_status: 'done' },
    seen: true,
    installs: 'running',
    weight: 70,
  },
  {
    key: 'operational-vpn-control-off',
    expect: 'operational',
    fields: { is_online: false, is_connected_to_vpn: false, api_heartbeat_state: 'online', update_status: 'done' },
    seen: true,
    installs: 'running',
    vpnControlOff: true,
    weight: 1,
  },
  {
    key: 'operational-downloaded',
    expect: 'operational',
    fields: { ...ONLINE, update_status: 'downloaded' },
    seen: true,
    installs: 'running',
    behind: true,
    weight: 1,
  },
  {
    key: 'reduced-heartbeat-timeout',
    expect: 'reduced-functionality',
    fields: { ...ONLINE, api_heartbeat_state: 'timeout', update_status: 'rejected' },
    seen: true,
    installs: 'running',
    weight: 3,
  },
  {
    key: 'reduced-vpn-down',
    expect: 'reduced-functionality',
    fields: { is_online: false, is_connected_to_vpn: false, api_heartbeat_state: 'online', update_status: 'aborted' },
    seen: true,
    installs: 'running',
    weight: 2,
  },
  {
    key: 'reduced-heartbeat-offline',
    expect: 'reduced-functionality',
    fields: { ...ONLINE, api_heartbeat_state: 'offline', update_status: 'done' },
    seen: true,
    installs: 'running',
    weight: 1,
  },
  {
    key: 'disconnected',
    expect: 'disconnected',
    fields: { ...OFFLINE, update_status: 'done' },
    seen: false,
    installs: 'running',
    weight: 12,
  },
  {
    key: 'disconnected-heartbeat-unknown',
    expect: 'disconnected',
    fields: { ...OFFLINE, api_heartbeat_state: 'unknown', update_status: null },
    seen: false,
    installs: 'running',
    weight: 1,
  },
  {
    key: 'configuring-never-connected',
    expect: 'configuring',
    fields: { ...OFFLINE, api_heartbeat_state: 'unknown', update_status: null, provisioning_state: null },
    seen: null,
    installs: 'none',
    weight: 2,
  },
  {
    key: 'configuring-provisioning',
    expect: 'configuring',
    fields: { ...ONLINE, provisioning_progress: 45, provisioning_state: 'Configuring', update_status: null },
    seen: true,
    installs: 'none',
    weight: 1,
  },
  {
    key: 'updating-download',
    expect: 'updating',
    fields: { ...ONLINE, status: 'Downloading', download_progress: 37, update_status: 'downloading' },
    seen: true,
    installs: 'running',
    behind: true,
    weight: 2,
  },
  {
    key: 'updating-installs',
    expect: 'updating',
    fields: { ...ONLINE, update_status: 'applying changes' },
    seen: true,
    installs: 'downloading',
    behind: true,
    weight: 3,
  },
  {
    key: 'post-provisioning',
    expect: 'post-provisioning',
    fields: {
      ...OFFLINE,
      api_heartbeat_state: 'unknown',
      provisioning_state: 'Post-Provisioning',
      provisioning_progress: 90,
      update_status: null,
    },
    seen: null,
    installs: 'none',
    weight: 1,
  },
  {
    key: 'inactive',
    expect: 'inactive',
    fields: { ...OFFLINE, is_active: false, update_status: 'done' },
    seen: false,
    installs: 'running',
    weight: 1,
  },
];

const TOTAL_WEIGHT = DEVICE_PROFILES.reduce((a, p) => a + p.weight, 0);

/** A profile by weight for bulk devices; `r` in [0, 1). */
export function weightedProfile(r: number): DeviceProfile {
  let x = r * TOTAL_WEIGHT;
  for (const p of DEVICE_PROFILES) if ((x -= p.weight) < 0) return p;
  return entry(DEVICE_PROFILES, 0);
}

export const ADJECTIVES = [
  'shy',
  'bold',
  'calm',
  'dry',
  'eager',
  'fancy',
  'gentle',
  'happy',
  'icy',
  'jolly',
  'kind',
  'lively',
  'misty',
  'noble',
  'odd',
  'proud',
  'quiet',
  'rapid',
  'silent',
  'tidy',
  'urban',
  'vivid',
  'wild',
  'young',
  'zesty',
  'amber',
  'brave',
  'crisp',
  'dusty',
  'frosty',
] as const;
export const NOUNS = [
  'river',
  'forest',
  'meadow',
  'sun',
  'moon',
  'cloud',
  'breeze',
  'field',
  'hill',
  'lake',
  'pond',
  'glade',
  'dawn',
  'star',
  'wave',
  'stone',
  'leaf',
  'snow',
  'rain',
  'fog',
  'reef',
  'pine',
  'canyon',
  'delta',
  'ember',
  'harbor',
  'island',
  'lagoon',
  'mesa',
  'oasis',
] as const;
