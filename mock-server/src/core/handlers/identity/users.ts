/**
 * User and membership writes shared by the identity flows: just-in-time SAML users (spec 01 §3
 * "SAML account"), organization/team/fleet memberships granted by identity providers and
 * invitations, and resolving a session JWT passed in a body (SAML merge, spec 01 §5).
 */
import type { World } from '../../world.ts';
import type { Store } from '../../store/store.ts';
import { insert } from '../../store/write.ts';
import { setCredentials, type Credentials } from '../../store/private.ts';
import { verifySessionToken } from '../../auth/jwt.ts';
import { randomAlnum } from './random.ts';
import { ensureResourceHooks } from '../resources/hooks/index.ts';
import { createPersonalOrganization } from '../resources/hooks/organization.ts';
import { usernameForEmail } from '../account/username.ts';

const JWT_SECRET_LENGTH = 32;

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Id of a role row by name (`organization_membership_role`, `application_membership_role`). */
function roleId(store: Store, resource: string, name: string): number | undefined {
  return store.find(resource, 'name', name)[0]?.id;
}

/** Adds the user to the organization with `roleName` unless already a member; true when added. */
export function ensureOrgMembership(store: Store, userId: number, orgId: number, roleName: string): boolean {
  const existing = store
    .find('organization_membership', 'user', userId)
    .some((m) => fk(m.is_member_of__organization) === orgId);
  if (existing) return false;
  const role = roleId(store, 'organization_membership_role', roleName);
  insert(
    store,
    'organization_membership',
    { user: userId, is_member_of__organization: orgId, organization_membership_role: role },
    { trusted: true },
  );
  return true;
}

/** Adds the user to a team unless already in it. */
function ensureTeamMembership(store: Store, userId: number, teamId: number): void {
  if (store.find('team_membership', 'user', userId).some((m) => fk(m.is_member_of__team) === teamId)) return;
  insert(store, 'team_membership', { user: userId, is_member_of__team: teamId }, { trusted: true });
}

/** Gives the user the memberships an identity provider grants: each linked organization and its default team. */
export function grantIdpMemberships(store: Store, userId: number, idpId: number): void {
  for (const link of store.find('identity_provider_membership', 'is_authorized_by__identity_provider', idpId)) {
    const orgId = fk(link.organization);
    if (orgId === undefined) continue;
    ensureOrgMembership(store, userId, orgId, 'member');
    const team = fk(link.grants_access_to__team);
    if (team !== undefined) ensureTeamMembership(store, userId, team);
  }
}

/** Creates a password-less, verified user (actor, user, profile, credentials) for an e-mail; returns its credentials. */
export function provisionUser(world: World, email: string, displayName: string): Credentials {
  const { store } = world;
  const actor = insert(store, 'actor', {}, { trusted: true }).id;
  const user = insert(store, 'user', { username: usernameForEmail(store, email), actor }, { trusted: true }).id;
  const [first, ...rest] = displayName.trim().split(/\s+/);
  if (store.resources.has('user_profile')) {
    insert(
      store,
      'user_profile',
      {
        is_of__user: user,
        email,
        first_name: first || null,
        last_name: rest.join(' ') || null,
        company: null,
        account_type: null,
        has_password_set: false,
        has_disabled_newsletter: false,
        is_verified: true,
        must_be_verified: false,
      },
      { trusted: true },
    );
  }
  const creds: Credentials = {
    userId: user,
    email,
    passwordHash: null,
    jwtSecret: randomAlnum(JWT_SECRET_LENGTH),
    totpSecret: null,
    twoFactorEnabled: false,
    recoveryCodes: [],
    platformRoles: [],
    persona: null,
  };
  setCredentials(store.priv, creds);
  ensureResourceHooks(store);
  createPersonalOrganization(store, user);
  return creds;
}

/**
 * The credentials of a fully authenticated session JWT (valid signature, not expired on the world
 * clock, current jwt_secret, 2FA not pending), or undefined.
 */
export async function sessionCredentials(world: World, jwt: string): Promise<Credentials | undefined> {
  const result = await verifySessionToken(jwt, world.clock.now());
  if (result.status !== 'valid' || result.claims.twoFactorRequired === true) return undefined;
  const creds = world.store.priv.credentials.get(result.claims.id);
  return creds && creds.jwtSecret === result.claims.jwt_secret ? creds : undefined;
}
