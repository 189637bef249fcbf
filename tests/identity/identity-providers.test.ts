/**
 * Identity provider writes and platform-user tokens over HTTP (spec 01 §5 "Identity provider",
 * §6, §7 "Identity providers"; api-ground-truth §5): POST with `organization_id` links the new
 * provider to that organization and needs its administrator; updates and deletes need an
 * administrator of a linked organization; SAML accounts block a delete. Platform users' tokens carry
 * `permissions` (`admin.home`, `support.home`), and login-as tokens the admin as `actualUser`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv, jwtPayload, PERSONA } from './helpers.ts';
import { DEMO_CERTIFICATE_BODY } from '../../shared/x509-certificate.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

const CERT = `-----BEGIN CERTIFICATE-----\n${DEMO_CERTIFICATE_BODY}\n-----END CERTIFICATE-----`;
const body = (orgId: number, sso = 'tinker-sso') => ({
  sso_identifier: sso,
  entry_point: 'https://idp.example.test/sso',
  issuer: 'urn:tinker',
  certificate: CERT,
  organization_id: orgId,
});

async function orgId(env: Awaited<ReturnType<typeof identityEnv>>, token: string, handle: string): Promise<number> {
  const res = await env.req({ url: `/v7/organization(handle='${handle}')?$select=id`, token });
  return (bodyJson(res) as { d: Array<{ id: number }> }).d[0]!.id;
}

describe('identity_provider writes', () => {
  it('creates a provider linked to the organization its administrator names', async () => {
    const env = await identityEnv(server);
    const token = await env.login('free');
    const org = await orgId(env, token, 'free-tinkerers');
    const res = await env.req({ method: 'POST', url: '/v7/identity_provider', token, body: body(org) });
    expect(res.statusCode).toBe(201);
    const id = (bodyJson(res) as { id: number }).id;
    const links = await env.req({
      url: `/v7/identity_provider_membership?$filter=is_authorized_by__identity_provider eq ${id}&$select=organization`,
      token,
    });
    expect(bodyJson(links)).toEqual({ d: [{ organization: { __id: org } }] });
    // The provider's administrator may edit it, then delete it (no SAML accounts yet).
    expect(
      (await env.req({ method: 'PATCH', url: `/v7/identity_provider(${id})`, token, body: { issuer: 'urn:tinker:2' } }))
        .statusCode,
    ).toBe(200);
    expect((await env.req({ method: 'DELETE', url: `/v7/identity_provider(${id})`, token })).statusCode).toBe(200);
    const after = await env.req({ url: `/v7/identity_provider(${id})`, token });
    expect(bodyJson(after)).toEqual({ d: [] });
  });

  it('takes the organization an edit is made for (organization_id) when it is linked to the provider, and refuses any other', async () => {
    const env = await identityEnv(server);
    const token = await env.login('free');
    const org = await orgId(env, token, 'free-tinkerers');
    const created = await env.req({
      method: 'POST',
      url: '/v7/identity_provider',
      token,
      body: body(org, 'linked-sso'),
    });
    expect(created.statusCode).toBe(201);
    const id = (bodyJson(created) as { id: number }).id;
    const patch = (b: Record<string, unknown>) =>
      env.req({ method: 'PATCH', url: `/v7/identity_provider(${id})`, token, body: b });
    const saved = await patch({ issuer: 'urn:linked:2', organization_id: org });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await env.req({ url: `/v7/identity_provider(${id})?$select=issuer`, token });
    expect(bodyJson(read)).toEqual({ d: [{ issuer: 'urn:linked:2' }] });
    const message = '"organization_id" must be an organization the identity provider is linked to';
    for (const organization_id of [org + 100_000, 'free-tinkerers', null]) {
      const refused = await patch({ issuer: 'urn:linked:3', organization_id });
      expect([refused.statusCode, bodyJson(refused)]).toEqual([400, message]);
    }
    expect(bodyJson(await env.req({ url: `/v7/identity_provider(${id})?$select=issuer`, token }))).toEqual({
      d: [{ issuer: 'urn:linked:2' }],
    });
  });

  it('refuses callers that do not administer the organization, and bad identifiers and URLs', async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    const member = await env.login('member');
    const acme = await orgId(env, owner, 'acme');
    expect(
      (await env.req({ method: 'POST', url: '/v7/identity_provider', token: member, body: body(acme) })).statusCode,
    ).toBe(401);
    const badSso = await env.req({
      method: 'POST',
      url: '/v7/identity_provider',
      token: owner,
      body: body(acme, 'Bad SSO'),
    });
    expect(badSso.statusCode).toBe(400);
    expect(bodyJson(badSso)).toBe('sso_identifier_contains_invalid_characters');
    const badUrl = await env.req({
      method: 'POST',
      url: '/v7/identity_provider',
      token: owner,
      body: { ...body(acme), entry_point: 'not a url' },
    });
    expect(bodyJson(badUrl)).toBe('invalid_url');
  });

  it('refuses a certificate that does not parse as X.509, on create and on update (invalid_certificate_format)', async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    const acme = await orgId(env, owner, 'acme');
    // Markers around base64 that is no certificate: the old marker-only check let this through.
    const garbage = `-----BEGIN CERTIFICATE-----\n${'QUJD'.repeat(40)}\n-----END CERTIFICATE-----`;
    const created = await env.req({
      method: 'POST',
      url: '/v7/identity_provider',
      token: owner,
      body: { ...body(acme, 'cert-check'), certificate: garbage },
    });
    expect(created.statusCode).toBe(400);
    expect(bodyJson(created)).toBe('invalid_certificate_format');
    const idp = await env.req({ url: `/v7/identity_provider(sso_identifier='acme-sso')?$select=id`, token: owner });
    const id = (bodyJson(idp) as { d: Array<{ id: number }> }).d[0]!.id;
    const patched = await env.req({
      method: 'PATCH',
      url: `/v7/identity_provider(${id})`,
      token: owner,
      body: { certificate: 'not a certificate' },
    });
    expect(patched.statusCode).toBe(400);
    expect(bodyJson(patched)).toBe('invalid_certificate_format');
    const good = await env.req({
      method: 'PATCH',
      url: `/v7/identity_provider(${id})`,
      token: owner,
      body: { certificate: CERT },
    });
    expect(good.statusCode).toBe(200);
  });

  it('lets only administrators of a linked organization edit, and SAML accounts block a delete', async () => {
    const env = await identityEnv(server);
    const owner = await env.login('owner');
    const member = await env.login('member');
    const idp = await env.req({ url: `/v7/identity_provider(sso_identifier='acme-sso')?$select=id`, token: owner });
    const id = (bodyJson(idp) as { d: Array<{ id: number }> }).d[0]!.id;
    expect(
      (await env.req({ method: 'PATCH', url: `/v7/identity_provider(${id})`, token: member, body: { issuer: 'x' } }))
        .statusCode,
    ).toBe(401);
    const del = await env.req({ method: 'DELETE', url: `/v7/identity_provider(${id})`, token: owner });
    expect(del.statusCode).toBeGreaterThanOrEqual(400);
    const still = await env.req({ url: `/v7/identity_provider(${id})?$select=id`, token: owner });
    expect(bodyJson(still)).toEqual({ d: [{ id }] });
  });
});

describe('platform users in their session tokens', () => {
  it('states admin.home and support.home; login-as tokens name the admin and carry the target user’s permissions', async () => {
    const env = await identityEnv(server);
    const admin = await env.login('admin');
    expect(jwtPayload(admin).permissions).toEqual(['admin.home']);
    expect(jwtPayload(await env.login('support')).permissions).toEqual(['support.home']);
    expect(jwtPayload(await env.login('owner')).permissions).toBeUndefined();
    const res = await env.req({
      method: 'POST',
      url: '/user/v1/login-as',
      token: admin,
      body: { username: PERSONA('owner') },
    });
    expect(res.statusCode).toBe(200);
    const claims = jwtPayload(res.body);
    expect(claims.actualUser).toBe(jwtPayload(admin).id);
    expect(claims.permissions).toBeUndefined();
  });
});
