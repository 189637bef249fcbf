/**
 * Computed fields: one ComputedDef per resource.field, values cached per row and invalidated on
 * writes to the row itself or to rows it depends on (e.g. image_install → device.overall_status).
 * A def applies whenever the model has that field; a model field marked computed without a def
 * reads as null and is listed in `missing`.
 */
import type { ModelDef } from '../../model/types.ts';
import type { Row } from '../../model/data-source.ts';
import type { Store } from '../store.ts';
import { deviceComputed } from './device-status.ts';
import { releaseComputed } from './release-version.ts';
import { membershipComputed } from './membership.ts';

/** Given a changed row of another resource, the ids of this def's resource to invalidate, or 'all'. */
export type DependencyMap = (changed: Row, store: Store) => Iterable<number> | 'all';

export interface ComputedDef {
  resource: string;
  field: string;
  compute(store: Store, row: Row): unknown;
  dependsOn?: Readonly<Record<string, DependencyMap>>;
}

export interface ComputedRegistry {
  get(resource: string, field: string): ComputedDef | undefined;
  read(store: Store, def: ComputedDef, row: Row): unknown;
  /** Called by writes: `before`/`after` are the old and new row (null on insert/delete). */
  invalidate(store: Store, resource: string, before: Row | null, after: Row | null): void;
  clear(): void;
  /** Model fields flagged computed that have no def here (they read as null). */
  readonly missing: readonly string[];
}

export const ALL_COMPUTED: readonly ComputedDef[] = [...deviceComputed, ...releaseComputed, ...membershipComputed];

const nullDef = (resource: string, field: string): ComputedDef => ({ resource, field, compute: () => null });

/** Builds the registry for a model (only defs whose field exists in the model). */
export function buildComputedRegistry(model: ModelDef, defs: readonly ComputedDef[] = ALL_COMPUTED): ComputedRegistry {
  // resource → field → def: two Map lookups per read, no string building (hot path of every OData row).
  const byKey = new Map<string, Map<string, ComputedDef>>();
  const byResource = new Map<string, ComputedDef[]>();
  const dependents = new Map<string, { def: ComputedDef; map: DependencyMap }[]>();
  const missing: string[] = [];
  for (const res of model.resources) {
    for (const f of res.fields) {
      const def = defs.find((d) => d.resource === res.name && d.field === f.name);
      if (!def && !f.computed) continue;
      if (!def) missing.push(`${res.name}.${f.name}`);
      const used = def ?? nullDef(res.name, f.name);
      let fields = byKey.get(res.name);
      if (!fields) byKey.set(res.name, (fields = new Map()));
      fields.set(f.name, used);
      byResource.set(res.name, [...(byResource.get(res.name) ?? []), used]);
      for (const [dep, map] of Object.entries(used.dependsOn ?? {})) {
        dependents.set(dep, [...(dependents.get(dep) ?? []), { def: used, map }]);
      }
    }
  }
  const cache = new Map<ComputedDef, Map<number, unknown>>();
  const cacheOf = (def: ComputedDef): Map<number, unknown> => {
    let c = cache.get(def);
    if (!c) cache.set(def, (c = new Map()));
    return c;
  };

  return {
    missing,
    get: (resource, field) => byKey.get(resource)?.get(field),
    read(store, def, row) {
      const c = cacheOf(def);
      const hit = c.get(row.id);
      if (hit !== undefined || c.has(row.id)) return hit;
      const value = def.compute(store, row);
      c.set(row.id, value);
      return value;
    },
    invalidate(store, resource, before, after) {
      const id = (after ?? before)?.id;
      if (id !== undefined) for (const def of byResource.get(resource) ?? []) cache.get(def)?.delete(id);
      for (const { def, map } of dependents.get(resource) ?? []) {
        const c = cache.get(def);
        if (!c || c.size === 0) continue;
        for (const changed of [before, after]) {
          if (!changed) continue;
          const ids = map(changed, store);
          if (ids === 'all') {
            c.clear();
            break;
          }
          for (const i of ids) c.delete(i);
        }
      }
    },
    clear: () => cache.clear(),
  };
}
