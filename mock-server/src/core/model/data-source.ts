/**
 * How the OData engine reads data: the store implements this; engine tests use a small fixture.
 * Rows hold FKs as plain numbers (or null), dates as ISO-8601 strings with milliseconds and `Z`,
 * Big Integers as decimal strings, JSON as parsed values (api-ground-truth §1.3).
 */
import type { ModelDef } from './types.ts';

export type Row = { readonly id: number; readonly [field: string]: unknown };
/** A row as the store holds it: the writable form of Row. */
export type MutableRow = { id: number; [field: string]: unknown };

export interface DataSource {
  readonly model: ModelDef;
  /** Every row of a resource (canonical name), in id order. */
  all(resource: string): readonly Row[];
  /** One row by id. */
  get(resource: string, id: number): Row | undefined;
  /**
   * Rows of `resource` whose `field` equals `value`; must be index-backed for FK fields and for
   * the model's `indexed` and alternate-key fields (e.g. device by belongs_to__application, by uuid).
   */
  find(resource: string, field: string, value: unknown): readonly Row[];
  /** A field's value, including computed fields (e.g. device.overall_status) which are not stored. */
  value(resource: string, row: Row, field: string): unknown;
  /**
   * Optional: every row of `resource` ordered by the stored `field` ascending (nulls last; dates as
   * epoch ms, text by code unit), ties by id, with the key each row sorts under; undefined when the
   * source keeps no order for the field. Lets `$orderby` walk rows instead of sorting them.
   * `groups`, when given, maps each position to the first position holding an equal key; `ids` gives
   * the rows' ids in the same order.
   */
  sortedBy?(resource: string, field: string): SortedRows | undefined;
  /**
   * Optional: rows of `resource` whose stored text `field` (lower-cased first when `lower`) contains
   * `needle`, or starts with it when `prefix`, in id order. Unless `exact`, the list may hold extra
   * rows (the engine then checks the term on each) but never leaves one out; undefined when the
   * source cannot search the field. `ids`, when given, holds the rows' ids in the same order.
   */
  searchText?(
    resource: string,
    field: string,
    needle: string,
    lower: boolean,
    prefix: boolean,
  ): TextMatches | undefined;
  /** Optional: the number of rows of a resource, without building `all` (which may sort). */
  size?(resource: string): number;
}

/**
 * Per-request visibility: the engine leaves out rows (top-level and expanded) for which this is false.
 * `userId` is the user the request acts as, for rules that name the caller (derived navigations).
 * `everyWith`, when present, answers for a whole set at once: true means every row of `resource`
 * whose `field` holds `value` is visible (e.g. all devices of a fleet the caller has a role in), so
 * the engine need not ask row by row; false promises nothing.
 */
export type CanRead = ((resource: string, row: Row) => boolean) & {
  readonly userId?: number;
  everyWith?: (resource: string, field: string, value: unknown) => boolean;
};

/** Rows in one field's order with the key each sorts under (DataSource.sortedBy). */
export interface SortedRows {
  rows: readonly Row[];
  keys: readonly unknown[];
  groups?: () => Int32Array;
  /** The ids of `rows`, position by position. */
  ids?: () => readonly number[];
}

/** Rows a text search may match, in id order (DataSource.searchText). */
export interface TextMatches {
  rows: readonly Row[];
  exact: boolean;
  ids?: Int32Array;
}
