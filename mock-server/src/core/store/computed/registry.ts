/**
 * Computed fields: one ComputedDef per resource.field, values cached per row and invalidated on
 * writes to the row itself or to rows it depends on (e.g. image_install → device.overall_status).
 * A def applies whenever the model has that field; a model field marked computed without a def
 * reads as null and is listed in `missing`.
 */
import type { ModelDef } from '../../model/types.ts';
import type { ComputedDef, ComputedRegistry, DependencyMap } from '../types.ts';
import { deviceComputed } from './device-status.ts';
import { releaseComputed } from './release-version.ts';
import { membershipComputed } from './membership.ts';

export type { ComputedDef, ComputedRegistry } from '../types.ts';
export { computedField } from './define.ts';

const ALL_COMPUTED: readonly ComputedDef[] = [...deviceComputed, ...releaseComputed, ...membershipComputed];

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
      for (const [dep, map] of Object.entries<DependencyMap<never> | undefined>(used.dependsOn ?? {})) {
        // Run only with changed rows of `dep`, which its map is typed for.
        if (map) dependents.set(dep, [...(dependents.get(dep) ?? []), { def: used, map: map as DependencyMap }]);
      }
    }
  }
  // Values by row id in an array per def (ids are dense serials): a count over 100,000 devices reads
  // one element per row instead of hashing its id. UNSET marks a value to compute.
  const cache = new Map<ComputedDef, IdCache>();
  const cacheOf = (def: ComputedDef): IdCache => {
    let c = cache.get(def);
    if (!c) cache.set(def, (c = new IdCache()));
    return c;
  };

  return {
    missing,
    get: (resource, field) => byKey.get(resource)?.get(field),
    read(store, def, row) {
      const c = cacheOf(def);
      const hit = c.get(row.id);
      if (hit !== UNSET) return hit;
      const value = def.compute(store, row);
      c.set(row.id, value);
      return value;
    },
    invalidate(store, resource, before, after) {
      const id = (after ?? before)?.id;
      if (id !== undefined) for (const def of byResource.get(resource) ?? []) cache.get(def)?.delete(id);
      for (const { def, map } of dependents.get(resource) ?? []) {
        const c = cache.get(def);
        if (!c || c.isEmpty()) continue;
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

const UNSET = Symbol('unset');

/** Computed values by row id: an array for ids that are small integers, a Map for any other. */
class IdCache {
  private values: unknown[] = [];
  private other = new Map<number, unknown>();
  private count = 0;

  get(id: number): unknown {
    if (isIndex(id)) {
      const v = this.values[id];
      return v === undefined ? UNSET : v === UNDEFINED ? undefined : v;
    }
    return this.other.has(id) ? this.other.get(id) : UNSET;
  }

  set(id: number, value: unknown): void {
    if (isIndex(id)) {
      if (this.values[id] === undefined) this.count++;
      this.values[id] = value === undefined ? UNDEFINED : value;
    } else {
      if (!this.other.has(id)) this.count++;
      this.other.set(id, value);
    }
  }

  delete(id: number): void {
    if (isIndex(id)) {
      if (this.values[id] !== undefined) this.count--;
      this.values[id] = undefined;
    } else if (this.other.delete(id)) this.count--;
  }

  clear(): void {
    this.values = [];
    this.other.clear();
    this.count = 0;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }
}

/** Stands for a computed `undefined` in the array (where `undefined` means "not computed"). */
const UNDEFINED = Symbol('undefined');
/** Ids at or above this go to the Map: an array indexed by serial ids stays dense below it. */
const ARRAY_ID_LIMIT = 10_000_000;
/** Ids kept in the array: non-negative integers below ARRAY_ID_LIMIT (a serial id table). */
const isIndex = (id: number): boolean => Number.isInteger(id) && id >= 0 && id < ARRAY_ID_LIMIT;
