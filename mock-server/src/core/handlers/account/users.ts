/**
 * Writes of the account flows on the store: a new user (actor, user, user_profile and private
 * credentials, spec 01 §3 "User"), the profile row, passwords and e-mail changes, and jwt_secret
 * rotation (api-ground-truth §5: a new secret invalidates every token of the user).
 */
import type { World } from '../../world.ts';
import type { StoredRow } from '../../store/rows.ts';
import { insert, update } from '../../store/write.ts';
import { credentialsByEmail, setCredentials, type Credentials } from '../../store/private.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { randomToken } from './state.ts';
import { endSessions } from '../../auth/session-events.ts';
import { ensureResourceHooks } from '../resources/hooks/index.ts';
import { createPersonalOrganization } from '../resources/hooks/organization.ts';
import { usernameForEmail } from './username.ts';

const JWT_SECRET_LENGTH = 32;
const SALT_LENGTH = 32;

const hasProfile = (world: World): boolean => world.store.resources.has('user_profile');

/** The user's `user_profile` row, if the model has one. */
export function profileOf(world: World, userId: number): StoredRow<'user_profile'> | undefined {
  return hasProfile(world) ? world.store.find('user_profile', 'is_of__user', userId)[0] : undefined;
}

/** Patches the user's profile row (no-op when the model has none). */
export function updateProfile(world: World, userId: number, patch: Record<string, unknown>): void {
  const row = profileOf(world, userId);
  if (row) update(world.store, 'user_profile', row.id, patch, { trusted: true });
}

export interface NewUser {
  email: string;
  password: string;
  hasDisabledNewsletter: boolean;
}

/**
 * Creates a signed-up user whose e-mail must be verified (spec 01 §4 "Sign-up"); undefined when the
 * address has an account. Checked again after hashing the password, the one wait on the way: sign-ups
 * with one address that arrive together then make one account, not one each.
 */
export async function createUser(world: World, input: NewUser): Promise<Credentials | undefined> {
  const { store } = world;
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password, randomToken(world, SALT_LENGTH));
  if (credentialsByEmail(store.priv, email)) return undefined;
  // Server-side writes (read-only fields such as username are set by the API itself, not a client).
  const actor = insert(store, 'actor', {}, { trusted: true }).id;
  const user = insert(store, 'user', { username: usernameForEmail(store, email), actor }, { trusted: true }).id;
  if (hasProfile(world)) {
    insert(
      store,
      'user_profile',
      {
        is_of__user: user,
        email,
        first_name: null,
        last_name: null,
        company: null,
        account_type: null,
        has_password_set: true,
        has_disabled_newsletter: input.hasDisabledNewsletter,
        is_verified: false,
        must_be_verified: true,
      },
      { trusted: true },
    );
  }
  const creds: Credentials = {
    userId: user,
    email,
    passwordHash,
    jwtSecret: randomToken(world, JWT_SECRET_LENGTH),
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

/** Sets a new password (hash on the credentials, has_password_set on the profile). */
export async function setPassword(world: World, creds: Credentials, password: string): Promise<void> {
  creds.passwordHash = await hashPassword(password, randomToken(world, SALT_LENGTH));
  updateProfile(world, creds.userId, { has_password_set: true });
  // Terminal and log sockets opened before the change close.
  endSessions(world, creds.userId);
}

/** Changes the e-mail everywhere it is kept (credentials index and profile row). */
export function setEmail(world: World, creds: Credentials, email: string): void {
  setCredentials(world.store.priv, { ...creds, email: email.toLowerCase() });
  updateProfile(world, creds.userId, { email: email.toLowerCase() });
}

/**
 * Rotates the user's jwt_secret: every token issued so far stops working (api-ground-truth §5), and
 * the terminal and log sockets the user opened close.
 */
export function rotateJwtSecret(world: World, creds: Credentials): Credentials {
  creds.jwtSecret = randomToken(world, JWT_SECRET_LENGTH);
  endSessions(world, creds.userId);
  return creds;
}

/** The credentials object currently stored for a user (setEmail replaces it). */
export const credentialsOf = (world: World, userId: number): Credentials | undefined =>
  world.store.priv.credentials.get(userId);
