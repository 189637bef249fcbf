/**
 * One "online" truth (api-ground-truth §3 device: a write to is_connected_to_vpn also sets is_online):
 * the seeded devices read through OData have is_online equal to is_connected_to_vpn, and every device
 * the API reports online answers the supervisor proxy (no "No online device(s) found" for them).
 */
import { describe, expect, test } from 'vitest';
import { call, setup, valueOf } from './helpers.ts';

const S = 'live-online-truth';
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
    const res = await call(core, S, 'GET', '/v7/device?$select=id,uuid,is_online,is_connected_to_vpn,api_heartbeat_state');
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
