/**
 * The one mutation style of the API layer: a write and the reads it changes. Each resource module
 * builds its mutation hooks with `useWrite`, so a feature calls `useRenameTeam(orgId).mutateAsync(…)`
 * and never touches the query cache itself (eslint forbids `invalidateQueries` in features).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface WriteOptions {
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
}

/** A mutation running `write` that invalidates the keys `invalidates` names for its input. */
export function useWrite<TVars = void, TData = unknown>(
  write: (vars: TVars) => Promise<TData>,
  invalidates: (vars: TVars) => readonly QueryKey[],
  { when = 'success', wait = true }: WriteOptions = {},
) {
  const queries = useQueryClient();
  const refresh = (vars: TVars): Promise<unknown> | undefined => {
    const done = Promise.all(invalidates(vars).map((queryKey) => queries.invalidateQueries({ queryKey })));
    return wait ? done : undefined;
  };
  return useMutation({
    mutationFn: write,
    ...(when === 'success'
      ? { onSuccess: (_data: TData, vars: TVars) => refresh(vars) }
      : { onSettled: (_data: TData | undefined, _error: unknown, vars: TVars) => refresh(vars) }),
  });
}
