/**
 * The dashboard's query cache, for code that runs outside React's tree: route loaders start the
 * reads of the page being opened while its code still loads, into the same cache the page's queries
 * then find. The entry sets it once; until then (unit tests of single components) there is none.
 */
import type { QueryClient } from '@tanstack/react-query';

let appClient: QueryClient | null = null;

export function setAppQueryClient(client: QueryClient): void {
  appClient = client;
}

export function appQueryClient(): QueryClient | null {
  return appClient;
}
