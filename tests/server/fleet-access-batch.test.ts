/**
 * Batch remove-access of teams over v7 (spec 02 §7 "DELETE team_application_access filtered by
 * application and id in list"; §6 "Team fleet access: administrator … deletes"): the owner removes
 * several grants in one request; an observer of the fleet is refused with an empty 401 and nothing
 * changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { identityEnv } from '../identity/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

describe('DELETE team_application_access by fleet and id list', () => {
  it('removes the listed grants of the fleet for an administrator, refuses an observer', async () => {
    const env = await identityEnv(server);
    const store = env.world.store;
    const app = store.all('application').find((a) => a.slug === 'acme/smart-lights')!;
    const grants = store.find('team_application_access', 'grants_access_to__application', app.id).map((g) => g.id);
    expect(grants.length).toBeGreaterThanOrEqual(2);
    const url = `/v7/team_application_access?$filter=grants_access_to__application%20eq%20${app.id}%20and%20id%20in%20(${grants.slice(0, 2).join(',')})`;

    const refused = await env.req({ method: 'DELETE', url, token: await env.login('observer') });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe('');
    expect(store.find('team_application_access', 'grants_access_to__application', app.id).map((g) => g.id)).toEqual(
      grants,
    );

    const done = await env.req({ method: 'DELETE', url, token: await env.login('owner') });
    expect(done.statusCode).toBe(200);
    expect(store.find('team_application_access', 'grants_access_to__application', app.id).map((g) => g.id)).toEqual(
      grants.slice(2),
    );
  });
});
