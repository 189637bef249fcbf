/**
 * Who is asking (api-ground-truth §1.2, §5): a Bearer token (session JWT or API key), the `apikey`
 * query parameter, or a legacy `_token` body field. JWTs are verified on the world clock and must
 * carry the user's current `jwt_secret`; anything that is not a JWT is looked up as an API key.
 */
import type { CoreRequest } from '../http.ts';
import type { World } from '../world.ts';
import type { PlatformRole } from '../store/private.ts';
import type { Row } from '../model/data-source.ts';
import { API_KEY_QUERY_PARAM } from './constants.ts';
import {
  looksLikeJwt,
  verifyCachedSessionToken,
  verifySessionToken,
  type SessionClaims,
  type VerifyResult,
} from './jwt.ts';

export interface UserActor {
  kind: 'user';
  actorId: number;
  userId: number;
  username: string;
  email: string | null;
  platformRoles: readonly PlatformRole[];
  /** Token says `twoFactorRequired: true`: a "partial user" (§5). */
  twoFactorPending: boolean;
  via: 'jwt' | 'apikey';
  claims?: SessionClaims;
  apiKeyId?: number;
}
export interface ApplicationActor {
  kind: 'application';
  actorId: number;
  applicationId: number;
  slug: string;
  apiKeyId: number;
}
export interface DeviceActor {
  kind: 'device';
  actorId: number;
  deviceId: number;
  uuid: string;
  apiKeyId: number;
}
export type Actor = UserActor | ApplicationActor | DeviceActor;

/**
 * `none`: no credentials; `valid`; `expired` JWT; `invalid` (bad signature, unknown or expired key);
 * `revoked`: a well-signed JWT whose jwt_secret or user no longer matches (401 even on OData, §5).
 */
export type AuthOutcome = 'none' | 'valid' | 'expired' | 'invalid' | 'revoked';

export interface AuthResult {
  actor: Actor | null;
  outcome: AuthOutcome;
  /** The credential string as sent (refresh-token needs the JWT). */
  token?: string;
}

/** What credential lookup needs of the query (URLSearchParams fits; the pipeline decodes it lazily). */
export type QueryLookup = Pick<URLSearchParams, 'get'>;

/** Extracts the credential string a request carries, if any. */
function credentialOf(req: CoreRequest, query: QueryLookup): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const [, token] = /^Bearer\s+(.+)$/i.exec(header.trim()) ?? [];
    if (token !== undefined) return token.trim();
  }
  const fromQuery = query.get(API_KEY_QUERY_PARAM);
  if (fromQuery) return fromQuery;
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const legacy = (body as Record<string, unknown>)._token;
    if (typeof legacy === 'string' && legacy) return legacy;
  }
  return undefined;
}

/** Builds the user actor for a user id, or undefined if the user does not exist. */
function userActor(world: World, userId: number, extra: Partial<UserActor> = {}): UserActor | undefined {
  const user = world.store.get('user', userId);
  if (!user) return undefined;
  const creds = world.store.priv.credentials.get(userId);
  return {
    kind: 'user',
    actorId: fkId(user.actor) ?? 0,
    userId,
    username: String(user.username),
    email: creds?.email ?? null,
    platformRoles: creds?.platformRoles ?? [],
    twoFactorPending: false,
    via: 'jwt',
    ...extra,
  };
}

const fkId = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The caller a verified (or rejected) session token stands for in this world. */
function fromVerified(world: World, token: string, result: VerifyResult): AuthResult {
  if (result.status !== 'valid') return { actor: null, outcome: result.status, token };
  const { claims } = result;
  const creds = world.store.priv.credentials.get(claims.id);
  if (!creds || creds.jwtSecret !== claims.jwt_secret) return { actor: null, outcome: 'revoked', token };
  const actor = userActor(world, claims.id, {
    twoFactorPending: claims.twoFactorRequired === true,
    claims,
    via: 'jwt',
  });
  return actor ? { actor, outcome: 'valid', token } : { actor: null, outcome: 'revoked', token };
}

function fromApiKey(world: World, key: string): AuthResult {
  const { store } = world;
  const secret = store.priv.apiKeys.get(key);
  const row = secret && store.get('api_key', secret.apiKeyId);
  if (!secret || !row) return { actor: null, outcome: 'invalid', token: key };
  const expiry = typeof row.expiry_date === 'string' ? Date.parse(row.expiry_date) : NaN;
  if (!Number.isNaN(expiry) && expiry <= world.clock.now()) return { actor: null, outcome: 'invalid', token: key };
  const first = (resource: string): Row | undefined =>
    store.resources.has(resource) ? store.find(resource, 'actor', secret.actorId)[0] : undefined;
  const user = first('user');
  if (user) {
    const actor = userActor(world, user.id, { via: 'apikey', apiKeyId: secret.apiKeyId });
    return { actor: actor ?? null, outcome: actor ? 'valid' : 'invalid', token: key };
  }
  const app = first('application');
  if (app) {
    return {
      actor: {
        kind: 'application',
        actorId: secret.actorId,
        applicationId: app.id,
        slug: String(app.slug),
        apiKeyId: secret.apiKeyId,
      },
      outcome: 'valid',
      token: key,
    };
  }
  const device = first('device');
  if (device) {
    return {
      actor: {
        kind: 'device',
        actorId: secret.actorId,
        deviceId: device.id,
        uuid: String(device.uuid),
        apiKeyId: secret.apiKeyId,
      },
      outcome: 'valid',
      token: key,
    };
  }
  return { actor: null, outcome: 'invalid', token: key };
}

async function fromJwt(world: World, token: string): Promise<AuthResult> {
  return fromVerified(world, token, await verifySessionToken(token, world.clock.now()));
}

/**
 * Resolves the caller of a request in a world. Never throws (a failure resolves to `invalid`).
 * Answers synchronously unless a session token's signature has not been checked before, so the
 * per-request path of a known token or API key costs no promise.
 */
export function authenticate(world: World, req: CoreRequest, query: QueryLookup): AuthResult | Promise<AuthResult> {
  const token = credentialOf(req, query);
  if (!token) return { actor: null, outcome: 'none' };
  const failed = (): AuthResult => ({ actor: null, outcome: 'invalid', token });
  try {
    if (!looksLikeJwt(token)) return fromApiKey(world, token);
    const cached = verifyCachedSessionToken(token, world.clock.now());
    return cached ? fromVerified(world, token, cached) : fromJwt(world, token).catch(failed);
  } catch {
    return failed();
  }
}
