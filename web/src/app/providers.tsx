/**
 * App-wide providers: TanStack Query (all server state lives in its cache) and the session from
 * features/session. The router-dependent providers (react-aria navigation, toasts) live in RootLayout.
 */
import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isUnexpectedFailure } from '../lib/error-reporting.ts';
import { errorReporter } from './error-reporter.ts';
import { SessionProvider } from '../features/session/index.ts';

/** Data counts as fresh this long before a background refetch. */
const QUERY_STALE_TIME_MS = 5_000;

/** Unexpected read and write failures (not the API's ordinary 4xx answers) go to the error service. */
const reportFailure = (context: string) => (error: unknown) => {
  if (isUnexpectedFailure(error)) errorReporter.report(error, context);
};

/** Retries are the API client's job (connectivity and 429 rules), so queries do not retry on their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportFailure('query') }),
    mutationCache: new MutationCache({ onError: reportFailure('mutation') }),
    defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false } },
  });
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
