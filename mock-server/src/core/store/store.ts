/**
 * The in-memory store: one Table per resource of the model, private (non-OData) tables, a computed
 * field cache and write hooks. It implements DataSource for the OData engine. Writes live in
 * write.ts / delete.ts as plain functions over this shape (no god class).
 */
import type { Clock } from '../clock.ts';
import type { ModelDef, ResourceDef } from '../model/types.ts';
import type { Row } from '../model/data-source.ts';
import { Table } from './table.ts';
import { createPrivateTables } from './private.ts';
import { createHooks } from './hooks.ts';
import { buildComputedRegistry } from './computed/registry.ts';
import { StoreError } from './errors.ts';
import { installSideEffects } from './side-effects.ts';
import type { ComputedDef, Reference, Store } from './types.ts';

export type { Reference, Store };

export interface CreateStoreOptions {
  model: ModelDef;
  clock: Clock;
  /** Seeds the PRNG used for generated defaults (uuids). */
  rngSeed?: number;
  /** The first id each table hands out (default 1); the seed starts every table well above small numbers. */
  firstId?: (resource: string) => number;
}

/** Fields that get a value index: FKs, alternate keys, single-field uniques and the model's hot filters. */
function indexedFields(def: ResourceDef): string[] {
  const set = new Set<string>();
  for (const f of def.fields) if (f.type === 'ForeignKey' && !f.computed) set.add(f.name);
  for (const k of def.alternateKeys) set.add(k);
  for (const k of def.indexed ?? []) set.add(k);
  for (const [only, ...rest] of def.unique) if (only !== undefined && rest.length === 0) set.add(only);
  return [...set].filter((name) => def.fields.some((f) => f.name === name && !f.computed));
}

/** Creates an empty store for a model. */
export function createStore({ model, clock, rngSeed = 1, firstId }: CreateStoreOptions): Store {
  const tables = new Map<string, Table>();
  const resources = new Map<string, ResourceDef>();
  const referencedBy = new Map<string, Reference[]>();
  for (const def of model.resources) {
    const t = new Table(def, indexedFields(def));
    if (firstId) t.nextId = firstId(def.name);
    tables.set(def.name, t);
    resources.set(def.name, def);
    for (const s of def.synonyms) resources.set(s, def);
  }
  for (const def of model.resources) {
    for (const f of def.fields) {
      if (f.type !== 'ForeignKey' || f.computed || !f.references) continue;
      const refs = referencedBy.get(f.references) ?? [];
      refs.push({ resource: def.name, field: f.name, nullable: f.nullable });
      referencedBy.set(f.references, refs);
    }
  }
  const computed = buildComputedRegistry(model);
  let lastValue: { resource: string; field: string; def: ComputedDef | undefined } = {
    resource: '',
    field: '',
    def: undefined,
  };

  const table = (resource: string): Table => {
    const t = tables.get(resource) ?? tables.get(resources.get(resource)?.name ?? '');
    if (!t) throw new StoreError(401, '');
    return t;
  };

  const store: Store = {
    model,
    clock,
    tables,
    resources,
    referencedBy,
    computed,
    priv: createPrivateTables(),
    hooks: createHooks(),
    rngState: rngSeed >>> 0 || 1,
    // The casts give the rows their contract types (rows.ts): every write goes through validate.ts,
    // which checks the fields against the model generated from the same contract.
    all: ((resource: string) => table(resource).all()) as Store['all'],
    size: (resource) => table(resource).size,
    get: ((resource: string, id: number) => table(resource).byId.get(id)) as Store['get'],
    find: ((resource: string, field: string, value: unknown): readonly Row[] => {
      const t = table(resource);
      const hit = t.find(field, value);
      if (hit) return hit;
      if (field === 'id') {
        const row = typeof value === 'number' ? t.byId.get(value) : undefined;
        return row ? [row] : [];
      }
      return t.all().filter((row) => store.value(t.def.name, row, field) === value);
    }) as Store['find'],
    sortedBy: (resource, field) => table(resource).sortedBy(field),
    searchText: (resource, field, needle, lower, prefix) => table(resource).searchText(field, needle, lower, prefix),
    value(resource, row, field) {
      // A filter or count reads the same field row after row: the last lookup is kept.
      if (resource !== lastValue.resource || field !== lastValue.field) {
        lastValue = { resource, field, def: computed.get(resources.get(resource)?.name ?? resource, field) };
      }
      const def = lastValue.def;
      return def ? computed.read(store, def, row) : row[field];
    },
  };
  installSideEffects(store);
  return store;
}

/** The table of a resource (canonical name or synonym); 401 with an empty message when unknown (§1.4). */
export function tableOf(store: Store, resource: string): Table {
  const def = store.resources.get(resource);
  const t = def && store.tables.get(def.name);
  if (!t) throw new StoreError(401, '');
  return t;
}

/** Deterministic PRNG (mulberry32) over the store's state: generated defaults never use Math.random. */
export function nextRandom(store: Store): number {
  let t = (store.rngState = (store.rngState + 0x6d2b79f5) >>> 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** 32 lower-case hex characters from the store PRNG (device/application uuid default). */
export function randomHex(store: Store, length = 32): string {
  let out = '';
  while (out.length < length)
    out += Math.floor(nextRandom(store) * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

export type { Row };
