/**
 * Application (fleet/app/block) hooks (api-ground-truth §3 "application"): the real API's name checks and
 * texts, a case-insensitive duplicate caught by the unique lower-case slug `<org handle>/<lower name>`
 * (also on rename), `should_track_latest_release` forced true, an actor and an application type; a
 * type change only to a type the fleet's settings offer (shared/app-type-options.ts: not one its
 * device type has no OS version for, not a paid type on a free plan, no multicontainer downgrade).
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import {
  API_APP_NAME_CHARACTERS,
  API_APP_NAME_LENGTH_RULE,
  API_APP_NAME_PATTERN,
  FLEET_NAME_MAX_LENGTH,
  FLEET_NAME_MIN_LENGTH,
} from '../../../../../../shared/fleet-name.ts';
import { bad, ensureActor } from './util.ts';
import { appTypeOptions, appTypeRefusal, type AppTypeFacts } from '../../../../../../shared/app-type-options.ts';
import { findDeviceType, imageVersions } from '../../../live/device-types.ts';
import { currentPlan } from '../../billing/plans.ts';

/**
 * The real API's checks of a fleet name, in its order: the create/rename hooks' characters
 * (open-balena-api src/features/applications/hooks/defaults.ts, rename.ts; a rename to an empty name
 * skips it), then the model's length rule (src/balena.sbvr). A taken name breaks the unique slug later,
 * in the store (409 `"slug" must be unique.`).
 */
function fleetNameProblem(name: unknown, creating = true): string | undefined {
  const text = typeof name === 'string' ? name : '';
  if ((creating || text !== '') && !API_APP_NAME_PATTERN.test(text)) return API_APP_NAME_CHARACTERS;
  if (text.length < FLEET_NAME_MIN_LENGTH || text.length > FLEET_NAME_MAX_LENGTH) return API_APP_NAME_LENGTH_RULE;
  return undefined;
}

function checkName(name: unknown, creating: boolean): void {
  const problem = fleetNameProblem(name, creating);
  if (problem) throw bad(problem);
}

function slugFor(store: Store, orgId: unknown, name: string): string | undefined {
  const org = typeof orgId === 'number' ? store.get('organization', orgId) : undefined;
  return org ? `${String(org.handle)}/${name}`.toLowerCase() : undefined;
}

const fkId = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? v
    : typeof (v as { __id?: unknown })?.__id === 'number'
      ? (v as { __id: number }).__id
      : undefined;

/** Why the fleet `current` may not change to application type `typeId`, or undefined. */
function appTypeChangeProblem(store: Store, current: Record<string, unknown>, typeId: number): string | undefined {
  const types = store.all('application_type') as unknown as AppTypeFacts[];
  const from = types.find((t) => t.id === fkId(current.application_type)) ?? null;
  const orgId = fkId(current.organization);
  const plan =
    orgId !== undefined && store.resources.has('subscription') && store.resources.has('plan')
      ? currentPlan(store, orgId)
      : null;
  const slug = store.get('device_type', fkId(current.is_for__device_type) ?? -1)?.slug;
  const dt = typeof slug === 'string' ? findDeviceType(slug) : undefined;
  const os = dt ? { versions: imageVersions(dt).versions, discontinued: dt.discontinued === true } : undefined;
  const option = appTypeOptions(types, from, plan === null || Number(plan?.monthly_price ?? 0) > 0, os).find(
    (o) => o.id === typeId,
  );
  return option && option.state !== 'ok' ? appTypeRefusal(option.name, option.state) : undefined;
}

/** Installs the application hooks on a store. */
export function installApplicationHooks(store: Store): void {
  if (!store.resources.has('application')) return;
  onBeforeInsert(store, 'application', (ctx, values) => {
    if (ctx.trusted) return;
    checkName(values.app_name, true);
    const slug = slugFor(store, values.organization, values.app_name as string);
    if (slug) values.slug = slug;
    values.should_track_latest_release = true;
    if (values.application_type === undefined && store.resources.has('application_type')) {
      values.application_type = store.all('application_type')[0]?.id;
    }
    ensureActor(store, values);
  });
  onBeforeUpdate(store, 'application', (ctx, current, patch) => {
    if (ctx.trusted) return;
    const typeId = fkId(patch.application_type);
    if (typeId !== undefined && typeId !== fkId(current.application_type) && store.resources.has('application_type')) {
      const problem = appTypeChangeProblem(store, current, typeId);
      if (problem) throw bad(problem);
    }
  });
  onBeforeUpdate(store, 'application', (ctx, current, patch) => {
    if (ctx.trusted || !Object.hasOwn(patch, 'app_name')) return;
    const org = patch.organization ?? current.organization;
    checkName(patch.app_name, false);
    const slug = slugFor(store, org, patch.app_name as string);
    if (slug) patch.slug = slug;
  });
}
