/**
 * Fleet transfer targets (spec 02 §5, shared/transfer-targets.ts) on the API: a fleet moves to an
 * organization its user administers, or to one holding an empty application of the fleet's name and
 * class the user develops; never to one where an application of that name and class has devices
 * (400 with the dashboard's text "no organizations with matching resource name").
 */
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { identityEnv, type IdentityEnv } from '../identity/helpers.ts';
import { NO_TRANSFER_TARGETS } from '../../shared/transfer-targets.ts';
import { insert, update } from '../../mock-server/src/core/store/write.ts';

let server: TestServer | undefined;
async function env(): Promise<IdentityEnv> {
  server ??= await startTestServer();
  return identityEnv(server);
}

const idOf = (e: IdentityEnv, resource: string, field: string, value: string): number =>
  e.world.store.find(resource, field, value)[0]!.id;

/** Creates `name` in globex as its administrator (the owner); resolves to the new application's id. */
async function globexApp(e: IdentityEnv, name: string, deviceType: number): Promise<number> {
  const owner = await e.login('owner');
  const res = await e.req({
    method: 'POST',
    url: '/v7/application',
    token: owner,
    body: {
      app_name: name,
      organization: idOf(e, 'organization', 'handle', 'globex'),
      is_for__device_type: deviceType,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (JSON.parse(res.body) as { id: number }).id;
}

/** Moves one of globex's devices into application `appId` (a same-named application with devices). */
function giveDevice(e: IdentityEnv, appId: number): void {
  const store = e.world.store;
  const robots = idOf(e, 'application', 'app_name', 'warehouse-robots');
  const device = store.find('device', 'belongs_to__application', robots)[0]!;
  update(store, 'device', device.id, { belongs_to__application: appId }, { trusted: true });
}

const transfer = async (e: IdentityEnv, persona: string, fleet: number) =>
  e.req({
    method: 'PATCH',
    url: `/v7/application(${fleet})`,
    token: await e.login(persona),
    body: { organization: idOf(e, 'organization', 'handle', 'globex') },
  });

describe('fleet transfer targets', () => {
  it('an administrator moves a fleet to another organization they administer', async () => {
    const e = await env();
    const fleet = idOf(e, 'application', 'app_name', 'field-tablets');
    const res = await transfer(e, 'owner', fleet);
    expect(res.statusCode, res.body).toBe(200);
    expect(e.world.store.get('application', fleet)!.organization).toBe(idOf(e, 'organization', 'handle', 'globex'));
  });

  it('not into an organization whose application of the same name and class has devices: 400 with the reason', async () => {
    const e = await env();
    const fleet = idOf(e, 'application', 'app_name', 'field-tablets');
    const dt = e.world.store.get('application', fleet)!.is_for__device_type as number;
    giveDevice(e, await globexApp(e, 'Field-Tablets', dt));
    const res = await transfer(e, 'owner', fleet);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toBe(NO_TRANSFER_TARGETS);
    expect(e.world.store.get('application', fleet)!.organization).toBe(idOf(e, 'organization', 'handle', 'acme'));
  });

  it('a developer of an empty same-named application in an organization they do not administer may move the fleet there', async () => {
    const e = await env();
    const store = e.world.store;
    // free administers free-tinkerers (hobby-weather); in globex they are a plain member who develops
    // an empty application called hobby-weather.
    const fleet = idOf(e, 'application', 'app_name', 'hobby-weather');
    const dt = store.get('application', fleet)!.is_for__device_type as number;
    const placeholder = await globexApp(e, 'hobby-weather', dt);
    const free = idOf(e, 'user', 'username', 'free');
    insert(
      store,
      'organization_membership',
      {
        user: free,
        is_member_of__organization: idOf(e, 'organization', 'handle', 'globex'),
        organization_membership_role: idOf(e, 'organization_membership_role', 'name', 'member'),
      },
      { trusted: true },
    );
    insert(
      store,
      'user_application_membership',
      {
        user: free,
        is_member_of__application: placeholder,
        application_membership_role: idOf(e, 'application_membership_role', 'name', 'observer'),
      },
      { trusted: true },
    );
    // An observer of the same-named application is no developer there.
    const observer = await transfer(e, 'free', fleet);
    expect(observer.statusCode).toBe(400);
    expect(JSON.parse(observer.body)).toBe(NO_TRANSFER_TARGETS);
    const membership = store.find('user_application_membership', 'user', free)[0]!;
    update(
      store,
      'user_application_membership',
      membership.id,
      { application_membership_role: idOf(e, 'application_membership_role', 'name', 'developer') },
      { trusted: true },
    );
    const moved = await transfer(e, 'free', fleet);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(store.get('application', fleet)!.organization).toBe(idOf(e, 'organization', 'handle', 'globex'));
  });
});
