/**
 * Turns the request's actor into a permission subject and a CanRead for one request. Subjects are
 * cached per store and identity, and dropped whenever a row that feeds roles changes (memberships,
 * teams, team access, fleets, role names), so hot reads skip the role lookups.
 */
import type { CanRead } from '../../model/data-source.ts';
import type { Actor } from '../../auth/actor.ts';
import type { World } from '../../world.ts';
import type { Store } from '../../store/store.ts';
import { onAfterWrite } from '../../store/hooks.ts';
import { buildSubject, createCanRead, type PermissionSubject, type SubjectIdentity } from '../../permissions/index.ts';

/** Resources whose writes can change someone's roles. */
const ROLE_SOURCES = [
  'organization_membership',
  'user_application_membership',
  'team_membership',
  'team_application_access',
  'application',
  'organization_membership_role',
  'application_membership_role',
] as const;

/** The permission identity of an actor (null = guest). */
function identityOf(actor: Actor | null): SubjectIdentity {
  if (!actor) return { kind: 'guest' };
  switch (actor.kind) {
    case 'user':
      return {
        kind: 'user',
        userId: actor.userId,
        actorId: actor.actorId,
        platformRoles: actor.platformRoles,
        twoFactorPending: actor.twoFactorPending,
      };
    case 'application':
      return { kind: 'application', applicationId: actor.applicationId, actorId: actor.actorId };
    case 'device':
      return { kind: 'device', deviceId: actor.deviceId, actorId: actor.actorId };
  }
}

const caches = new WeakMap<Store, Map<string, PermissionSubject>>();

function cacheOf(store: Store): Map<string, PermissionSubject> {
  let cache = caches.get(store);
  if (!cache) {
    const fresh = new Map<string, PermissionSubject>();
    cache = fresh;
    caches.set(store, fresh);
    for (const r of ROLE_SOURCES) if (store.resources.has(r)) onAfterWrite(store, r, () => fresh.clear());
  }
  return cache;
}

const keyOf = (id: SubjectIdentity): string => JSON.stringify(id);

/** Stable string of an actor's permission identity: equal keys see the same rows in the same store state. */
export const identityKey = (actor: Actor | null): string => keyOf(identityOf(actor));

export interface Access {
  subject: PermissionSubject;
  canRead: CanRead;
}

/** Subject and CanRead for an actor in a world, evaluated at the world clock's now. */
export function accessFor(world: World, actor: Actor | null): Access {
  const identity = identityOf(actor);
  const now = world.clock.now();
  const cache = cacheOf(world.store);
  const key = keyOf(identity);
  let base = cache.get(key);
  if (!base) cache.set(key, (base = buildSubject(identity, world.store, now)));
  const subject = { ...base, now };
  return { subject, canRead: createCanRead(subject, world.store) };
}
