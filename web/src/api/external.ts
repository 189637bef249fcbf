/**
 * External services the dashboard reads (changelog, build time, CLI version, code host, analytics).
 * The contract describes them at the mock's doubles, `/__ext/<service>/…` on the API host; the runtime
 * config (config.ts `externalUrls`) may move a service to another host. A configured address is the
 * service's default address on another base (`https://cdn.example/__ext/assets/CHANGELOG.md`), so a
 * call keeps its contract path and only its base URL changes.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, IGNORE_UNAUTHORIZED, NO_RETRY, NO_TOKEN, ok } from './client.ts';
import { config } from '../config.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * The base URL for a call to an external service, or undefined for the API host: `configured` is the
 * runtime config's address of the service, `contractPath` the address the contract gives it.
 */
export function externalBaseUrl(configured: string, contractPath: string): string | undefined {
  if (configured === contractPath || !configured.endsWith(contractPath)) return undefined;
  return configured.slice(0, configured.length - contractPath.length) || undefined;
}

// The reads and writes below go through the configured client without the API token and without
// the offline/429 retries (spec 01 §7: external services are not the API).

/** A bare query key (`CHANGELOG.md?1.2.3`, `buildtime.txt?0123`) for cache busting. */
const bareQuery = (key: string) => () => encodeURIComponent(key);

/** GET {changelog}?{UI version} as text (spec 03 §7). */
export async function fetchChangelog(version: string, signal?: AbortSignal): Promise<string> {
  const baseUrl = externalBaseUrl(config.externalUrls.changelog, '/__ext/assets/CHANGELOG.md');
  const text: unknown = await ok(
    api.client.GET('/__ext/assets/CHANGELOG.md', {
      headers: { ...NO_TOKEN, ...NO_RETRY },
      querySerializer: bareQuery(version),
      signal,
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
  return typeof text === 'string' ? text : '';
}

/** GET {buildTime}?{random} as text: the deployed dashboard's build marker (spec 01 §7); null when unreadable. */
export async function fetchBuildMarker(random: () => number = Math.random): Promise<string | null> {
  const baseUrl = externalBaseUrl(config.externalUrls.buildTime, '/__ext/dashboard/buildtime.txt');
  try {
    const body: unknown = await ok(
      api.client.GET('/__ext/dashboard/buildtime.txt', {
        headers: { ...NO_TOKEN, ...NO_RETRY, ...IGNORE_UNAUTHORIZED },
        querySerializer: bareQuery(String(random()).slice(2)),
        ...(baseUrl ? { baseUrl } : {}),
      }),
    );
    return typeof body === 'string' ? body : null;
  } catch {
    return null;
  }
}

/** POST {analytics}: one analytics event (the caller checks consent first). */
export function sendAnalyticsEvent(event: {
  event: string;
  properties?: Record<string, string | number | boolean | null>;
}) {
  const baseUrl = externalBaseUrl(config.externalUrls.analytics, '/__ext/analytics');
  return ok(
    api.client.POST('/__ext/analytics', {
      body: event,
      headers: { ...NO_TOKEN, ...NO_RETRY, ...IGNORE_UNAUTHORIZED },
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
}

const externalKeys = {
  all: () => [...queryKeys.all, 'external'] as const,
  cliVersion: () => [...externalKeys.all(), 'cli-version'] as const,
};

/** The latest command-line tool version, from its public package file (no token, spec 02 §7). */
export const cliVersionQuery = () =>
  queryOptions({
    queryKey: externalKeys.cliVersion(),
    queryFn: async ({ signal }) => {
      const path = { owner: 'balena-io', repo: 'balena-cli', ref: 'master' };
      const baseUrl = externalBaseUrl(
        config.externalUrls.cliVersion,
        '/__ext/github-raw/balena-io/balena-cli/master/package.json',
      );
      const body = await ok(
        api.client.GET('/__ext/github-raw/{owner}/{repo}/{ref}/package.json', {
          params: { path },
          headers: NO_TOKEN,
          signal,
          ...(baseUrl ? { baseUrl } : {}),
        }),
      );
      return typeof body.version === 'string' ? body.version : null;
    },
    staleTime: Infinity,
  });

/** GET {featureFlags}: the flag document of the feature-flag service (spec 01 §1, §9), no token, no retry. */
export function fetchFeatureFlags(signal?: AbortSignal): Promise<unknown> {
  const baseUrl = externalBaseUrl(config.externalUrls.featureFlags, '/__ext/feature-flags');
  return ok(
    api.client.GET('/__ext/feature-flags', {
      headers: { ...NO_TOKEN, ...NO_RETRY, ...IGNORE_UNAUTHORIZED },
      signal,
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
}

/** POST {errorSink}: one error report (spec 01 §1, §8), no token, no retry. */
export function sendErrorReport(body: {
  message: string;
  name?: string;
  stack?: string;
  url?: string;
  release?: string;
  context?: string;
}) {
  const baseUrl = externalBaseUrl(config.externalUrls.errorSink, '/__ext/errors');
  return ok(
    api.client.POST('/__ext/errors', {
      body,
      headers: { ...NO_TOKEN, ...NO_RETRY, ...IGNORE_UNAUTHORIZED },
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
}

/** GET {statusApi}: the status page's indicator document (spec 01 §8, §9), no token, no retry. */
export function fetchStatusPage(signal?: AbortSignal): Promise<unknown> {
  const baseUrl = externalBaseUrl(config.externalUrls.statusApi, '/__ext/statuspage/api/v2/status.json');
  return ok(
    api.client.GET('/__ext/statuspage/api/v2/status.json', {
      headers: { ...NO_TOKEN, ...NO_RETRY, ...IGNORE_UNAUTHORIZED },
      signal,
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
}
