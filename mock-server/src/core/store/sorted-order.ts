/**
 * A derived order over one table's rows, built on first use and kept up to date lazily, so a write
 * costs O(1) (the row is noted as changed) and the next read repairs what the writes left behind:
 * SortedOrder keeps rows by one field ascending (nulls last), ties by id, so an `$orderby` on that
 * field walks it instead of sorting 100,000 rows per read. It answers for live rows only (a removed
 * row is never returned). Its sibling for text search is text-index.ts.
 */
import type { FieldDef } from '../model/types.ts';
import type { MutableRow } from '../model/data-source.ts';

/** Field types a SortedOrder can keep (JSON values have no order). */
const SORTABLE_TYPES: ReadonlySet<string> = new Set([
  'Serial',
  'Integer',
  'Big Integer',
  'Real',
  'ForeignKey',
  'Short Text',
  'Text',
  'Boolean',
  'Date Time',
  'Date',
]);

export const canSort = (f: FieldDef): boolean => !f.computed && SORTABLE_TYPES.has(f.type);

/** The value a field sorts by, as the OData engine compares it: dates as epoch ms, Big Integers as numbers. */
function sortKeyOf(f: FieldDef): (row: MutableRow) => unknown {
  const name = f.name;
  if (f.type === 'Date Time' || f.type === 'Date') {
    return (row) => {
      const v = row[name];
      if (v === null || v === undefined) return null;
      if (typeof v === 'number') return v;
      const ms = Date.parse(String(v));
      return Number.isNaN(ms) ? null : ms;
    };
  }
  if (f.type === 'Big Integer')
    return (row) => (row[name] === null || row[name] === undefined ? null : Number(row[name]));
  return (row) => row[name] ?? null;
}

/** Nulls last, then numbers/booleans by value and text by code unit (the engine's compareValues). */
function compareSortKeys(a: unknown, b: unknown): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** Changed rows repaired one by one (binary search + splice) up to this many; more are merged in one pass. */
const SPLICE_REPAIRS_MAX = 32;
const ABSENT = Symbol('absent');

/** Rows of a table by one field ascending (nulls last), ties by id. */
export class SortedOrder {
  private rows: MutableRow[] = [];
  /** The key each entry of `rows` was placed under (a row's value may have changed since). */
  private keys: unknown[] = [];
  /** Rows changed since the last read → the key they are placed under in `rows` (ABSENT: not placed). */
  private pending = new Map<MutableRow, unknown>();
  /** groups[i]: the first position holding the same key as position i (built on demand, dropped on repair). */
  private groups: Int32Array | null = null;
  /** The ids of `rows`, position by position (kept in step with `rows`, so a write costs no rebuild). */
  private ids: number[] = [];
  private readonly key: (row: MutableRow) => unknown;

  constructor(
    field: FieldDef,
    live: Iterable<MutableRow>,
    private readonly isLive: (row: MutableRow) => boolean,
  ) {
    this.key = sortKeyOf(field);
    const entries = [...live].map((row) => ({ row, key: this.key(row) }));
    entries.sort(entryOrder(entries));
    this.rows = entries.map((e) => e.row);
    this.ids = entries.map((e) => e.row.id);
    this.keys = entries.map((e) => e.key);
  }

  /** Before a row's field changes (or it is removed): remember where it sits. O(1). */
  noteChange(row: MutableRow): void {
    if (!this.pending.has(row)) this.pending.set(row, this.key(row));
  }

  /** A row was added. O(1). */
  noteAdd(row: MutableRow): void {
    if (!this.pending.has(row)) this.pending.set(row, ABSENT);
  }

  /**
   * Rows and their keys in order, after repairing what writes changed; `groups()` gives, for each
   * position, the first position holding an equal key (a descending walk visits equal keys in id
   * order without comparing keys row by row), and `ids()` the rows' ids (a walk can test an id
   * without loading the row).
   */
  read(): {
    rows: readonly MutableRow[];
    keys: readonly unknown[];
    groups: () => Int32Array;
    ids: () => readonly number[];
  } {
    if (this.pending.size > 0) this.repair();
    return {
      rows: this.rows,
      keys: this.keys,
      groups: () => (this.groups ??= groupStarts(this.keys)),
      ids: () => this.ids,
    };
  }

  private position(key: unknown, id: number): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      // lo <= mid < hi <= rows.length: in range.
      const c = compareSortKeys(this.keys[mid], key) || this.rows[mid]!.id - id;
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private repair(): void {
    const pending = this.pending;
    this.pending = new Map();
    this.groups = null;
    if (pending.size <= SPLICE_REPAIRS_MAX) {
      for (const [row, placed] of pending) {
        if (placed !== ABSENT) {
          const at = this.position(placed, row.id);
          if (this.rows[at] === row) {
            this.rows.splice(at, 1);
            this.ids.splice(at, 1);
            this.keys.splice(at, 1);
          }
        }
        if (!this.isLive(row)) continue;
        const key = this.key(row);
        const at = this.position(key, row.id);
        this.rows.splice(at, 0, row);
        this.ids.splice(at, 0, row.id);
        this.keys.splice(at, 0, key);
      }
      return;
    }
    // Many changes: drop them in one pass, sort them alone and merge (O(n + k log k)).
    const changed = [...pending.keys()].filter(this.isLive).map((row) => ({ row, key: this.key(row) }));
    changed.sort((x, y) => compareSortKeys(x.key, y.key) || x.row.id - y.row.id);
    const rows: MutableRow[] = [];
    const keys: unknown[] = [];
    const ids: number[] = [];
    let j = 0;
    const take = (c: { row: MutableRow; key: unknown }) => {
      rows.push(c.row);
      keys.push(c.key);
      ids.push(c.row.id);
      j++;
    };
    for (const [i, row] of this.rows.entries()) {
      if (pending.has(row)) continue;
      const key = this.keys[i];
      // keys and ids are kept in step with rows.
      const id = this.ids[i]!;
      for (let c = changed[j]; c !== undefined && (compareSortKeys(c.key, key) || c.row.id - id) < 0; c = changed[j])
        take(c);
      rows.push(row);
      keys.push(key);
      ids.push(id);
    }
    for (let c = changed[j]; c !== undefined; c = changed[j]) take(c);
    this.rows = rows;
    this.keys = keys;
    this.ids = ids;
  }
}

/** For each position of sorted `keys`, the first position whose key is equal to it. */
function groupStarts(keys: readonly unknown[]): Int32Array {
  const out = new Int32Array(keys.length);
  let start = 0;
  for (let i = 1; i < keys.length; i++) {
    const a = keys[i - 1];
    const b = keys[i];
    if (!(a === b || (a !== null && b !== null && compareSortKeys(a, b) === 0))) start = i;
    out[i] = start;
  }
  return out;
}

/** The build's comparator: plain code-unit comparison when every key is text (most sorted fields), else compareSortKeys. */
function entryOrder(
  entries: readonly { row: MutableRow; key: unknown }[],
): (x: { row: MutableRow; key: unknown }, y: { row: MutableRow; key: unknown }) => number {
  const allText = entries.every((e) => typeof e.key === 'string');
  if (!allText) return (x, y) => compareSortKeys(x.key, y.key) || x.row.id - y.row.id;
  return (x, y) => {
    const a = x.key as string;
    const b = y.key as string;
    return a < b ? -1 : a > b ? 1 : x.row.id - y.row.id;
  };
}
