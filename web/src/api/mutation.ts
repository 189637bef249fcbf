/**
 * The one mutation style of the API layer: a write and the reads it changes. Each resource module
 * builds its mutation hooks with `useWrite`, so a feature calls `useRenameTeam(orgId).mutateAsync(…)`
 * and never touches the query cache itself (eslint forbids `invalidateQueries` in features).
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface WriteOptions<TVars = never> {
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
): Promise<unknown> {
  const isGone = (key: QueryKey) => gone.some((g) => startsWith(key, g));
  for (const queryKey of gone) void queries.invalidateQueries({ queryKey, refetchType: 'none' });
  return Promise.all(
    keys.map((queryKey) => queries.invalidateQueries({ queryKey, predicate: (q) => !isGone(q.queryKey) })),
  );
}

/** A mutation running `write` that invalidates the keys `invalidates` names for its input. */
export function useWrite<TVars = void, TData = unknown>(
  write: (vars: TVars) => Promise<TData>,
  invalidates: (vars: TVars) => readonly QueryKey[],
  { when = 'success', wait = true, gone }: WriteOptions<TVars> = {},
) {
  const queries = useQueryClient();
  const refresh = (vars: TVars): Promise<unknown> | undefined => {
    const done = refreshExcept(queries, invalidates(vars), gone?.(vars));
    return wait ? done : undefined;
  };
  return useMutation({
    mutationFn: write,
    ...(when === 'success'
      ? { onSuccess: (_data: TData, vars: TVars) => refresh(vars) }
      : { onSettled: (_data: TData | undefined, _error: unknown, vars: TVars) => refresh(vars) }),
  });
}
