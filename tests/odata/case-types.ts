/**
 * The shape of one OData case: a request URL (after the `/v7` root) and what the engine must
 * answer over the fixture dataset (mock-server/src/core/odata/__fixtures__/dataset.ts).
 */
export interface ODataCase {
  /** Path and query, e.g. `/device?$filter=…`. */
  q: string;
  /** Expected `id`s of `d`, in order. */
  ids?: readonly number[];
  /** Expected `{d: n}` (top-level `/$count`). */
  count?: number;
  /** Expected exact body. */
  body?: unknown;
  /** Expected error status (400 or 401) and optional message pattern. */
  error?: number;
  message?: RegExp;
  /** Visibility: everything (default) or organization 1 only. */
  as?: 'all' | 'org1';
}

/** `/device?$filter=<filter>` → ids. */
export const dev = (filter: string, ids: readonly number[], extra = ''): ODataCase => ({
  q: `/device?$filter=${filter}${extra}`,
  ids,
});
/** `/device?$filter=<filter>` → 400 with a message. */
export const devErr = (filter: string, message?: RegExp): ODataCase => ({
  q: `/device?$filter=${filter}`,
  error: 400,
  message,
});
/** The twelve fixture devices. */
export const ALL_DEVICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
