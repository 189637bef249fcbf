/**
 * A page's first reads on a cold load, started before React renders (app/first-reads.ts, which the
 * entry loads for a signed-in visitor): for a URL matching one of `paths`, `start` sends the reads the
 * page's first screen waits for, beside the session's own start-up reads instead of after them and
 * after the route's code. Each read goes where the page then looks for it: TanStack Query's cache
 * (the page's queries adopt the answer or the request in flight) or a loader's one-use slot.
 */
import type { QueryClient } from '@tanstack/react-query';

export interface FirstReads {
  /** Route patterns (`:name` matches one segment) the reads belong to. */
  paths: readonly string[];
  /** Sends the reads; `params` are the pattern's named segments. A failed read is the page's to meet. */
  start: (client: QueryClient, params: Readonly<Record<string, string>>, search: URLSearchParams) => void;
}
