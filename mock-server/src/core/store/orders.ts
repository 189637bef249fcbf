/**
 * Derived orders over one table's rows, built on first use and kept up to date lazily, so a write
 * costs O(1) (the row is noted as changed) and the next read repairs what the writes left behind:
 *  - SortedOrder: rows by one field ascending (nulls last), ties by id — an `$orderby` on that field
 *    walks it instead of sorting 100,000 rows per read;
 *  - TextIndex: one field's values joined into one string (optionally lower-cased), so a substring
 *    or prefix search over 100,000 values is a few native `indexOf` calls instead of a call per row.
 * Both answer for live rows only (a removed row is never returned).
 */
import type { FieldDef } from '../model/types.ts';
import type { MutableRow } from './table.ts';

/** Field types a SortedOrder can keep (JSON values have no order). */
const SORTABLE_TYPES: ReadonlySet<string> = new Set([
  'Serial', 'Integer', 'Big Integer', 'Real', 'ForeignKey', 'Short Text', 'Text', 'Boolean', 'Date Time', 'Date',
]);
/** Field types a TextIndex can keep. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['Short Text', 'Text']);

export const canSort = (f: FieldDef): boolean => !f.computed && SORTABLE_TYPES.has(f.type);
export const canSearch = (f: FieldDef): boolean => !f.computed && TEXT_TYPES.has(f.type);

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
  if (f.type === 'Big Integer') return (row) => (row[name] === null || row[name] === undefined ? null : Number(row[name]));
  return (row) => row[name] ?? null;
}

/** Nulls last, then numbers/booleans by value and text by code unit (the engine's compareValues). */
export function compareSortKeys(a: unknown, b: unknown): number {
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
  private readonly key: (row: MutableRow) => unknown;

  constructor(
    field: FieldDef,
    live: Iterable<MutableRow>,
    private readonly isLive: (row: MutableRow) => boolean,
  ) {
    this.key = sortKeyOf(field);
    const entries = [...live].map((row) => ({ row, key: this.key(row) }));
    entries.sort((x, y) => compareSortKeys(x.key, y.key) || x.row.id - y.row.id);
    this.rows = entries.map((e) => e.row);
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

  /** Rows and their keys in order, after repairing what writes changed. */
  read(): { rows: readonly MutableRow[]; keys: readonly unknown[] } {
    if (this.pending.size > 0) this.repair();
    return { rows: this.rows, keys: this.keys };
  }

  private position(key: unknown, id: number): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = compareSortKeys(this.keys[mid], key) || this.rows[mid].id - id;
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private repair(): void {
    const pending = this.pending;
    this.pending = new Map();
    if (pending.size <= SPLICE_REPAIRS_MAX) {
      for (const [row, placed] of pending) {
        if (placed !== ABSENT) {
          const at = this.position(placed, row.id);
          if (this.rows[at] === row) {
            this.rows.splice(at, 1);
            this.keys.splice(at, 1);
          }
        }
        if (!this.isLive(row)) continue;
        const key = this.key(row);
        const at = this.position(key, row.id);
        this.rows.splice(at, 0, row);
        this.keys.splice(at, 0, key);
      }
      return;
    }
    // Many changes: drop them in one pass, sort them alone and merge (O(n + k log k)).
    const changed = [...pending.keys()].filter(this.isLive).map((row) => ({ row, key: this.key(row) }));
    changed.sort((x, y) => compareSortKeys(x.key, y.key) || x.row.id - y.row.id);
    const rows: MutableRow[] = [];
    const keys: unknown[] = [];
    let j = 0;
    for (let i = 0; i < this.rows.length; i++) {
      const row = this.rows[i];
      if (pending.has(row)) continue;
      const key = this.keys[i];
      while (j < changed.length && (compareSortKeys(changed[j].key, key) || changed[j].row.id - row.id) < 0) {
        rows.push(changed[j].row);
        keys.push(changed[j++].key);
      }
      rows.push(row);
      keys.push(key);
    }
    for (; j < changed.length; j++) {
      rows.push(changed[j].row);
      keys.push(changed[j].key);
    }
    this.rows = rows;
    this.keys = keys;
  }
}

/**
 * Separates values in a TextIndex and marks where each begins (a prefix search looks for it followed
 * by the prefix). A value may itself hold it: matches are candidates that the caller re-checks.
 */
const SEPARATOR = '\u0000';
/** Rebuild once more rows changed than this (plus 1 % of the table); until then changed rows are always candidates. */
const TEXT_CHANGES_MAX = 256;

/** One text field's values (lower-cased or as stored) in one string, searched with `indexOf`. */
export class TextIndex {
  private text = '';
  /** starts[i]: offset of row i's value in `text`; one extra entry marks the end. */
  private starts = new Int32Array(1);
  private rows: MutableRow[] = [];
  /** Rows added or changed since the build: their indexed value may be stale, so they are always candidates. */
  private changed = new Set<MutableRow>();
  /** Some value holds the separator: a match may then straddle two values. */
  private holdsSeparator = false;

  constructor(
    private readonly field: string,
    private readonly lower: boolean,
    private readonly live: () => readonly MutableRow[],
    private readonly isLive: (row: MutableRow) => boolean,
  ) {
    this.build();
  }

  private build(): void {
    const rows = this.live();
    this.holdsSeparator = false;
    const parts: string[] = new Array(rows.length);
    const starts = new Int32Array(rows.length + 1);
    let at = 0;
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i][this.field];
      const s = typeof v === 'string' ? (this.lower ? v.toLowerCase() : v) : '';
      if (s.includes(SEPARATOR)) this.holdsSeparator = true;
      parts[i] = SEPARATOR + s;
      starts[i] = at + 1;
      at += s.length + 1;
    }
    starts[rows.length] = at + 1;
    this.text = parts.join('');
    this.starts = starts;
    this.rows = rows.slice();
    this.changed.clear();
  }

  /** A row was added, or its field is about to change or it is removed. O(1). */
  noteChange(row: MutableRow): void {
    this.changed.add(row);
  }

  /**
   * Live rows whose value contains `needle` (or starts with it, `prefix`), in id order. `exact`
   * says the list is exactly those rows; otherwise it may hold others too (rows changed since the
   * build, values holding the separator) and the caller must check each — never is one missing.
   */
  search(needle: string, prefix: boolean): { rows: MutableRow[]; exact: boolean } {
    if (this.changed.size > TEXT_CHANGES_MAX + this.rows.length / 100) this.build();
    const { text, starts, rows, changed } = this;
    const pattern = prefix ? SEPARATOR + needle : needle;
    // Rows in `text` were live at the build; removed ones are in `changed` since.
    const check = changed.size > 0;
    const out: MutableRow[] = [];
    let i = 0;
    let from = 0;
    while (rows.length > 0) {
      const p = text.indexOf(pattern, from);
      if (p < 0) break;
      const at = prefix ? p + 1 : p;
      while (starts[i + 1] <= at) i++;
      const row = rows[i];
      if (!check || !changed.has(row)) out.push(row);
      // One match per row is enough: continue at the next row's value.
      from = prefix ? starts[i + 1] - 1 : starts[i + 1];
      i++;
      if (i >= rows.length) break;
    }
    const exact = !check && !this.holdsSeparator && !needle.includes(SEPARATOR);
    if (!check) return { rows: out, exact };
    let unordered = false;
    for (const row of changed) {
      if (!this.isLive(row)) continue;
      out.push(row);
      unordered = true;
    }
    return { rows: unordered ? out.sort((a, b) => a.id - b.id) : out, exact };
  }
}
