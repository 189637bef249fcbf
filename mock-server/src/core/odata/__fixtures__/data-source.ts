/**
 * An in-memory DataSource over plain row arrays, indexed on every field on demand (the engine's
 * tests need `find` on FKs, alternate keys and indexed fields). Computed fields come from a map
 * of functions. Counts `find`/`all` calls so tests can prove the engine used an index.
 */
import type { DataSource, Row } from '../../model/data-source.ts';
import type { ModelDef } from '../../model/types.ts';

export type Computed = Record<string, Record<string, (row: Row, ds: DataSource) => unknown>>;

export interface FixtureDataSource extends DataSource {
  stats: { all: number; find: number };
}

/** Builds a DataSource; rows are sorted by id. */
export function createFixtureDataSource(
  model: ModelDef,
  tables: Record<string, Row[]>,
  computed: Computed = {},
): FixtureDataSource {
  const sorted = new Map(Object.entries(tables).map(([k, rows]) => [k, [...rows].sort((a, b) => a.id - b.id)]));
  const byId = new Map([...sorted].map(([k, rows]) => [k, new Map(rows.map((r) => [r.id, r]))]));
  const indexes = new Map<string, Map<unknown, Row[]>>();
  const stats = { all: 0, find: 0 };
  const ds: FixtureDataSource = {
    model,
    stats,
    all(resource) {
      stats.all++;
      return sorted.get(resource) ?? [];
    },
    get: (resource, id) => byId.get(resource)?.get(id),
    size: (resource) => sorted.get(resource)?.length ?? 0,
    find(resource, field, value) {
      stats.find++;
      const key = `${resource}.${field}`;
      let idx = indexes.get(key);
      if (!idx) {
        idx = new Map();
        for (const r of sorted.get(resource) ?? []) {
          const v = r[field];
          const list = idx.get(v);
          if (list) list.push(r);
          else idx.set(v, [r]);
        }
        indexes.set(key, idx);
      }
      return idx.get(value) ?? [];
    },
    value(resource, row, field) {
      const fn = computed[resource]?.[field];
      return fn ? fn(row, ds) : row[field];
    },
  };
  return ds;
}
