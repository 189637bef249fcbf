/**
 * Fleet type changes on the API follow the options the fleet's settings offer (spec 02 §4
 * "Plan-related fleet type change options", shared/app-type-options.ts): a change to a type the
 * dashboard marks unavailable, coming soon, paid only or blocked as a multicontainer downgrade is 400
 * with the reason, led by the same mark; a selectable type is changed.
 */
import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { identityEnv, type IdentityEnv } from '../identity/helpers.ts';
import { appTypeRefusal } from '../../shared/app-type-options.ts';

let server: TestServer | undefined;
async function env(): Promise<IdentityEnv> {
  server ??= await startTestServer();
  return identityEnv(server);
}

const idOf = (e: IdentityEnv, resource: string, field: string, value: string): number =>
  e.world.store.find(resource, field, value)[0]!.id;

async function changeType(e: IdentityEnv, persona: string, fleet: string, type: string) {
  const id = idOf(e, 'application', 'app_name', fleet);
  const res = await e.req({
    method: 'PATCH',
    url: `/v7/application(${id})`,
    token: await e.login(persona),
    body: { application_type: idOf(e, 'application_type', 'slug', type) },
  });
  return { res, type: () => e.world.store.get('application', id)!.application_type };
}

describe('fleet type changes (spec 02 §4)', () => {
  it.each([
    ['owner', 'edge-builders', 'microservices', appTypeRefusal('Microservices', 'noOsDiscontinued')],
    ['owner', 'tinker-panels', 'microservices-starter', appTypeRefusal('Starter', 'noOsUpcoming')],
    ['free', 'hobby-weather', 'microservices', appTypeRefusal('Microservices', 'paidOnly')],
    ['owner', 'smart-lights', 'essentials', appTypeRefusal('Essentials', 'needsMulticontainer')],
  ])('%s: %s to %s is refused with the reason', async (persona, fleet, type, reason) => {
    const e = await env();
    const { res, type: stored } = await changeType(e, persona, fleet, type);
    const before = stored();
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toBe(reason);
    expect(stored()).toBe(before);
  });

  it('a selectable type is changed', async () => {
    const e = await env();
    const { res, type } = await changeType(e, 'owner', 'smart-lights', 'microservices-starter');
    expect(res.statusCode, res.body).toBe(200);
    expect(type()).toBe(idOf(e, 'application_type', 'slug', 'microservices-starter'));
  });
});
