/**
 * Device truths the dashboard relies on, through HTTP: one "online" truth (api-ground-truth §3 device:
 * a write to is_connected_to_vpn also sets is_online), so the seeded devices have is_online equal to
 * is_connected_to_vpn and every device reported online answers the supervisor proxy; and no
 * supervisor downgrades (spec 02 §5: the update applies only to devices older than the target).
 */
import { describe, expect, test } from 'vitest';
import { call, setup, valueOf } from './helpers.ts';
import { first } from '../present.ts';

const S = 'live-device-truths';
const { core } = setup(S);

interface Row {
  id: number;
  uuid: string;
  is_online: boolean;
  is_connected_to_vpn: boolean;
  api_heartbeat_state: string;
}

describe('online truth', () => {
  test('is_online mirrors the cloudlink, and online devices accept a reboot request', async () => {
    const res = await call(
      core,
      S,
      'GET',
      '/v7/device?$select=id,uuid,is_online,is_connected_to_vpn,api_heartbeat_state',
    );
    expect(res.status).toBe(200);
    const rows = (valueOf(res) as { d: Row[] }).d;
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((d) => d.is_online !== d.is_connected_to_vpn)).toEqual([]);
    // Devices whose heartbeat is online but cloudlink is down read offline (reduced functionality).
    expect(rows.some((d) => d.api_heartbeat_state === 'online' && !d.is_online)).toBe(true);
    const online = rows.filter((d) => d.is_online).slice(0, 8);
    expect(online.length).toBeGreaterThan(0);
    for (const d of online) {
      const ping = await call(core, S, 'POST', '/supervisor/ping', { uuid: d.uuid });
      expect([d.uuid, ping.status]).toEqual([d.uuid, 200]);
    }
  });
});

describe('supervisor releases', () => {
  test('a device refuses a supervisor release older than the one it runs; a newer one is accepted', async () => {
    const res = await call(
      core,
      S,
      'GET',
      "/v7/device?$select=id,supervisor_version&$filter=supervisor_version eq '16.4.6'&$top=1",
    );
    const device = first((valueOf(res) as { d: Array<{ id: number; supervisor_version: string }> }).d);
    expect(device).toBeTruthy();
    const rel = async (v: string) => {
      const r = await call(
        core,
        S,
        'GET',
        `/v7/release?$select=id&$filter=raw_version eq '${v}' and belongs_to__application/any(a:endswith(a/slug,'-supervisor'))&$top=1`,
      );
      return first((valueOf(r) as { d: Array<{ id: number }> }).d).id;
    };
    const older = await call(core, S, 'PATCH', `/v7/device(${device.id})`, {
      should_be_managed_by__release: await rel('12.11.38'),
    });
    expect([older.status, valueOf(older)]).toEqual([400, 'Attempt to downgrade supervisor, which is not allowed']);
    const newer = await call(core, S, 'PATCH', `/v7/device(${device.id})`, {
      should_be_managed_by__release: await rel('17.0.3'),
    });
    expect(newer.status).toBe(200);
  });
});
