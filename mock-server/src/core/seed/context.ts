/**
 * The state shared by the seed's steps: the store, seeded RNGs, the epoch every date derives from,
 * and lookups (roles, features, device types…) filled in as steps run.
 */
import type { Faker } from '@faker-js/faker';
import type { Row } from '../model/data-source.ts';
import type { Store } from '../store/store.ts';
import { insert, type WriteOptions } from '../store/write.ts';
import { SHORT_TEXT_MAX } from '../store/validate.ts';
import type { Rng } from './rng.ts';
import type { ResourceName, RowValues, StoredRow } from '../store/rows.ts';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export interface SeedContext {
  store: Store;
  faker: Faker;
  rng: Rng;
  /** Fixed instant the seeded world is "now" at (ms). */
  epoch: number;
  /** Named ids set by steps: 'org:main', 'role:org:administrator', 'dt:raspberrypi4-64', 'user:owner'… */
  ids: Map<string, number>;
}

/** ISO dates already formatted, by epoch ms: most seeded dates fall on a few hundred whole days. */
const isoCache = new Map<number, string>();
const ISO_CACHE_MAX = 100_000;

/** ISO date `offsetMs` from the epoch (negative = in the past). */
export function at(ctx: SeedContext, offsetMs: number): string {
  const ms = ctx.epoch + offsetMs;
  let iso = isoCache.get(ms);
  if (iso === undefined) {
    iso = new Date(ms).toISOString();
    if (isoCache.size >= ISO_CACHE_MAX) isoCache.clear();
    isoCache.set(ms, iso);
  }
  return iso;
}

/** ISO date a random time between `minDays` and `maxDays` before the epoch. */
export const daysAgo = (ctx: SeedContext, minDays: number, maxDays = minDays): string =>
  at(ctx, -Math.round((minDays + ctx.rng.next() * (maxDays - minDays)) * DAY_MS));

export const has = (ctx: SeedContext, resource: string): boolean => ctx.store.resources.has(resource);

/** Seed insert (trusted: may set created_at). A literal resource's values are typed by the contract. */
export const add = <R extends string>(ctx: SeedContext, resource: R, values: RowValues<R>, hidden?: Hidden): Row =>
  insert(ctx.store, resource, values, { trusted: true, hidden });

/** Bulk seed insert without type/FK re-checks (values built by the seed itself; unique checks stay). */
export const addFast = <R extends string>(ctx: SeedContext, resource: R, values: RowValues<R>): Row =>
  insert(ctx.store, resource, values, { trusted: true, validate: false });

/** Insert only when the model has the resource (cloud-only resources may be absent). */
export const maybeAdd = <R extends string>(
  ctx: SeedContext,
  resource: R,
  values: RowValues<R>,
  hidden?: Hidden,
): Row | undefined => (has(ctx, resource) ? add(ctx, resource, values, hidden) : undefined);

/** Values of hidden fields (stored, never served: not among the contract's typed values). */
type Hidden = WriteOptions['hidden'];

/** A named id; throws when a step that should have set it did not run. */
export function id(ctx: SeedContext, key: string): number {
  const v = ctx.ids.get(key);
  if (v === undefined) throw new Error(`seed: missing id ${key}`);
  return v;
}

/** A fresh actor row id (users, applications and devices each have one). */
export const newActor = (ctx: SeedContext): number => add(ctx, 'actor', {}).id;

/** Cuts `text` to what `resource.field` can hold (model maxLength, else 255 for Short Text). */
const limits = new WeakMap<Store, Map<string, number>>();

export function fit<R extends ResourceName>(
  ctx: SeedContext,
  resource: R,
  field: keyof StoredRow<R> & string,
  text: string,
): string {
  let cache = limits.get(ctx.store);
  if (!cache) limits.set(ctx.store, (cache = new Map()));
  const key = `${resource}.${field}`;
  let max = cache.get(key);
  if (max === undefined) {
    const f = ctx.store.resources.get(resource)?.fields.find((x) => x.name === field);
    max = f?.maxLength ?? (f?.type === 'Short Text' ? SHORT_TEXT_MAX : Infinity);
    cache.set(key, max);
  }
  return text.length > max ? text.slice(0, max) : text;
}
