/**
 * The one mutation style of the API layer: a write and the reads it changes. Each resource module
 * builds its mutation hooks with `useWrite`, so a feature calls `useRenameTeam(orgId).mutateAsync(…)`
 * and never touches the query cache itself (eslint forbids `invalidateQueries` in features).
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** A cached read the write's answer updates in place: its key and how its data changes. */
export type CachePut = readonly [key: QueryKey, update: (old: unknown) => unknown];

export interface WriteOptions<TVars = never, TData = unknown> {
  /**
   * When the reads are refreshed: after a success (default), or after every attempt (`settled`:
   * a batch that failed half-way changed some rows all the same).
   */
  when?: 'success' | 'settled';
  /**
   * Whether the mutation resolves only once the changed reads are fetched again (default), so the
   * caller shows fresh data; `false` refreshes in the background (the caller navigates away).
   */
  wait?: boolean;
  /**
   * Reads of rows the write removed (or put out of the caller's reach), for its input. They are
   * marked stale but not fetched again: the page still showing them is leaving, and a refetch
   * would only answer "not found" (a danger toast) while it is on screen.
   */
  gone?(vars: TVars): readonly QueryKey[];
  /** Reads under the refreshed keys that this input leaves exactly as they are (neither stale nor fetched). */
  keep?(vars: TVars): readonly QueryKey[];
  /**
   * Reads refreshed in the background after a failed attempt (e.g. the names a refused create was
   * checked against), on top of `when: 'settled'`'s.
   */
  failed?(vars: TVars): readonly QueryKey[];
  /**
   * The answer put into cached reads in place (no refetch): for writes made while the user types,
   * or whose answer is the new row.
   */
  put?(data: TData, vars: TVars): readonly CachePut[];
}

const startsWith = (key: QueryKey, prefix: QueryKey): boolean =>
  prefix.length <= key.length && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));

/**
 * Invalidates `keys` except the reads under `gone`, which are only marked stale (see
 * `WriteOptions.gone`). Resolves once the refreshed reads are fetched again.
 */
export function refreshExcept(
  queries: QueryClient,
  keys: readonly QueryKey[],
  gone: readonly QueryKey[] = [],
  keep: readonly QueryKey[] = [],
): Promise<unknown> {
  const under = (prefixes: readonly QueryKey[]) => (key: QueryKey) => prefixes.some((g) => startsWith(key, g));
  const isGone = under(gone);
  const isKept = under(keep);
  for (const queryKey of gone) void queries.invalidateQueries({ queryKey, refetchType: 'none' });
  return Promise.all(
    keys.map((queryKey) =>
      queries.invalidateQueries({ queryKey, predicate: (q) => !isGone(q.queryKey) && !isKept(q.queryKey) }),
    ),
  );
}

/** A mutation running `write` that invalidates the keys `invalidates` names for its input. */
export function useWrite<TVars = void, TData = unknown>(
  write: (vars: TVars) => Promise<TData>,
  invalidates: (vars: TVars) => readonly QueryKey[],
  { when = 'success', wait = true, gone, keep, failed, put }: WriteOptions<TVars, NoInfer<TData>> = {},
) {
  const queries = useQueryClient();
  const refresh = (vars: TVars): Promise<unknown> | undefined => {
    const keys = invalidates(vars);
    if (keys.length === 0) return undefined;
    const done = refreshExcept(queries, keys, gone?.(vars), keep?.(vars));
    return wait ? done : undefined;
  };
  return useMutation({
    // Only the variables reach the write: TanStack passes a second (context) argument, which a write
    // with an optional second parameter (a client, options) would take for its own.
    mutationFn: (vars: TVars) => write(vars),
    onSuccess: (data: TData, vars: TVars) => {
      for (const [key, update] of put?.(data, vars) ?? []) queries.setQueryData(key, update);
      return when === 'success' ? refresh(vars) : undefined;
    },
    onError: (_error: unknown, vars: TVars) => {
      for (const queryKey of failed?.(vars) ?? []) void queries.invalidateQueries({ queryKey });
    },
    ...(when === 'settled'
      ? { onSettled: (_data: TData | undefined, _error: unknown, vars: TVars) => refresh(vars) }
      : {}),
  });
}
