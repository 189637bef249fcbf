/**
 * Derived orders over one table's rows, built on first use and kept up to date lazily, so a write
 * costs O(1) (the row is noted as changed) and the next read repairs what the writes left behind:
 *  - SortedOrder: rows by one field ascending (nulls last), ties by id — an `$orderby` on that field
 *    walks it instead of sorting 100,000 rows per read;
 *  - TextIndex: one field's distinct values (optionally lower-cased) with the rows holding each, so a
 *    substring search over 100,000 rows is `indexOf` over a few thousand distinct values and a
 *    prefix search a binary search, instead of a filter call per row.
 * Both answer for live rows only (a removed row is never returned).
 */
import type { FieldDef } from '../model/types.ts';
import type { MutableRow } from '../model/data-source.ts';

/** A TextIndex answer: rows in id order, their ids, and whether the list is exact. */
export interface TextAnswer {
  rows: MutableRow[];
  ids: Int32Array;
  exact: boolean;
}

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
      const c = compareSortKeys(this.keys[mid], key) || this.rows[mid].id - id;
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
    const takeChanged = () => {
      const c = changed[j++];
      rows.push(c.row);
      keys.push(c.key);
      ids.push(c.row.id);
    };
    for (let i = 0; i < this.rows.length; i++) {
      const row = this.rows[i];
      if (pending.has(row)) continue;
      const key = this.keys[i];
      const id = this.ids[i];
      while (j < changed.length && (compareSortKeys(changed[j].key, key) || changed[j].row.id - id) < 0) takeChanged();
      rows.push(row);
      keys.push(key);
      ids.push(id);
    }
    while (j < changed.length) takeChanged();
    this.rows = rows;
    this.keys = keys;
    this.ids = ids;
  }
}

/** For each position of sorted `keys`, the first position whose key is equal to it. */
function groupStarts(keys: readonly unknown[]): Int32Array {
  const out = new Int32Array(keys.length);
  for (let i = 1; i < keys.length; i++) {
    const a = keys[i - 1];
    const b = keys[i];
    out[i] = a === b || (a !== null && b !== null && compareSortKeys(a, b) === 0) ? out[i - 1] : i;
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

/**
 * Separates distinct values in a TextIndex's search text. A value may itself hold it: a match may
 * then straddle two values, so the answer is no longer exact (the caller re-checks).
 */
const SEPARATOR = '\u0000';
/** Rebuild once more rows changed than this (plus 1 % of the table); until then changed rows are always candidates. */
const TEXT_CHANGES_MAX = 256;
/** Searches a TextIndex remembers until the next change. */
const RECENT_SEARCHES = 8;
/** Matches are gathered by marking rows (one pass over the table) above this share of it, else sorted. */
const MARK_SHARE = 1 / 64;

/**
 * One text field's distinct values (lower-cased or as stored), sorted by code unit, each with the
 * rows holding it. A substring search runs `indexOf` over the distinct values joined in one string
 * (a fleet of 100,000 devices has a few thousand distinct names); a prefix search is a binary search
 * in the sorted values. Rows changed since the build are always candidates until the next rebuild.
 */
export class TextIndex {
  /** Distinct values, sorted by code unit. */
  private values: string[] = [];
  /** The distinct values joined, each after a SEPARATOR; starts[d] is where value d begins. */
  private text = '';
  private starts = new Int32Array(1);
  /** Rows holding value d: positions in `rows`, ascending, at postings[from[d] .. from[d + 1]). */
  private from = new Int32Array(1);
  private postings = new Int32Array(0);
  /** Live rows at the build, in id order, and their ids. */
  private rows: MutableRow[] = [];
  private rowIds = new Int32Array(0);
  /** Rows added, changed or removed since the build: their indexed value may be stale. */
  private changed = new Set<MutableRow>();
  private holdsSeparator = false;
  /** Scratch for gathering many matches in row order (all zero between searches). */
  private marks = new Uint8Array(0);
  /**
   * Recent answers by needle, dropped on any change: a search box asks for a page and its count
   * with the same needle, and paging repeats it.
   */
  private recent = new Map<string, TextAnswer>();

  constructor(
    private readonly field: string,
    private readonly lower: boolean,
    private readonly live: () => readonly MutableRow[],
    private readonly isLive: (row: MutableRow) => boolean,
  ) {
    this.build();
  }

  private build(): void {
    const rows = this.live().slice();
    const byValue = new Map<string, number[]>();
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i][this.field];
      if (typeof v !== 'string') continue;
      const s = this.lower ? v.toLowerCase() : v;
      const list = byValue.get(s);
      if (list) list.push(i);
      else byValue.set(s, [i]);
    }
    const values = [...byValue.keys()].sort();
    const from = new Int32Array(values.length + 1);
    const starts = new Int32Array(values.length + 1);
    let total = 0;
    let at = 0;
    this.holdsSeparator = false;
    for (let d = 0; d < values.length; d++) {
      from[d] = total;
      total += (byValue.get(values[d]) as number[]).length;
      starts[d] = at + 1;
      at += values[d].length + 1;
      if (values[d].includes(SEPARATOR)) this.holdsSeparator = true;
    }
    from[values.length] = total;
    starts[values.length] = at + 1;
    const postings = new Int32Array(total);
    for (let d = 0; d < values.length; d++) postings.set(byValue.get(values[d]) as number[], from[d]);
    this.values = values;
    this.text = values.length === 0 ? '' : SEPARATOR + values.join(SEPARATOR);
    this.starts = starts;
    this.from = from;
    this.postings = postings;
    this.rows = rows;
    this.rowIds = Int32Array.from(rows, (r) => r.id);
    this.changed.clear();
    this.recent.clear();
  }

  /** A row was added, or its field is about to change or it is removed. O(1). */
  noteChange(row: MutableRow): void {
    this.changed.add(row);
    if (this.recent.size > 0) this.recent.clear();
  }

  /** Distinct values (indexes into `values`) containing `needle`, or starting with it when `prefix`. */
  private matchingValues(needle: string, prefix: boolean): number[] {
    const { values, text, starts } = this;
    const out: number[] = [];
    if (prefix) {
      let lo = 0;
      let hi = values.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (values[mid] < needle) lo = mid + 1;
        else hi = mid;
      }
      for (let d = lo; d < values.length && values[d].startsWith(needle); d++) out.push(d);
      return out;
    }
    let d = 0;
    let pos = 0;
    while (d < values.length) {
      const p = text.indexOf(needle, pos);
      if (p < 0) break;
      while (starts[d + 1] <= p) d++;
      if (d >= values.length) break;
      out.push(d);
      // One match per value is enough: continue at the next value.
      pos = starts[d + 1];
      d++;
    }
    return out;
  }

  /**
   * Live rows whose value contains `needle` (or starts with it, `prefix`), in id order. `exact`
   * says the list is exactly those rows; otherwise it may hold others too (rows changed since the
   * build, values holding the separator) and the caller must check each; never is one missing.
   */
  search(needle: string, prefix: boolean): TextAnswer {
    const cacheKey = (prefix ? '^' : '~') + needle;
    const hit = this.recent.get(cacheKey);
    if (hit) return hit;
    const found = this.find(needle, prefix);
    // Every change (a row added, changed or removed) clears the list, so a remembered answer is current.
    if (this.recent.size >= RECENT_SEARCHES) this.recent.delete(this.recent.keys().next().value as string);
    this.recent.set(cacheKey, found);
    return found;
  }

  private find(needle: string, prefix: boolean): TextAnswer {
    if (this.changed.size > TEXT_CHANGES_MAX + this.rows.length / 100) this.build();
    const { rows, rowIds, changed, from, postings } = this;
    const matched = this.matchingValues(needle, prefix);
    // Rows of the build were live then; removed ones are in `changed` since.
    const check = changed.size > 0;
    let total = 0;
    for (const d of matched) total += from[d + 1] - from[d];
    // Sized once: growing a list of 50,000 rows step by step costs more than finding them.
    const out: MutableRow[] = new Array<MutableRow>(total);
    const ids = new Int32Array(total);
    let n = 0;
    const keep = (i: number) => {
      const row = rows[i];
      if (check && changed.has(row)) return;
      ids[n] = rowIds[i];
      out[n++] = row;
    };
    if (matched.length === 1) {
      for (let k = from[matched[0]]; k < from[matched[0] + 1]; k++) keep(postings[k]);
    } else if (total > rows.length * MARK_SHARE) {
      if (this.marks.length !== rows.length) this.marks = new Uint8Array(rows.length);
      const marks = this.marks;
      for (const d of matched) for (let k = from[d]; k < from[d + 1]; k++) marks[postings[k]] = 1;
      for (let i = 0; i < marks.length; i++) if (marks[i] === 1) keep(i);
      marks.fill(0);
    } else if (total > 0) {
      const at = new Int32Array(total);
      let m = 0;
      for (const d of matched) for (let k = from[d]; k < from[d + 1]; k++) at[m++] = postings[k];
      at.sort();
      for (let k = 0; k < at.length; k++) keep(at[k]);
    }
    out.length = n;
    const exact = !check && (prefix || (!this.holdsSeparator && !needle.includes(SEPARATOR)));
    if (!check) return { rows: out, ids: n === total ? ids : ids.slice(0, n), exact };
    // Changed rows that are live are candidates too: merged in by id (they are few).
    const extra = [...changed].filter(this.isLive).sort((a, b) => a.id - b.id);
    if (extra.length === 0) return { rows: out, ids: ids.slice(0, n), exact };
    const rowsOut: MutableRow[] = [];
    const idsOut = new Int32Array(n + extra.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < n || j < extra.length) {
      if (j >= extra.length || (i < n && ids[i] < extra[j].id)) {
        idsOut[k++] = ids[i];
        rowsOut.push(out[i++]);
      } else {
        idsOut[k++] = extra[j].id;
        rowsOut.push(extra[j++]);
      }
    }
    return { rows: rowsOut, ids: idsOut, exact };
  }
}
