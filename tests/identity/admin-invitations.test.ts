/**
 * Login-as for platform admins (spec 01 §6), invitations (spec 01 §2, §7, §8) and the
 * support-portal login (spec 01 §7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, jwtPayload, type IdentityEnv } from './helpers.ts';
import { invitationLink, invitationToken } from '../../mock-server/src/core/handlers/identity/index.ts';
import { insert } from '../../mock-server/src/core/store/write.ts';
import { setCredentials } from '../../mock-server/src/core/store/private.ts';
import { signSessionToken } from '../../mock-server/src/core/auth/jwt.ts';
import { at } from '../present.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

describe('POST /user/v1/login-as', () => {
  it('gives a platform admin a token of another user carrying actualUser', async () => {
    const env = await identityEnv(server);
    const admin = await env.login('admin');
    const res = await env.req({
      method: 'POST',
      url: '/user/v1/login-as',
      token: admin,
      body: { username: 'twofactor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const claims = jwtPayload(res.body);
    expect(claims).toMatchObject({ actualUser: jwtPayload(admin).id, twoFactorRequired: false });
    expect(bodyJson(await env.req({ url: '/user/v1/whoami', token: res.body }))).toMatchObject({
      username: 'twofactor',
    });
  });

  it('answers 401 to non-admins and 400 for unknown users or a bad body', async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    expect(
      (await env.req({ method: 'POST', url: '/user/v1/login-as', token: owner, body: { username: 'member' } }))
        .statusCode,
    ).toBe(401);
    const admin = await env.login('admin');
    const unknown = await env.req({
      method: 'POST',
      url: '/user/v1/login-as',
      token: admin,
      body: { username: 'ghost' },
    });
    expect([unknown.statusCode, bodyJson(unknown)]).toEqual([400, 'User not found: ghost']);
    const bad = await env.req({ method: 'POST', url: '/user/v1/login-as', token: admin, body: {} });
    expect([bad.statusCode, bodyJson(bad)]).toEqual([400, 'username is required']);
  });
});

const SECRET = 'secretsecretsecretsecretsecret00';

/** A fresh session token of a user created by `userWithEmail`. */
function mint(env: IdentityEnv, userId: number): Promise<string> {
  const now = env.clock.now();
  return signSessionToken({ userId, jwtSecret: SECRET, authTime: now, now });
}

/** A user whose e-mail is `email` (password-less), logged in with a token of its own. */
async function userWithEmail(env: IdentityEnv, email: string): Promise<{ userId: number; token: string }> {
  const { store } = env.world;
  const actor = insert(store, 'actor', {}, { trusted: true }).id;
  const userId = insert(
    store,
    'user',
    { username: at(email.split('@'), 0).replace(/\W/g, '_'), actor },
    { trusted: true },
  ).id;
  setCredentials(store.priv, {
    userId,
    email,
    passwordHash: null,
    jwtSecret: SECRET,
    totpSecret: null,
    twoFactorEnabled: false,
    recoveryCodes: [],
    platformRoles: [],
    persona: null,
  });
  return { userId, token: await mint(env, userId) };
}

describe('invitations', () => {
  it('accepts an organization invite: membership with the invited role, invite removed', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const invite = store
      .all('organization_invite')
      .find((i) => store.get('invitee', i.invitee as number)?.email === 'contractor@example.com')!;
    expect(invitationLink(env.world, 'org', invite)).toMatch(/^\/organization\/invitation\/org-\d+-[0-9a-f]{16}$/);
    const token = invitationToken(env.world, 'org', invite);
    const { userId, token: session } = await userWithEmail(env, 'Contractor@example.com');
    const res = await env.req({ method: 'POST', url: `/org/v1/invitation/${token}`, token: session });
    expect(res.statusCode).toBe(200);
    const membership = at(store.find('organization_membership', 'user', userId), 0);
    expect(membership.is_member_of__organization).toBe(invite.is_invited_to__organization);
    expect(membership.organization_membership_role).toBe(invite.organization_membership_role);
    expect(store.get('organization_invite', invite.id)).toBeUndefined();
    const again = await env.req({ method: 'POST', url: `/org/v1/invitation/${token}`, token: session });
    expect([again.statusCode, bodyJson(again)]).toEqual([400, 'Invalid or expired invitation']);
  });

  it('accepts a fleet invite: fleet role plus organization membership', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const invite = at(store.all('application_invite'), 0);
    const email = String(store.get('invitee', invite.invitee as number)?.email);
    const { userId, token: session } = await userWithEmail(env, email);
    const res = await env.req({
      method: 'POST',
      url: `/user/v1/invitation/${invitationToken(env.world, 'fleet', invite)}`,
      token: session,
    });
    expect(res.statusCode).toBe(200);
    const fleetMember = store.find('user_application_membership', 'user', userId)[0];
    expect(fleetMember).toMatchObject({
      is_member_of__application: invite.is_invited_to__application,
      application_membership_role: invite.application_membership_role,
    });
    expect(store.find('organization_membership', 'user', userId)).toHaveLength(1);
  });

  it('refuses forged, cross-kind, expired and misaddressed tokens, and anonymous callers', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const invite = at(store.all('organization_invite'), 0);
    const email = String(store.get('invitee', invite.invitee as number)?.email);
    const token = invitationToken(env.world, 'org', invite);
    const { userId, token: session } = await userWithEmail(env, email);
    const owner = await env.login('owner');
    const post = (url: string, t?: string) => env.req({ method: 'POST', url, token: t });
    expect((await post(`/org/v1/invitation/${token}`)).statusCode).toBe(401);
    for (const [url, t] of [
      [`/org/v1/invitation/${token.slice(0, -1)}0`, session],
      ['/org/v1/invitation/garbage', session],
      [`/user/v1/invitation/${token}`, session],
      [`/org/v1/invitation/${token}`, owner],
    ] as const) {
      const res = await post(url, t);
      expect([url, res.statusCode, bodyJson(res)]).toEqual([url, 400, 'Invalid or expired invitation']);
    }
    env.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await post(`/org/v1/invitation/${token}`, await mint(env, userId));
    expect([expired.statusCode, bodyJson(expired)]).toEqual([400, 'Invalid or expired invitation']);
    expect(store.get('organization_invite', invite.id)).toBeDefined();
  });
});

describe('GET /zendesk/v1/login', () => {
  it('answers the support-portal URL with a signed jwt and the return_to path', async () => {
    const env = await identityEnv(server);
    const token = await env.login('owner');
    const res = await env.req({ url: '/zendesk/v1/login?return_to=%2Fhc%2Fen-us', token });
    expect(res.statusCode).toBe(200);
    const url = new URL((bodyJson(res) as { redirect: string }).redirect);
    expect(url.searchParams.get('return_to')).toBe('/hc/en-us');
    expect(jwtPayload(url.searchParams.get('jwt') ?? '')).toMatchObject({
      email: 'owner@fleetmock.test',
      external_id: String(jwtPayload(token).id),
    });
    expect((await env.req({ url: '/zendesk/v1/login' })).statusCode).toBe(401);
  });
});
