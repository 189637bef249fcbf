/**
 * config.json for a fleet (api-ground-truth §4 POST /download-config; SDK os.getConfig): creates a
 * provisioning API key for the fleet (named as requested) and writes the settings a device boots with.
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';
import type { UserActor } from '../auth/index.ts';
import { insert } from '../store/index.ts';
import { secretHex } from '../auth/secret.ts';
import { SUPERVISOR_API_PORT } from './constants.ts';

/** Default supervisor poll interval in minutes when none is given (10 min, api-ground-truth §3). */
const DEFAULT_POLL_MINUTES = 10;
const VPN_PORT = 443;
const VPN_ENDPOINT = 'vpn.fleetmock.local';
const REGISTRY_ENDPOINT = 'registry.fleetmock.local';
const DELTA_ENDPOINT = 'http://delta.fleetmock.local';

export interface ConfigOptions {
  version: string;
  deviceType: string;
  network?: 'ethernet' | 'wifi';
  wifiSsid?: string;
  wifiKey?: string;
  appUpdatePollInterval?: number;
  developmentMode?: boolean;
  provisioningKeyName?: string;
  provisioningKeyDescription?: string;
  provisioningKeyExpiryDate?: string;
  ip?: string;
  gateway?: string;
  netmask?: string;
}

/** Creates a provisioning key for the fleet's actor; returns the secret (private table, api_key row). */
export function createProvisioningKey(world: World, app: StoredRow<'application'>, opts: ConfigOptions): string {
  const key = secretHex(32);
  const row = insert(
    world.store,
    'api_key',
    {
      is_of__actor: Number(app.actor),
      created_at: new Date(world.clock.now()).toISOString(),
      name: opts.provisioningKeyName ?? null,
      description: opts.provisioningKeyDescription ?? null,
      expiry_date: opts.provisioningKeyExpiryDate ?? null,
    },
    { trusted: true },
  );
  world.store.priv.apiKeys.set(key, { apiKeyId: row.id, actorId: Number(app.actor), key, kind: 'provisioning' });
  return key;
}

/** The config.json object (contract DeviceConfigJson). */
export function deviceConfigJson(
  world: World,
  app: StoredRow<'application'>,
  user: UserActor,
  opts: ConfigOptions,
  apiEndpoint: string,
): Record<string, unknown> {
  const minutes = opts.appUpdatePollInterval ?? DEFAULT_POLL_MINUTES;
  const wifi = opts.network === 'wifi';
  return {
    applicationId: app.id,
    applicationName: String(app.slug),
    deviceType: opts.deviceType,
    userId: user.userId,
    username: user.username,
    appUpdatePollInterval: minutes * 60_000,
    listenPort: SUPERVISOR_API_PORT,
    vpnPort: VPN_PORT,
    apiEndpoint,
    vpnEndpoint: VPN_ENDPOINT,
    registryEndpoint: REGISTRY_ENDPOINT,
    deltaEndpoint: DELTA_ENDPOINT,
    apiKey: createProvisioningKey(world, app, opts),
    developmentMode: opts.developmentMode ?? false,
    os: {
      network: {
        connectivity: wifi ? 'wifi' : 'ethernet',
        ...(opts.ip ? { ip: opts.ip, gateway: opts.gateway, netmask: opts.netmask } : {}),
      },
      version: opts.version,
    },
    ...(wifi ? { wifiSsid: opts.wifiSsid, wifiKey: opts.wifiKey ?? '' } : {}),
  };
}
