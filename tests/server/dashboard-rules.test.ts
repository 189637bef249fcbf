/**
 * Rules the dashboard shows as disabled controls hold on the API too, with the dashboard's reason as
 * a 400 JSON string (api-ground-truth §1.4 business-rule refusal): a fleet member who owns an active
 * legacy-OS device of the fleet cannot be removed (shared/member-delete.ts), and only roles with the
 * local mode permission may write the local mode config variable (shared/local-mode.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { identityEnv } from '../identity/helpers.ts';
import { memberDeleteRefusal } from '../../shared/member-delete.ts';
import { isLegacyOs } from '../../shared/version.ts';
import { insert, update } from '../../mock-server/src/core/store/write.ts';
import { removeMany } from '../../mock-server/src/core/store/delete.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

const LOCAL_MODE_REFUSAL =
  "You don't have permission to create, edit or update the selected devices. Roles lacking this permission: safe-developer, safe-operator, observer, member";

describe('member removal waits for the member’s legacy-OS devices', () => {
  it('DELETE user_application_membership of a member owning an active legacy-OS device is 400 with the reason', async () => {
    const env = await identityEnv(server);
    const store = env.world.store;
    const owner = await env.login('owner');
    // A direct member of a fleet becomes the owner of one of its active devices, on the legacy OS.
    const blocked = store
      .all('user_application_membership')
      .find((m) =>
        store.find('device', 'belongs_to__application', m.is_member_of__application as number).some((d) => d.is_active),
      );
    expect(blocked, 'the seed has a direct member of a fleet with devices').toBeDefined();
    const device = store
      .find('device', 'belongs_to__application', blocked!.is_member_of__application as number)
      .find((d) => d.is_active)!;
    update(
      store,
      'device',
      device.id,
      { belongs_to__user: blocked!.user, os_version: 'Resin OS 1.26.1' },
      { trusted: true },
    );
    const username = store.get('user', blocked!.user as number)!.username as string;
    const refused = await env.req({
      method: 'DELETE',
      url: `/v7/user_application_membership(${blocked!.id})`,
      token: owner,
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toBe(memberDeleteRefusal(username, '2.0.0'));
    expect(refused.body).toBe(
      JSON.stringify(`device update required: devices of ${username} in this fleet need OS 2.0.0 or newer`),
    );
    expect(store.get('user_application_membership', blocked!.id)).toBeDefined();

    // Once those devices run a current OS, the same removal goes through.
    for (const d of store.find('device', 'belongs_to__user', blocked!.user as number))
      if (isLegacyOs(d.os_version as string))
        update(store, 'device', d.id, { os_version: 'balenaOS 2.108.25+rev1' }, { trusted: true });
    const removed = await env.req({
      method: 'DELETE',
      url: `/v7/user_application_membership(${blocked!.id})`,
      token: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(store.get('user_application_membership', blocked!.id)).toBeUndefined();
  });
});

describe('local mode needs device_config_variable.all', () => {
  async function safeOperatorDevice() {
    const env = await identityEnv(server);
    const store = env.world.store;
    const user = store.all('user').find((u) => u.username === 'safe-operator')!;
    const token = await env.login('safe-operator');
    const fleets = await env.req({
      method: 'GET',
      url: `/v7/device?$select=id&$top=1&$filter=is_active eq true`,
      token,
    });
    const device = (JSON.parse(fleets.body) as { d: Array<{ id: number }> }).d[0]!;
    return { env, store, user, token, device };
  }

  it('safe-operator: POST device_config_variable RESIN_SUPERVISOR_LOCAL_MODE is 400 with the reason; other config variables are allowed', async () => {
    const { env, store, token, device } = await safeOperatorDevice();
    for (const name of ['RESIN_SUPERVISOR_LOCAL_MODE', 'BALENA_SUPERVISOR_LOCAL_MODE']) {
      store
        .find('device_config_variable', 'device', device.id)
        .filter((v) => v.name === name)
        .forEach((v) => removeMany(store, 'device_config_variable', [v.id]));
      const refused = await env.req({
        method: 'POST',
        url: '/v7/device_config_variable',
        token,
        body: { device: device.id, name, value: '1' },
      });
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body)).toBe(LOCAL_MODE_REFUSAL);
      expect(store.find('device_config_variable', 'device', device.id).some((v) => v.name === name)).toBe(false);
    }
    store
      .find('device_config_variable', 'device', device.id)
      .filter((v) => v.name === 'RESIN_SUPERVISOR_POLL_INTERVAL')
      .forEach((v) => removeMany(store, 'device_config_variable', [v.id]));
    const other = await env.req({
      method: 'POST',
      url: '/v7/device_config_variable',
      token,
      body: { device: device.id, name: 'RESIN_SUPERVISOR_POLL_INTERVAL', value: '900000' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('safe-operator: PATCH of an existing local mode variable is refused; an operator-level role may write it', async () => {
    const { env, store, token, device } = await safeOperatorDevice();
    const existing =
      store.find('device_config_variable', 'device', device.id).find((v) => v.name === 'RESIN_SUPERVISOR_LOCAL_MODE') ??
      insert(store, 'device_config_variable', { device: device.id, name: 'RESIN_SUPERVISOR_LOCAL_MODE', value: '0' });
    const refused = await env.req({
      method: 'PATCH',
      url: `/v7/device_config_variable(${existing.id})`,
      token,
      body: { value: '1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toBe(LOCAL_MODE_REFUSAL);
    expect(store.get('device_config_variable', existing.id)!.value).toBe(existing.value);

    const owner = await env.login('owner');
    const allowed = await env.req({
      method: 'PATCH',
      url: `/v7/device_config_variable(${existing.id})`,
      token: owner,
      body: { value: '1' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(store.get('device_config_variable', existing.id)!.value).toBe('1');
  });
});
