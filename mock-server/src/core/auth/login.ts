/**
 * POST /login_ (api-ground-truth §4): `{username, password}`; text containing `@` is matched against
 * e-mails, otherwise against usernames, case-insensitively. 200 text/plain JWT, 401 empty on bad
 * credentials, 429 after 10 tries per username+IP for 1 hour.
 */
import { empty, text, type CoreResponse } from '../http.ts';
import type { World } from '../world.ts';
import type { Credentials } from '../store/private.ts';
import { credentialsByEmail } from '../store/private.ts';
import { signSessionToken } from './jwt.ts';
import { validateBody } from '../validate-body.ts';
import { zLoginBody } from '../../../../generated/zod/zod.gen.ts';
import { LOGIN_LIMITER, loginKeys } from './failure-limiter.ts';
import type { PasswordVerifier } from './password-check.ts';
import { checkPassword } from './password-hash.ts';

/** Credentials for an e-mail or username, case-insensitive. */
export function findCredentials(world: World, login: string): Credentials | undefined {
  const { store } = world;
  if (login.includes('@')) return credentialsByEmail(store.priv, login);
  const wanted = login.toLowerCase();
  const exact = store.find('user', 'username', login)[0];
  const user = exact ?? store.all('user').find((u) => String(u.username).toLowerCase() === wanted);
  return user ? store.priv.credentials.get(user.id) : undefined;
}

/** Non-resource permissions a platform role states in its session tokens (api-ground-truth §3). */
const PLATFORM_ROLE_PERMISSIONS: Readonly<Record<string, string>> = {
  admin: 'admin.home',
  support_agent: 'support.home',
};

/** The `permissions` claim of a user's session tokens: `admin.home` / `support.home` by platform role. */
const tokenPermissions = (creds: Credentials): string[] =>
  creds.platformRoles.flatMap((role) => (PLATFORM_ROLE_PERMISSIONS[role] ? [PLATFORM_ROLE_PERMISSIONS[role]] : []));

/** Issues a fresh session token for a user (login, 2FA verify, login-as reuse it). */
export function issueToken(
  world: World,
  creds: Credentials,
  opts: { authTime?: number; twoFactorRequired?: boolean; actualUser?: number } = {},
): Promise<string> {
  const now = world.clock.now();
  return signSessionToken({
    userId: creds.userId,
    jwtSecret: creds.jwtSecret,
    authTime: opts.authTime ?? now,
    now,
    twoFactorRequired: opts.twoFactorRequired ?? (creds.twoFactorEnabled ? true : undefined),
    actualUser: opts.actualUser,
    permissions: tokenPermissions(creds),
  });
}

/** Handles a /login_ body for a world and client IP. */
export async function login(world: World, body: unknown, ip: string, verify: PasswordVerifier): Promise<CoreResponse> {
  // A body without a username and password is answered like bad credentials: 401, empty (api-ground-truth §4).
  const parsed = validateBody(zLoginBody, body, { invalid: () => empty(401) });
  if (!parsed.ok) return parsed.response;
  const username = parsed.value.username.trim();
  const { password } = parsed.value;
  if (!username || !password) return empty(401);
  const keys = loginKeys(username, ip);
  const tooMany = LOGIN_LIMITER.tooMany(world, keys);
  if (tooMany) return tooMany;
  const creds = findCredentials(world, username);
  // Passwords set at run time (sign-up, change, reset) use the account module's browser-safe hash.
  const ok = creds ? await checkPassword(password, creds.passwordHash, verify) : false;
  if (!creds || !ok) {
    LOGIN_LIMITER.fail(world, keys);
    return empty(401);
  }
  LOGIN_LIMITER.clear(world, keys);
  return text(200, await issueToken(world, creds));
}
