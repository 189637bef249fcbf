/** Small helpers shared by the resource write hooks. */
import type { Store } from '../../../store/store.ts';
import { StoreError } from '../../../store/errors.ts';
import { insert } from '../../../store/write.ts';

export const bad = (message: string): StoreError => new StoreError(400, message);

/** A user id for a username, case-insensitive; throws 400 when unknown. */
export function userIdByUsername(store: Store, username: string, notFound: (u: string) => string): number {
  const exact = store.find('user', 'username', username)[0];
  const wanted = username.toLowerCase();
  const user = exact ?? store.all('user').find((u) => String(u.username).toLowerCase() === wanted);
  if (!user) throw bad(notFound(username));
  return user.id;
}

/** Creates the actor row an application or device needs when the body has none. */
export function ensureActor(store: Store, values: Record<string, unknown>): void {
  if (typeof values.actor === 'number' || !store.resources.has('actor')) return;
  values.actor = insert(store, 'actor', {}).id;
}

/** A role id by name on a *_membership_role resource, or undefined. */
export function roleIdByName(store: Store, resource: string, name: string): number | undefined {
  return store.resources.has(resource)
    ? (store.find(resource, 'name', name)[0]?.id ?? store.all(resource).find((r) => r.name === name)?.id)
    : undefined;
}
