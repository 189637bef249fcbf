/**
 * One resource's rows: a Map id → row, an id-ordered array (rebuilt lazily after deletes),
 * value indexes for FKs / alternate keys / hot filters, and unique-constraint maps.
 */
import type { ResourceDef } from '../model/types.ts';
import type { MutableRow, Row, SortedRows, TextMatches } from '../model/data-source.ts';
import { canSort, SortedOrder } from './sorted-order.ts';
import { canSearch, TextIndex } from './text-index.ts';

export type { MutableRow } from '../model/data-source.ts';
/**
 * Rows sharing one index value. Removals are lazy (counted per row, compacted on the next read) and
 * out-of-order inserts only mark it unsorted, so writes stay O(1) on buckets of 100,000 rows.
 */
class Bucket {
  rows: MutableRow[];
  private pending: Map<MutableRow, number> | null = null;
  private sorted = true;
  constructor(first: MutableRow, second: MutableRow) {
    this.rows = [first];
    this.add(second);
  }
  add(row: MutableRow): void {
    const last = this.rows[this.rows.length - 1];
    if (last && last.id > row.id) this.sorted = false;
    this.rows.push(row);
  }
  remove(row: MutableRow): void {
    this.pending ??= new Map();
    this.pending.set(row, (this.pending.get(row) ?? 0) + 1);
  }
  /** Live rows in id order (compacts first when needed). */
  read(): MutableRow[] {
    if (this.pending) {
      const pending = this.pending;
      this.pending = null;
      this.rows = this.rows.filter((r) => {
        const n = pending.get(r);
        if (!n) return true;
        pending.set(r, n - 1);
        return false;
      });
    }
    if (!this.sorted) {
      this.rows.sort((a, b) => a.id - b.id);
      this.sorted = true;
    }
    return this.rows;
  }
}
type IndexEntry = MutableRow | Bucket;

const EMPTY: readonly Row[] = Object.freeze([]);

/** Two integers below this pack into one safe integer key (2^26 squared is below 2^53). */
const PAIR_LIMIT = 2 ** 26;

/**
 * Key for a unique constraint; null when any part is null (SQL allows repeated nulls). A one-field
 * constraint uses the value itself (no string building on the hot insert path).
 */
function uniqueKey(row: Record<string, unknown>, fields: readonly string[]): unknown {
  const [first, second] = fields;
  if (fields.length === 1 && first !== undefined) {
    const v = row[first];
    return v === undefined ? null : v;
  }
  if (fields.length === 2 && first !== undefined && second !== undefined) {
    // Two ids (device + service, device + tag key…): one number when both are small integers, so a
    // seed of 100,000 devices builds no key strings. Text keys below start with a letter: no clash.
    const a = row[first];
    const b = row[second];
    if (
      typeof a === 'number' &&
      typeof b === 'number' &&
      a >= 0 &&
      b >= 0 &&
      a < PAIR_LIMIT &&
      b < PAIR_LIMIT &&
      Number.isInteger(a) &&
      Number.isInteger(b)
    )
      return a * PAIR_LIMIT + b;
  }
  let key = '';
  for (const f of fields) {
    const v = row[f];
    if (v === null || v === undefined) return null;
    key += `${typeof v === 'string' ? 's' : 'n'}${String(v)}\u0000`;
  }
  return key;
}

/** Index key: case-sensitive equality like the database (numbers and strings kept apart). */
const indexKey = (v: unknown): unknown => (v === undefined ? null : v);

export class Table {
  readonly byId = new Map<number, MutableRow>();
  nextId = 1;
  private ordered: MutableRow[] = [];
  private orderedDirty = false;
  /** field → value → one row, or rows in id order (a lone row is kept bare to save an array per key). */
  readonly indexes = new Map<string, Map<unknown, IndexEntry>>();
  readonly uniques: { fields: readonly string[]; map: Map<unknown, number> }[];
  /**
   * A row with every stored field set to null, parsed from JSON so V8 gives it fast properties;
   * rows are spread from it (adding 50+ properties one by one would make dictionary-mode objects).
   */
  private readonly template: MutableRow;
  /** Orders and text indexes built on first use (sorted-order.ts, text-index.ts); writes only note the rows they touch. */
  private readonly sortedOrders = new Map<string, SortedOrder>();
  /** field → lower-cased or not → index. */
  private readonly textIndexes = new Map<string, Map<boolean, TextIndex>>();
  private readonly isLive = (row: MutableRow): boolean => this.byId.get(row.id) === row;

  constructor(
    readonly def: ResourceDef,
    indexedFields: readonly string[],
  ) {
    for (const f of indexedFields) this.indexes.set(f, new Map());
    this.uniques = def.unique.map((fields) => ({ fields, map: new Map() }));
    const shape: Record<string, null | number> = { id: 0 };
    for (const f of def.fields) if (!f.computed && f.name !== 'id') shape[f.name] = null;
    this.template = JSON.parse(JSON.stringify(shape)) as MutableRow;
  }

  /** A fresh row object with every stored field present (null) and fast properties. */
  newRow(id: number): MutableRow {
    const row = { ...this.template };
    row.id = id;
    return row;
  }

  get size(): number {
    return this.byId.size;
  }

  all(): readonly MutableRow[] {
    if (this.orderedDirty) {
      this.ordered = [...this.byId.values()].sort((a, b) => a.id - b.id);
      this.orderedDirty = false;
    }
    return this.ordered;
  }

  find(field: string, value: unknown): readonly Row[] | undefined {
    const index = this.indexes.get(field);
    if (!index) return undefined;
    const hit = index.get(indexKey(value));
    return hit === undefined ? EMPTY : hit instanceof Bucket ? hit.read() : [hit];
  }

  /**
   * Rows by `field` ascending (nulls last, ties by id) with the key each sorts under, or undefined
   * for fields with no order (JSON, computed, unknown). Built on first use, then repaired per read.
   */
  sortedBy(field: string): SortedRows | undefined {
    let order = this.sortedOrders.get(field);
    if (!order) {
      const f = this.def.fields.find((x) => x.name === field);
      if (!f || !canSort(f)) return undefined;
      this.sortedOrders.set(field, (order = new SortedOrder(f, this.byId.values(), this.isLive)));
    }
    return order.read();
  }

  /**
   * Rows whose text `field` (lower-cased first when `lower`) contains `needle`, or starts with it
   * when `prefix`, in id order; unless `exact`, with possibly extra rows, never missing one.
   * Undefined for non-text fields.
   */
  searchText(field: string, needle: string, lower: boolean, prefix: boolean): TextMatches | undefined {
    return this.textIndex(field, lower)?.search(needle, prefix);
  }

  /** Builds the text index of `field` (lower-cased or not) now rather than on the first search; false for non-text fields. */
  warmText(field: string, lower: boolean): boolean {
    return this.textIndex(field, lower) !== undefined;
  }

  private textIndex(field: string, lower: boolean): TextIndex | undefined {
    let byCase = this.textIndexes.get(field);
    let index = byCase?.get(lower);
    if (!index) {
      const f = this.def.fields.find((x) => x.name === field);
      if (!f || !canSearch(f)) return undefined;
      if (!byCase) this.textIndexes.set(field, (byCase = new Map()));
      byCase.set(lower, (index = new TextIndex(field, lower, () => this.all(), this.isLive)));
    }
    return index;
  }

  /** The id of the row holding these values for a unique constraint (its index in `uniques`), if any. */
  uniqueOwner(constraint: number, row: Record<string, unknown>): number | undefined {
    const u = this.uniques[constraint];
    if (u === undefined) return undefined;
    const key = uniqueKey(row, u.fields);
    return key === null ? undefined : u.map.get(key);
  }

  add(row: MutableRow): void {
    this.byId.set(row.id, row);
    if (row.id >= this.nextId) this.nextId = row.id + 1;
    const last = this.ordered.at(-1);
    if (!this.orderedDirty && (!last || last.id < row.id)) this.ordered.push(row);
    else this.orderedDirty = true;
    for (const [field, index] of this.indexes) insertSorted(index, indexKey(row[field]), row);
    for (const u of this.uniques) {
      const key = uniqueKey(row, u.fields);
      if (key !== null) u.map.set(key, row.id);
    }
    for (const order of this.sortedOrders.values()) order.noteAdd(row);
    for (const byCase of this.textIndexes.values()) for (const index of byCase.values()) index.noteChange(row);
  }

  /** Call before changing indexed/unique fields of `row`; pair with `reindexAfter`. */
  unindex(row: MutableRow, fields: ReadonlySet<string>): void {
    for (const [field, index] of this.indexes) if (fields.has(field)) removeFrom(index, indexKey(row[field]), row);
    for (const u of this.uniques) {
      if (!u.fields.some((f) => fields.has(f))) continue;
      const key = uniqueKey(row, u.fields);
      if (key !== null && u.map.get(key) === row.id) u.map.delete(key);
    }
    for (const [field, order] of this.sortedOrders) if (fields.has(field)) order.noteChange(row);
    for (const [field, byCase] of this.textIndexes)
      if (fields.has(field)) for (const index of byCase.values()) index.noteChange(row);
  }

  reindex(row: MutableRow, fields: ReadonlySet<string>): void {
    for (const [field, index] of this.indexes) if (fields.has(field)) insertSorted(index, indexKey(row[field]), row);
    for (const u of this.uniques) {
      if (!u.fields.some((f) => fields.has(f))) continue;
      const key = uniqueKey(row, u.fields);
      if (key !== null) u.map.set(key, row.id);
    }
  }

  remove(row: MutableRow): void {
    this.byId.delete(row.id);
    this.orderedDirty = true;
    const all = new Set(this.indexes.keys());
    for (const u of this.uniques) for (const f of u.fields) all.add(f);
    this.unindex(row, all);
    for (const order of this.sortedOrders.values()) order.noteChange(row);
    for (const byCase of this.textIndexes.values()) for (const index of byCase.values()) index.noteChange(row);
  }

  clear(): void {
    this.byId.clear();
    this.ordered = [];
    this.orderedDirty = false;
    for (const index of this.indexes.values()) index.clear();
    for (const u of this.uniques) u.map.clear();
    this.sortedOrders.clear();
    this.textIndexes.clear();
  }
}

function insertSorted(index: Map<unknown, IndexEntry>, key: unknown, row: MutableRow): void {
  const hit = index.get(key);
  if (hit === undefined) index.set(key, row);
  else if (hit instanceof Bucket) hit.add(row);
  else index.set(key, new Bucket(hit, row));
}

function removeFrom(index: Map<unknown, IndexEntry>, key: unknown, row: MutableRow): void {
  const hit = index.get(key);
  if (hit === undefined) return;
  if (hit instanceof Bucket) hit.remove(row);
  else if (hit === row) index.delete(key);
}
