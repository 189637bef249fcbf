/**
 * What the resource handlers need from the OData engine (core/odata), kept narrow so the handlers
 * do not depend on the engine's internals. engine-adapter.ts implements it over the real engine.
 */
import type { CanRead, DataSource } from '../../model/data-source.ts';

export interface ParsedResourceUrl {
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
  read(ds: DataSource, path: string, rawQuery: string, canRead: CanRead, usage?: { now?: number }): unknown;
  /** Ids of the visible rows a key and/or `$filter` address (PATCH, DELETE, canAccess). */
  matchIds(ds: DataSource, path: string, rawQuery: string, canRead: CanRead): number[];
  /** One row as GET would serialise it (default `$select`), or undefined when not visible. */
  readById(ds: DataSource, resource: string, id: number, canRead: CanRead): Record<string, unknown> | undefined;
}

/** An engine or parse error carrying an HTTP status (400 malformed, 401 unknown resource). */
export interface StatusError {
  status: number;
  message: string;
}

export const isStatusError = (e: unknown): e is StatusError =>
  typeof e === 'object' && e !== null && typeof (e as StatusError).status === 'number' && typeof (e as StatusError).message === 'string';
