/**
 * Field access and value semantics shared by $filter and $orderby. Rows hold dates as ISO strings
 * and Big Integers as decimal strings (data-source.ts); for comparison both become numbers.
 * Text orders by code unit, like PostgreSQL's C collation (api-ground-truth §7).
 */
import type { CanRead, DataSource, Row } from '../model/data-source.ts';
import type { FieldDef, FieldType } from '../model/types.ts';
import type { Kind } from './literals.ts';
import type { ResourceInfo } from './schema.ts';

/** Per-evaluation state: the data, the caller's visibility, the clock and lambda variables. */
export interface EvalEnv {
  ds: DataSource;
  canRead: CanRead;
  now: number;
  vars: Row[];
}

export type Getter = (row: Row, env: EvalEnv) => unknown;

const KIND_OF_TYPE: Readonly<Record<FieldType, Kind>> = {
  Serial: 'number',
  Integer: 'number',
  'Big Integer': 'number',
  Real: 'number',
  ForeignKey: 'number',
  'Short Text': 'text',
  Text: 'text',
  Boolean: 'boolean',
  'Date Time': 'date',
  Date: 'date',
  JSON: 'json',
  WebResource: 'json',
};

export const kindOfField = (f: FieldDef): Kind => KIND_OF_TYPE[f.type];

/** Epoch ms of a stored date (ISO string, Date or number), null when unset or unparseable. */
function toMs(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (v instanceof Date) return v.getTime();
  const ms = Date.parse(String(v));
  return Number.isNaN(ms) ? null : ms;
}

/** The raw (wire) value of a field: stored fields straight off the row, computed ones via the DataSource. */
export function rawGetter(res: ResourceInfo, f: FieldDef): Getter {
  const name = f.name;
  if (f.computed) return (row, env) => env.ds.value(res.name, row, name) ?? null;
  return (row) => row[name] ?? null;
}

/** A field's value normalised for comparison (dates → ms, Big Integer → number). */
export function fieldGetter(res: ResourceInfo, f: FieldDef): Getter {
  const raw = rawGetter(res, f);
  if (f.type === 'Date Time' || f.type === 'Date') return (row, env) => toMs(raw(row, env));
  if (f.type === 'Big Integer')
    return (row, env) => {
      const v = raw(row, env);
      return v === null ? null : Number(v);
    };
  return raw;
}

/** Total order of two non-null comparable values: numbers, text (code units), booleans. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = typeof a === 'string' ? a : JSON.stringify(a);
  const sb = typeof b === 'string' ? b : JSON.stringify(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Equality of two non-null values (JSON compared structurally). */
export function equalValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
