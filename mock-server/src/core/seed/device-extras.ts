/**
 * Per-device extras, chosen by the global device number so coverage is deterministic: tags (one
 * hostile), variable overrides at device, config and device-service level, local mode, the VPN
 * control variable, and device history rows.
 */
import { DAY_MS, add, at, maybeAdd, type SeedContext } from './context.ts';
import type { FleetInfo } from './fleets.ts';
import { hostile } from './hostile.ts';

/** Local mode is on when this config variable is "1" (spec 02 §4). */
const LOCAL_MODE_VAR = 'RESIN_SUPERVISOR_LOCAL_MODE';
/** Devices numbered below this also get device_history rows. */
const HISTORY_DEVICES = 20;
const SITES = ['north', 'south', 'east', 'west', 'hq'] as const;

export interface ExtraOptions {
  coverage: boolean;
  variant: 'dev' | 'prod';
  vpnControlOff: boolean;
  mainInstall: number | null;
}

export function addDeviceExtras(ctx: SeedContext, fleet: FleetInfo, device: number, g: number, o: ExtraOptions): void {
  if (o.vpnControlOff)
    add(ctx, 'device_config_variable', { device, name: 'BALENA_SUPERVISOR_VPN_CONTROL', value: 'false' });
  if (g % 3 === 0) add(ctx, 'device_tag', { device, tag_key: 'site', value: SITES[g % SITES.length] });
  if (!o.coverage) return;
  if (g % 5 === 0) add(ctx, 'device_tag', { device, tag_key: 'rack', value: `R${g % 12}` });
  if (g === 2) add(ctx, 'device_tag', { device, tag_key: 'label', value: hostile.html });
  if (g === 5) add(ctx, 'device_tag', { device, tag_key: 'مكان', value: hostile.rtlEmoji });
  if (g % 7 === 0) add(ctx, 'device_environment_variable', { device, name: 'LOG_LEVEL', value: 'debug' });
  if (g % 10 === 0)
    add(ctx, 'device_config_variable', { device, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', value: '300000' });
  if (o.variant === 'dev' && g % 4 === 3)
    add(ctx, 'device_config_variable', { device, name: LOCAL_MODE_VAR, value: '1' });
  if (g % 12 === 0 && o.mainInstall !== null) {
    add(ctx, 'device_service_environment_variable', {
      service_install: o.mainInstall,
      name: 'LOG_LEVEL',
      value: 'trace',
    });
  }
  if (g < HISTORY_DEVICES) {
    const row = ctx.store.get('device', device)!;
    for (const days of [30, 7]) {
      maybeAdd(ctx, 'device_history', {
        created_at: at(ctx, -days * DAY_MS),
        end_timestamp: days === 30 ? at(ctx, -7 * DAY_MS) : null,
        tracks__device: device,
        tracks__actor: row.actor,
        uuid: row.uuid,
        belongs_to__application: fleet.id,
        is_active: true,
        is_running__release: days === 30 ? fleet.previous : row.is_running__release,
        os_version: row.os_version,
        os_variant: row.os_variant,
        supervisor_version: row.supervisor_version,
        is_of__device_type: row.is_of__device_type,
        cpu_id: row.cpu_id,
      });
    }
  }
}
