/**
 * Walking navigations with the caller's visibility applied: a related row the caller cannot read
 * is treated as absent, in filters, counts and expansions alike (api-ground-truth §1.4: invisible
 * rows are silently missing).
 */
import type { Row } from '../model/data-source.ts';
import type { NavInfo } from './schema.ts';
import type { EvalEnv } from './values.ts';
import { derivedRule } from './derived.ts';

export type ToOne = (row: Row, env: EvalEnv) => Row | undefined;
export type ToMany = (row: Row, env: EvalEnv) => Row[];

/** The visible row a to-one navigation (FK) points to. */
export function toOne(nav: NavInfo): ToOne {
  const { fk, computedOn } = nav;
  const target = nav.target.name;
  return (row, env) => {
    // A computed FK (device.should_be_running__release) is derived by the data source, not stored.
    const id = computedOn === undefined ? row[fk] : env.ds.value(computedOn, row, fk);
    if (id === null || id === undefined) return undefined;
    const t = env.ds.get(target, id as number);
    return t && env.canRead(target, t) ? t : undefined;
  };
}

/** The visible rows a to-many navigation reaches (reverse FK, or many-to-many through a join). */
function toMany(nav: NavInfo): ToMany {
  const target = nav.target.name;
  if (nav.derived) {
    const rule = derivedRule(nav.derived);
    return (row, env) => rule(row, env).filter((t) => env.canRead(target, t));
  }
  const through = nav.through;
  if (through) {
    return (row, env) => {
      const out: Row[] = [];
      for (const link of env.ds.find(through.resource, through.from, row.id)) {
        if (!env.canRead(through.resource, link)) continue;
        const id = link[through.to];
        const t = id === null || id === undefined ? undefined : env.ds.get(target, id as number);
        if (t && env.canRead(target, t)) out.push(t);
      }
      return out;
    };
  }
  const { fk } = nav;
  return (row, env) => {
    const rows = env.ds.find(target, fk, row.id);
    const out: Row[] = [];
    for (const r of rows) if (env.canRead(target, r)) out.push(r);
    return out;
  };
}

/** Any navigation as a set of rows (a to-one gives zero or one). */
export function navRows(nav: NavInfo): ToMany {
  if (nav.cardinality === 'many') return toMany(nav);
  const one = toOne(nav);
  return (row, env) => {
    const t = one(row, env);
    return t ? [t] : [];
  };
}
