/**
 * Identity and keys: the `acme-sso` SAML identity provider with SAML users, SSH keys, a social
 * account, 2FA recovery rows, an OAuth application and API keys with their private secrets
 * (spec 01 §3, api-ground-truth §3 "Identity", §5).
 */
import { add, DAY_MS, at, daysAgo, maybeAdd, type SeedContext } from './context.ts';
import type { RowValues } from '../store/rows.ts';
import { actorOf, createUser } from './people.ts';
import { MAIN_ORG_HANDLE, SSO_IDENTIFIER } from './personas.ts';
import { DEMO_CERTIFICATE_BODY } from '../../../../shared/x509-certificate.ts';

/** A fixed user API key of owner@fleetmock.test for scripts and CI (32 alphanumerics, not a JWT). */
export const OWNER_API_KEY = 'fleetmockOwnerDemoApiKey00000001';
/** Users of the acme-sso identity provider (log in through the mock IdP page; no password). */
const SAML_USERS = ['saml.alice', 'saml.bob', 'saml.carol'] as const;
const SAML_EMAIL_DOMAIN = `${SSO_IDENTIFIER}.test`;

/** The demo X.509 certificate wrapped at 64 characters (spec 01 §5), as the dashboard saves one. */
export const DEMO_IDP_CERTIFICATE = `-----BEGIN CERTIFICATE-----\n${DEMO_CERTIFICATE_BODY.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;

const SSH_KEY = (comment: string, seed: string) =>
  `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${seed.padEnd(43, 'A').slice(0, 43)} ${comment}`;

function identityProviders(ctx: SeedContext): void {
  const idp = maybeAdd(ctx, 'identity_provider', {
    sso_identifier: SSO_IDENTIFIER,
    entry_point: `https://idp.fleetmock.test/saml/${SSO_IDENTIFIER}`,
    issuer: `urn:fleetmock:${SSO_IDENTIFIER}`,
    certificate: DEMO_IDP_CERTIFICATE,
    requires_signed_authn_response: false,
  });
  if (!idp) return;
  ctx.ids.set(`idp:${SSO_IDENTIFIER}`, idp.id);
  maybeAdd(ctx, 'identity_provider_membership', {
    organization: ctx.ids.get(`org:${MAIN_ORG_HANDLE}`),
    is_authorized_by__identity_provider: idp.id,
    grants_access_to__team: ctx.ids.get('team:SSO Users') ?? null,
  });
  const org = ctx.ids.get(`org:${MAIN_ORG_HANDLE}`);
  for (const name of SAML_USERS) {
    const user = createUser(ctx, {
      username: name.replace('.', '_'),
      email: `${name}@${SAML_EMAIL_DOMAIN}`,
      hasPassword: false,
    });
    maybeAdd(ctx, 'saml_account', {
      belongs_to__user: user,
      was_generated_by__identity_provider: idp.id,
      remote_id: `${name}@${SAML_EMAIL_DOMAIN}`,
      display_name: name,
    });
    add(ctx, 'organization_membership', {
      user,
      is_member_of__organization: org,
      organization_membership_role: ctx.ids.get('role:org:member'),
    });
    const team = ctx.ids.get('team:SSO Users');
    if (team !== undefined) add(ctx, 'team_membership', { user, is_member_of__team: team });
  }
  const globex = maybeAdd(ctx, 'identity_provider', {
    sso_identifier: 'globex-okta',
    entry_point: 'https://idp.fleetmock.test/saml/globex-okta',
    issuer: 'urn:fleetmock:globex-okta',
    certificate: DEMO_IDP_CERTIFICATE,
    requires_signed_authn_response: true,
  });
  if (globex)
    maybeAdd(ctx, 'identity_provider_membership', {
      organization: ctx.ids.get('org:globex'),
      is_authorized_by__identity_provider: globex.id,
      grants_access_to__team: null,
    });
}

function apiKey(
  ctx: SeedContext,
  actor: number,
  kind: 'user' | 'provisioning' | 'device',
  values: RowValues<'api_key'>,
  key = ctx.rng.alnum(32),
): void {
  // `key` is dropped unless the model has a (hidden) key column.
  const row = maybeAdd(ctx, 'api_key', { is_of__actor: actor, created_at: daysAgo(ctx, 1, 200), ...values }, { key });
  if (row) ctx.store.priv.apiKeys.set(key, { apiKeyId: row.id, actorId: actor, key, kind });
}

function userExtras(ctx: SeedContext): void {
  const owner = ctx.ids.get('user:owner')!;
  const dev = ctx.ids.get('user:developer')!;
  maybeAdd(ctx, 'user_public_key', { user: owner, title: 'laptop', public_key: SSH_KEY('owner@laptop', 'owner1') });
  maybeAdd(ctx, 'user_public_key', {
    user: owner,
    title: 'GitHub Key 1',
    public_key: SSH_KEY('owner@github', 'owner2'),
  });
  maybeAdd(ctx, 'user_public_key', { user: dev, title: 'workstation', public_key: SSH_KEY('dev@ws', 'dev1') });
  maybeAdd(ctx, 'social_service_account', {
    belongs_to__user: owner,
    provider: 'github',
    display_name: 'acme-owner',
    remote_id: 'gh-1001',
  });
  maybeAdd(ctx, 'social_service_account', {
    belongs_to__user: dev,
    provider: 'google',
    display_name: 'dev@gmail.example',
    remote_id: 'g-2002',
  });
  const twofa = ctx.ids.get('user:twofactor')!;
  for (const code of ctx.store.priv.credentials.get(twofa)?.recoveryCodes ?? []) {
    maybeAdd(ctx, 'recovery_two_factor', { belongs_to__user: twofa, used_timestamp: code.usedAt });
  }
  const oauth = maybeAdd(ctx, 'oauth_application', {
    name: 'Fleetmock CLI',
    client_id: 'fleetmock-cli',
    redirect_uri: 'http://127.0.0.1:8976/callback',
    description: 'Command-line login',
  });
  if (oauth)
    maybeAdd(ctx, 'oauth_application_authorization', { belongs_to__user: owner, is_for__oauth_application: oauth.id });
  apiKey(
    ctx,
    actorOf(ctx, owner),
    'user',
    { name: 'CI pipeline', description: 'Used by the nightly build', expiry_date: null },
    OWNER_API_KEY,
  );
  apiKey(ctx, actorOf(ctx, owner), 'user', {
    name: 'Expiring key',
    description: null,
    expiry_date: at(ctx, 30 * DAY_MS),
  });
  apiKey(ctx, actorOf(ctx, owner), 'user', {
    name: 'Expired key',
    description: 'Expired last month',
    expiry_date: at(ctx, -30 * DAY_MS),
  });
  apiKey(ctx, actorOf(ctx, dev), 'user', { name: 'dev laptop', description: null, expiry_date: at(ctx, 7 * DAY_MS) });
}

/** Provisioning keys of a fleet (listed on the fleet's api-keys page, spec 02 §2). */
export function provisioningKeys(ctx: SeedContext, appActor: number, count: number): void {
  for (let i = 0; i < count; i++) {
    apiKey(ctx, appActor, 'provisioning', {
      name: i === 0 ? 'factory-line' : `batch-${i}`,
      description: 'Provisioning key',
      expiry_date: i % 2 ? null : at(ctx, 90 * DAY_MS),
    });
  }
}

/** Identity providers, SAML users and per-user keys. */
export function seedIdentity(ctx: SeedContext): void {
  identityProviders(ctx);
  userExtras(ctx);
}

/** A named user API key with a fixed secret (a world file's `api_key`), never expiring. */
export function userApiKey(ctx: SeedContext, userId: number, name: string, key: string): void {
  apiKey(ctx, actorOf(ctx, userId), 'user', { name, description: null, expiry_date: null }, key);
}
