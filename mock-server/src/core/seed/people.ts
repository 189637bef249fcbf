/**
 * Users: the OData rows (actor, user, user_profile) and their private credentials, for personas
 * and generated users alike (spec 01 §3 "User").
 */
import type { PlatformRole } from '../store/private.ts';
import { setCredentials } from '../store/private.ts';
import { add, daysAgo, maybeAdd, newActor, type SeedContext } from './context.ts';
import { PERSONA_PASSWORD_HASH } from './personas.ts';

export interface UserSpec {
  username: string;
  email: string | null;
  persona?: string;
  platformRoles?: PlatformRole[];
  totpSecret?: string;
  verified?: boolean;
  /** SAML-only users have no password. */
  hasPassword?: boolean;
  firstName?: string;
  lastName?: string;
  company?: string | null;
}

/** Creates a user with profile and credentials; returns the user id (also stored as `user:<username>`). */
export function createUser(ctx: SeedContext, spec: UserSpec): number {
  const created = daysAgo(ctx, 30, 900);
  const user = add(ctx, 'user', { username: spec.username, actor: newActor(ctx), created_at: created }).id;
  const hasPassword = spec.hasPassword ?? true;
  const verified = spec.verified ?? true;
  maybeAdd(ctx, 'user_profile', {
    is_of__user: user,
    email: spec.email,
    first_name: spec.firstName ?? ctx.faker.person.firstName(),
    last_name: spec.lastName ?? ctx.faker.person.lastName(),
    company: spec.company === undefined ? ctx.faker.company.name() : spec.company,
    account_type: ctx.rng.bool() ? 'professional' : 'personal',
    has_password_set: hasPassword,
    has_disabled_newsletter: ctx.rng.bool(0.3),
    is_verified: verified,
    must_be_verified: !verified,
  });
  setCredentials(ctx.store.priv, {
    userId: user,
    email: spec.email,
    passwordHash: hasPassword ? PERSONA_PASSWORD_HASH : null,
    jwtSecret: ctx.rng.alnum(32),
    totpSecret: spec.totpSecret ?? null,
    twoFactorEnabled: spec.totpSecret !== undefined,
    recoveryCodes: spec.totpSecret
      ? Array.from({ length: 10 }, (_, i) => ({ code: ctx.rng.hex(10), usedAt: i < 2 ? daysAgo(ctx, 1, 20) : null }))
      : [],
    platformRoles: spec.platformRoles ?? [],
    persona: spec.persona ?? null,
  });
  ctx.ids.set(`user:${spec.username}`, user);
  return user;
}

/** A unique username from Faker (suffix on collision). */
export function fakeUsername(ctx: SeedContext): string {
  const base = ctx.faker.internet
    .username()
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  let name = base;
  for (let i = 2; ctx.ids.has(`user:${name}`); i++) name = `${base}${i}`;
  return name;
}

/** Actor id of a user. */
export const actorOf = (ctx: SeedContext, userId: number): number => ctx.store.get('user', userId)!.actor as number;
