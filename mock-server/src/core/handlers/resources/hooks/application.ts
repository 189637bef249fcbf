/**
 * Application (fleet/app/block) hooks (api-ground-truth §3 "application", spec 02 §5 "Fleet name"):
 * name rules in order, case-insensitive uniqueness per organization, slug `<org handle>/<lower name>`
 * (also on rename), `should_track_latest_release` forced true, an actor and an application type.
 */
import type { Row } from '../../../model/data-source.ts';
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import * as M from './messages.ts';
import { bad, ensureActor } from './util.ts';

/** Must start with a letter or digit; letters, digits, hyphens and underscores only (spec 02 §5). */
export const FLEET_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Spec 02 §5 fleet-name checks, in order; returns the first failing message or undefined. */
export function fleetNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.length === 0) return M.FLEET_NAME_REQUIRED;
  if (name.length < M.FLEET_NAME_MIN) return M.FLEET_NAME_TOO_SHORT;
  if (name.length > M.FLEET_NAME_MAX) return M.FLEET_NAME_TOO_LONG;
  if (!FLEET_NAME_PATTERN.test(name)) return M.FLEET_NAME_CHARACTERS;
  return undefined;
}

function checkName(store: Store, name: unknown, orgId: unknown, cls: unknown, selfId: number | null): void {
  const problem = fleetNameProblem(name);
  if (problem) throw bad(problem);
  const lower = (name as string).toLowerCase();
  const clash = store
    .find('application', 'organization', orgId)
    .some((a: Row) => a.id !== selfId && String(a.app_name).toLowerCase() === lower);
  if (clash) throw bad(M.fleetNameTaken(typeof cls === 'string' ? cls : 'fleet'));
}

function slugFor(store: Store, orgId: unknown, name: string): string | undefined {
  const org = typeof orgId === 'number' ? store.get('organization', orgId) : undefined;
  return org ? `${String(org.handle)}/${name}`.toLowerCase() : undefined;
}

/** Installs the application hooks on a store. */
export function installApplicationHooks(store: Store): void {
  if (!store.resources.has('application')) return;
  onBeforeInsert(store, 'application', (ctx, values) => {
    if (ctx.trusted) return;
    checkName(store, values.app_name, values.organization, values.is_of__class, null);
    const slug = slugFor(store, values.organization, values.app_name as string);
    if (slug) values.slug = slug;
    values.should_track_latest_release = true;
    if (values.application_type === undefined && store.resources.has('application_type')) {
      values.application_type = store.all('application_type')[0]?.id;
    }
    ensureActor(store, values);
  });
  onBeforeUpdate(store, 'application', (ctx, current, patch) => {
    if (ctx.trusted || !Object.hasOwn(patch, 'app_name')) return;
    const org = patch.organization ?? current.organization;
    checkName(store, patch.app_name, org, patch.is_of__class ?? current.is_of__class, current.id);
    const slug = slugFor(store, org, patch.app_name as string);
    if (slug) patch.slug = slug;
  });
}
