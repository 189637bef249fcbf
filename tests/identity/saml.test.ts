/**
 * SAML through the mock identity provider (spec 01 §2, §4 "SAML login", §5 "SAML merge", §8):
 * redirect → IdP page → callback code → finalize, plus every error key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, location, pathOf, type IdentityEnv } from './helpers.ts';
import { at } from '../present.ts';

const DASH = 'http://dash.test';
const ALICE = 'saml.alice@acme-sso.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

/** Walks redirect → page → answer and returns the dashboard callback URL. */
async function samlCallback(env: IdentityEnv, answer: Record<string, string>): Promise<URL> {
  const start = await env.req({ url: '/auth/saml/acme-sso', headers: { referer: `${DASH}/saml/acme-sso` } });
  expect(start.statusCode).toBe(302);
  const page = await env.req({ url: pathOf(location(start)) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const form = location(start);
  const q = new URLSearchParams({
    SAMLResponse: 'mock',
    RelayState: form.searchParams.get('RelayState') ?? '',
    ...answer,
  });
  const res = await env.req({ url: `/auth/saml/acme-sso?${q}` });
  expect(res.statusCode).toBe(302);
  return location(res);
}

async function finalize(env: IdentityEnv, body: unknown) {
  return env.req({ method: 'POST', url: '/auth/saml/finalize', body });
}

describe('GET /auth/saml/{ssoIdentifier}', () => {
  it('redirects to the IdP page, which lists the provider accounts as labelled radio buttons', async () => {
    const env = await identityEnv(server);
    const start = await env.req({ url: '/auth/saml/ACME-SSO', headers: { referer: `${DASH}/saml/acme-sso` } });
    const loc = location(start);
    expect(loc.pathname).toBe('/auth/saml/acme-sso');
    expect(loc.searchParams.get('RelayState')).toBe(DASH);
    const page = await env.req({ url: pathOf(loc) });
    expect(page.body).toContain(`value="${ALICE}"`);
    expect(page.body).toMatch(/<label for="account-0">/);
    expect(page.body).toContain('<button type="submit">Sign in</button>');
  });

  it('answers 404 saml_unknown_sso_identifier for an unknown identifier', async () => {
    const env = await identityEnv(server);
    const res = await env.req({ url: '/auth/saml/no-such-idp' });
    expect(res.statusCode).toBe(404);
    expect(bodyJson(res)).toBe('saml_unknown_sso_identifier');
  });

  it('sends cancel back to the dashboard with saml_login_fail', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { cancel: '1' });
    expect(cb.origin).toBe(DASH);
    expect(cb.searchParams.get('error')).toBe('saml_login_fail');
  });

  it('shows the page again with an alert when no valid account is chosen', async () => {
    const env = await identityEnv(server);
    const res = await env.req({ url: '/auth/saml/acme-sso?SAMLResponse=mock&account=&email=not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
  });

  it('keeps the callback relative when the flow has no dashboard origin', async () => {
    const env = await identityEnv(server);
    const res = await env.req({
      url: `/auth/saml/acme-sso?SAMLResponse=mock&RelayState=javascript:alert(1)&account=${ALICE}`,
    });
    expect(res.headers.location).toMatch(/^\/saml\/callback\/signon\?code=/);
  });
});

describe('POST /auth/saml/finalize', () => {
  it('signs a SAML user in once per code', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { account: ALICE });
    expect(cb.pathname).toBe('/saml/callback/signon');
    expect(cb.searchParams.has('shouldMergeWith')).toBe(false);
    const code = cb.searchParams.get('code');
    const res = await finalize(env, { code });
    expect(res.statusCode).toBe(200);
    const { token } = bodyJson(res) as { token: string };
    const who = await env.req({ url: '/user/v1/whoami', token });
    expect(bodyJson(who)).toMatchObject({ username: 'saml_alice', email: ALICE });
    const again = await finalize(env, { code });
    expect(again.statusCode).toBe(400);
    expect(bodyJson(again)).toBe('saml_login_fail');
  });

  it('provisions a new user with the provider memberships', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { account: '', email: 'New.Person@acme-sso.test' });
    const res = await finalize(env, { code: cb.searchParams.get('code') });
    expect(res.statusCode).toBe(200);
    const { store } = env.world;
    const account = at(store.find('saml_account', 'remote_id', 'new.person@acme-sso.test'), 0);
    const userId = account.belongs_to__user as number;
    // The provider's organization as a member, and the user's own personal organization as its administrator.
    const orgs = store.find('organization_membership', 'user', userId).map((m) => ({
      handle: store.get('organization', m.is_member_of__organization as number)?.handle,
      role: store.get('organization_membership_role', m.organization_membership_role as number)?.name,
    }));
    expect(orgs).toEqual(
      expect.arrayContaining([
        { handle: 'acme', role: 'member' },
        { handle: store.get('user', userId)?.username, role: 'administrator' },
      ]),
    );
    expect(orgs).toHaveLength(2);
    expect(store.find('team_membership', 'user', userId)).toHaveLength(1);
    expect(store.priv.credentials.get(userId)?.passwordHash).toBeNull();
  });

  it('asks an existing account to log in first, then merges with its session', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { account: '', email: 'owner@fleetmock.test' });
    expect(cb.searchParams.get('shouldMergeWith')).toBe('owner@fleetmock.test');
    const code = cb.searchParams.get('code');
    const first = await finalize(env, { code });
    expect(bodyJson(first)).toBe('saml_login_fail_require_login');
    const dev = await env.login('developer');
    expect(bodyJson(await finalize(env, { code, jwt: dev }))).toBe('saml_login_fail_email_mismatch');
    const cb2 = await samlCallback(env, { account: '', email: 'owner@fleetmock.test' });
    const owner = await env.login('owner');
    const merged = await finalize(env, { code: cb2.searchParams.get('code'), jwt: owner });
    expect(merged.statusCode).toBe(200);
    expect(env.world.store.find('saml_account', 'remote_id', 'owner@fleetmock.test')).toHaveLength(1);
  });

  it('refuses a session of another user for an existing SAML account (account mismatch)', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { account: ALICE });
    const owner = await env.login('owner');
    const res = await finalize(env, { code: cb.searchParams.get('code'), jwt: owner });
    expect(bodyJson(res)).toBe('saml_login_fail_account_mismatch');
  });

  it('expires codes on the mock clock', async () => {
    const env = await identityEnv(server);
    const cb = await samlCallback(env, { account: ALICE });
    env.clock.advance(11 * 60 * 1000);
    expect(bodyJson(await finalize(env, { code: cb.searchParams.get('code') }))).toBe('saml_login_fail');
  });

  it('answers 400 naming the problem for a bad body', async () => {
    const env = await identityEnv(server);
    const missing = await finalize(env, { jwt: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(bodyJson(missing)).toBe('code is required');
    const wrongType = await finalize(env, { code: 5 });
    expect(wrongType.statusCode).toBe(400);
    expect(String(bodyJson(wrongType))).toMatch(/^Invalid code/);
  });
});
