/**
 * Social sign-in through the mock provider pages and OAuth authorization (spec 01 §2, §3, §7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, jwtPayload, location, pathOf, type IdentityEnv } from './helpers.ts';

const DASH = 'http://dash.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

/** Walks /auth/github → provider page → chosen account; returns the dashboard callback URL. */
async function githubCallback(env: IdentityEnv, pick: (page: string) => Record<string, string>): Promise<URL> {
  const start = await env.req({ url: '/auth/github', headers: { referer: `${DASH}/login` } });
  expect(start.statusCode).toBe(302);
  const pageUrl = location(start);
  const page = await env.req({ url: pathOf(pageUrl) });
  expect(page.statusCode).toBe(200);
  const q = new URLSearchParams({
    state: pageUrl.searchParams.get('login') ?? '',
    return_to: pageUrl.searchParams.get('return_to') ?? '',
    ...pick(page.body),
  });
  const res = await env.req({ url: `/auth/github?${q}` });
  expect(res.statusCode).toBe(302);
  return location(res);
}

const firstAccount = (page: string): Record<string, string> => ({
  account: /name="account" value="(\d+)"/.exec(page)?.[1] ?? '',
});

describe('social sign-in', () => {
  it('signs in the user linked to the chosen provider account', async () => {
    const env = await identityEnv(server);
    const cb = await githubCallback(env, (page) => {
      expect(page).toContain('acme-owner');
      return firstAccount(page);
    });
    expect(`${cb.origin}${cb.pathname}`).toBe(`${DASH}/auth/github/callback`);
    const res = await env.req({ url: `/auth/github/callback${cb.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const who = await env.req({ url: '/user/v1/whoami', token: res.body });
    expect(bodyJson(who)).toMatchObject({ username: 'owner' });
    expect((await env.req({ url: `/auth/github/callback${cb.search}` })).statusCode).toBe(401);
  });

  it('refuses a wrong state, another provider and unknown codes with 401', async () => {
    const env = await identityEnv(server);
    const cb = await githubCallback(env, firstAccount);
    const code = cb.searchParams.get('code') ?? '';
    expect(
      (await env.req({ url: `/auth/google/callback?code=${code}&state=${cb.searchParams.get('state')}` })).statusCode,
    ).toBe(401);
    const cb2 = await githubCallback(env, firstAccount);
    expect(
      (await env.req({ url: `/auth/github/callback?code=${cb2.searchParams.get('code')}&state=forged` })).statusCode,
    ).toBe(401);
    expect((await env.req({ url: '/auth/github/callback' })).statusCode).toBe(401);
  });

  it('leaves page navigations to the dashboard route and answers unknown providers 404', async () => {
    const env = await identityEnv(server);
    const nav = await env.req({
      url: '/auth/github/callback?code=x',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(nav.statusCode).toBe(404);
    expect((await env.req({ url: '/auth/myspace' })).statusCode).toBe(404);
  });

  it('sends cancel back with access_denied and re-asks when no account is chosen', async () => {
    const env = await identityEnv(server);
    const cb = await githubCallback(env, () => ({ cancel: '1' }));
    expect(cb.searchParams.get('error')).toBe('access_denied');
    const res = await env.req({ url: '/auth/github?state=s&account=999999' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
  });
});

describe('POST /oauth/authorize', () => {
  it('authorizes a known application once per user and answers a code', async () => {
    const env = await identityEnv(server);
    const token = await env.login('developer');
    const body = { client_id: 'fleetmock-cli', response_type: 'code', state: 'xyz' };
    const res = await env.req({ method: 'POST', url: '/oauth/authorize', token, body });
    expect(res.statusCode).toBe(200);
    expect((bodyJson(res) as { code: string }).code).toMatch(/^[A-Za-z0-9]{24}$/);
    await env.req({ method: 'POST', url: '/oauth/authorize', token, body });
    const userId = jwtPayload(token).id as number;
    expect(env.world.store.find('oauth_application_authorization', 'belongs_to__user', userId)).toHaveLength(1);
  });

  it('answers 400 for an unknown client or response type and 401 without a session', async () => {
    const env = await identityEnv(server);
    const token = await env.login('developer');
    const unknown = await env.req({
      method: 'POST',
      url: '/oauth/authorize',
      token,
      body: { client_id: 'nope', response_type: 'code' },
    });
    expect([unknown.statusCode, bodyJson(unknown)]).toEqual([400, 'Unknown client_id: nope']);
    const badType = await env.req({
      method: 'POST',
      url: '/oauth/authorize',
      token,
      body: { client_id: 'fleetmock-cli', response_type: 'token' },
    });
    expect(badType.statusCode).toBe(400);
    expect(String(bodyJson(badType))).toMatch(/^Invalid response_type/);
    expect(
      (
        await env.req({
          method: 'POST',
          url: '/oauth/authorize',
          body: { client_id: 'fleetmock-cli', response_type: 'code' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
