/**
 * Creating API keys (api-ground-truth §3 "api_key", §4 "/api-key/*", §5): a row in the OData
 * `api_key` table (name, description, expiry_date, is_of__actor) plus the private secret the auth
 * layer looks keys up by (core/auth/actor.ts). Keys are 32 random alphanumerics from the
 * cryptographic source (auth/secret.ts), never a decodable JWT, and authenticate until revoked or expired.
 */
import type { World } from '../../world.ts';
import type { ApiKeySecret } from '../../store/private.ts';
import { insert } from '../../store/write.ts';
import { looksLikeJwt } from '../../auth/jwt.ts';
import { API_KEY_LENGTH } from './constants.ts';
import { randomAlnum } from './random.ts';

export interface NewApiKey {
  actorId: number;
  kind: ApiKeySecret['kind'];
  name?: string | null;
  description?: string | null;
  /** ISO date-time; null or absent = never expires. */
  expiryDate?: string | null;
  /** A key chosen by the caller (device keys); must be unused. */
  key?: string;
}

/** Why a caller-chosen key cannot be used, or undefined when it can. */
export function chosenKeyProblem(world: World, key: string): string | undefined {
  if (key.trim() !== key || key.length === 0) return 'apiKey must be a non-empty string without surrounding spaces';
  if (looksLikeJwt(key)) return 'apiKey must not be a JSON web token';
  if (world.store.priv.apiKeys.has(key)) return '"key" must be unique.';
  return undefined;
}

function freshKey(world: World): string {
  let key = randomAlnum(API_KEY_LENGTH);
  while (world.store.priv.apiKeys.has(key)) key = randomAlnum(API_KEY_LENGTH);
  return key;
}

/** Stores a new key and returns it (the only time the secret is ever answered). */
export function createApiKey(world: World, input: NewApiKey): string {
  const key = input.key ?? freshKey(world);
  const name = typeof input.name === 'string' ? input.name.trim() || null : null;
  const row = insert(
    world.store,
    'api_key',
    {
      name,
      description: input.description ?? null,
      expiry_date: input.expiryDate ? new Date(input.expiryDate).toISOString() : null,
      is_of__actor: input.actorId,
    },
    { trusted: true, hidden: { key } },
  );
  world.store.priv.apiKeys.set(key, { apiKeyId: row.id, actorId: input.actorId, key, kind: input.kind });
  return key;
}
