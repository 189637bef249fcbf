/**
 * What the resource handlers need from the OData engine (core/odata), kept narrow so the handlers
 * do not depend on the engine's internals. engine-adapter.ts implements it over the real engine.
 */
import type { CanRead, DataSource, Row } from '../../model/data-source.ts';

interface ParsedResourceUrl {
  /** Canonical resource name. */
  resource: string;
  /** The URL addresses one row by key (`(5)`, `(uuid='…')`, `(@id)?@id=`, composite). */
  hasKey: boolean;
  /** `/$count`. */
  count: boolean;
  /** A bound action after the key, e.g. `canAccess`. */
  action?: string;
}

export interface ResourceEngine {
  /** Parses `/<resource>…` (after the `/v7` root) and the raw query. Throws an error with `status` and `message`. */
  parse(path: string, rawQuery: string): ParsedResourceUrl;
  /** GET body: `{d:[…]}` or `{d:n}`; `usage.now` is set when the answer depends on `now()`. */
  read(ds: DataSource, path: string, rawQuery: string, canRead: CanRead, usage?: ReadUsageShape): unknown;
  /**
   * `read` with the rows chosen but not yet serialised (`{count}` for `/$count`): serialising the
   * rows in order gives `read`'s `d`. Optional; without it large reads are serialised in one go.
   */
  prepare?(ds: DataSource, path: string, rawQuery: string, canRead: CanRead, usage?: ReadUsageShape): PreparedRows;
  /** Ids of the visible rows a key and/or `$filter` address (PATCH, DELETE, canAccess). */
  matchIds(ds: DataSource, path: string, rawQuery: string, canRead: CanRead): number[];
  /** One row as GET would serialise it (default `$select`), or undefined when not visible. */
  readById(
    ds: DataSource,
    resource: string,
    id: number,
    canRead: CanRead,
    fileOrigin?: string,
  ): Record<string, unknown> | undefined;
}

/**
 * A read's usage: `now` is set by the engine when the answer depends on `now()`; `fileOrigin` is
 * given by the caller, the origin stored files' path-only hrefs are made absolute against.
 */
export interface ReadUsageShape {
  now?: number;
  fileOrigin?: string;
}

/** A GET whose rows are chosen: the count, or the rows and how to serialise one of them. */
type PreparedRows = { count: number } | { rows: readonly Row[]; serialise: (row: Row) => Record<string, unknown> };

/** An engine or parse error carrying an HTTP status (400 malformed, 401 unknown resource). */
export interface StatusError {
  status: number;
  message: string;
}

export const isStatusError = (e: unknown): e is StatusError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as StatusError).status === 'number' &&
  typeof (e as StatusError).message === 'string';
