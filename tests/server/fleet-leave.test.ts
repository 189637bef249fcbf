/**
 * Leaving a fleet over v7 (spec 02 §2 fleet settings danger zone "remove access"): a user with a
 * direct fleet membership may delete their own membership whatever their fleet role, but not
 * another user's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { identityEnv } from '../identity/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

describe('DELETE user_application_membership: leaving a fleet', () => {
  it("a member without the membership delete permission removes their own access, not someone else's", async () => {
    const env = await identityEnv(server);
    const store = env.world.store;
    const memberships = store.all('user_application_membership');
    // The operator persona holds direct fleet memberships; operators may not delete memberships.
    const operator = store.all('user').find((u) => u.username === 'operator')!;
    const own = memberships.find((m) => m.user === operator.id)!;
    expect(own, 'the operator persona has a direct fleet membership').toBeDefined();
    const token = await env.login('operator');
    const other = memberships.find((m) => m.user !== operator.id)!;

    const refused = await env.req({ method: 'DELETE', url: `/v7/user_application_membership(${other.id})`, token });
    expect(refused.statusCode).toBe(401);
    expect(store.get('user_application_membership', other.id)).toBeDefined();

    const left = await env.req({ method: 'DELETE', url: `/v7/user_application_membership(${own!.id})`, token });
    expect(left.statusCode).toBe(200);
    expect(store.get('user_application_membership', own!.id)).toBeUndefined();
  });
});
