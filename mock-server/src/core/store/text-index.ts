/**
 * A derived text index over one table's rows, built on first use and kept up to date lazily, so a
 * write costs O(1) (the row is noted as changed) and the next read repairs what the writes left
 * behind: TextIndex keeps one field's distinct values (optionally lower-cased) with the rows holding
 * each, so a substring search over 100,000 rows is `indexOf` over a few thousand distinct values and
 * a prefix search a binary search, instead of a filter call per row. It answers for live rows only
 * (a removed row is never returned). Its sibling for `$orderby` is sorted-order.ts.
 */
import type { FieldDef } from '../model/types.ts';
import type { MutableRow } from '../model/data-source.ts';

/** A TextIndex answer: rows in id order, their ids, and whether the list is exact. */
export interface TextAnswer {
  rows: MutableRow[];
  ids: Int32Array;
  exact: boolean;
}

/** Field types a TextIndex can keep. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['Short Text', 'Text']);

export const canSearch = (f: FieldDef): boolean => !f.computed && TEXT_TYPES.has(f.type);

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
    for (const [i, row] of rows.entries()) {
      const v = row[this.field];
      if (typeof v !== 'string') continue;
      const s = this.lower ? v.toLowerCase() : v;
      const list = byValue.get(s);
      if (list) list.push(i);
      else byValue.set(s, [i]);
    }
    // Sorted by code unit, as Array#sort orders strings by default.
    const distinct = [...byValue].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const values = distinct.map(([value]) => value);
    const from = new Int32Array(values.length + 1);
    const starts = new Int32Array(values.length + 1);
    let total = 0;
    let at = 0;
    this.holdsSeparator = false;
    for (const [d, [value, list]] of distinct.entries()) {
      from[d] = total;
      total += list.length;
      starts[d] = at + 1;
      at += value.length + 1;
      if (value.includes(SEPARATOR)) this.holdsSeparator = true;
    }
    from[values.length] = total;
    starts[values.length] = at + 1;
    const postings = new Int32Array(total);
    for (const [d, [, list]] of distinct.entries()) postings.set(list, from[d]);
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
        // lo <= mid < hi <= values.length: in range.
        if (values[mid]! < needle) lo = mid + 1;
        else hi = mid;
      }
      for (let d = lo; d < values.length && values[d]!.startsWith(needle); d++) out.push(d);
      return out;
    }
    // starts has values.length + 1 entries, so starts[d + 1] is in range while d < values.length.
    let d = 0;
    let pos = 0;
    while (d < values.length) {
      const p = text.indexOf(needle, pos);
      if (p < 0) break;
      while (starts[d + 1]! <= p) d++;
      if (d >= values.length) break;
      out.push(d);
      // One match per value is enough: continue at the next value.
      pos = starts[d + 1]!;
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
    const oldest = this.recent.keys().next();
    if (this.recent.size >= RECENT_SEARCHES && !oldest.done) this.recent.delete(oldest.value);
    this.recent.set(cacheKey, found);
    return found;
  }

  private find(needle: string, prefix: boolean): TextAnswer {
    if (this.changed.size > TEXT_CHANGES_MAX + this.rows.length / 100) this.build();
    const { rows, rowIds, changed, from, postings } = this;
    const matched = this.matchingValues(needle, prefix);
    // Rows of the build were live then; removed ones are in `changed` since.
    const check = changed.size > 0;
    // Indexes below are in range by construction: a matched value d < values.length has from[d]
    // and from[d + 1] (from has values.length + 1 entries), postings hold positions in `rows`
    // (rowIds has one id per row), and the loops stay below each array's length.
    let total = 0;
    for (const d of matched) total += from[d + 1]! - from[d]!;
    // Sized once: growing a list of 50,000 rows step by step costs more than finding them.
    const out: MutableRow[] = new Array<MutableRow>(total);
    const ids = new Int32Array(total);
    let n = 0;
    const keep = (i: number) => {
      const row = rows[i]!;
      if (check && changed.has(row)) return;
      ids[n] = rowIds[i]!;
      out[n++] = row;
    };
    if (matched.length === 1) {
      const d = matched[0]!;
      for (let k = from[d]!; k < from[d + 1]!; k++) keep(postings[k]!);
    } else if (total > rows.length * MARK_SHARE) {
      if (this.marks.length !== rows.length) this.marks = new Uint8Array(rows.length);
      const marks = this.marks;
      for (const d of matched) for (let k = from[d]!; k < from[d + 1]!; k++) marks[postings[k]!] = 1;
      for (let i = 0; i < marks.length; i++) if (marks[i] === 1) keep(i);
      marks.fill(0);
    } else if (total > 0) {
      const at = new Int32Array(total);
      let m = 0;
      for (const d of matched) for (let k = from[d]!; k < from[d + 1]!; k++) at[m++] = postings[k]!;
      at.sort();
      for (const i of at) keep(i);
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
    // A merge of two id-ordered lists: ids and out hold n entries, so i < n keeps both in range.
    while (i < n || j < extra.length) {
      const next = extra[j];
      if (next === undefined || (i < n && ids[i]! < next.id)) {
        idsOut[k++] = ids[i]!;
        rowsOut.push(out[i++]!);
      } else {
        idsOut[k++] = next.id;
        rowsOut.push(next);
        j++;
      }
    }
    return { rows: rowsOut, ids: idsOut, exact };
  }
}
