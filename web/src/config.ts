/**
 * Run-time configuration ("read at run time, not baked in"). `/runtime-config.js`,
 * served by the mock next to the dashboard and loaded before the app (web/index.html), may set
 * `window.__FLEETMOCK_CONFIG__`; every field is optional and falls back to a default that points at
 * the serving mock (its `/__ext/...` doubles of external services, openapi/paths/external.yaml). A
 * deployment replaces the default file (web/public/runtime-config.js, kept to one line: /login loads it
 * beside its budgeted JavaScript), or its server answers /runtime-config.js itself, to set apiUrl,
 * deploymentName, isStaging, externalUrls, stripePublishableKey and featureFlags.
 */
export interface ExternalUrls {
  // Navigation-only links in the header's help menu (spec 01 §1). No request is made to them.
  gettingStarted: string;
  docs: string;
  featureRequests: string;
  forums: string;
  help: string;
  status: string;
  hub: string;
  /** The sales contact page that contact-sales actions open in a new tab (spec 03 §4, §6). */
  sales: string;
  // Services the dashboard reads (no token), served offline by the mock.
  changelog: string;
  buildTime: string;
  statusApi: string;
  cliVersion: string;
  codeHostApi: string;
  codeHostRaw: string;
  mapTiles: string;
  avatars: string;
  analytics: string;
  docSearch: string;
  /** The feature-flag service (read once at start, spec 01 §1, §9). */
  featureFlags: string;
  /** The error-reporting sink (spec 01 §1, §8). */
  errorSink: string;
  stripeJs: string;
  /** The builder's build-from-URL (its own host in the cloud; the mock answers on its origin). */
  builder: string;
}

export interface FeatureFlags {
  /** The apps area exists only when this flag is on (spec 01 §6). */
  apps: boolean;
  /** The SAML (identity provider) feature exists (spec 01 §2 home sidebar). */
  saml: boolean;
}

export interface RuntimeConfig {
  /** API host; default: the page's own origin. */
  apiUrl: string;
  deploymentName: string;
  /** A staging deployment shows striped navigation (spec 01 §1). */
  isStaging: boolean;
  externalUrls: ExternalUrls;
  /** `pk_test_fleetmock` is the mock's offline Stripe double. */
  stripePublishableKey: string;
  featureFlags: FeatureFlags;
  /**
   * Key of the error-reporting service; an empty key (set explicitly) turns reporting off, and the
   * missing key is only logged (spec 01 §8).
   */
  errorReportingKey: string;
}

type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'externalUrls' | 'featureFlags'>> & {
  externalUrls?: Partial<ExternalUrls>;
  featureFlags?: Partial<FeatureFlags>;
};

/** Placeholder host for pages that only open in a new tab (reserved `.test` domain). */
const LINK_HOST = 'https://fleetmock.test';

export const DEFAULT_EXTERNAL_URLS: ExternalUrls = {
  gettingStarted: `${LINK_HOST}/docs/getting-started`,
  docs: `${LINK_HOST}/docs`,
  featureRequests: `${LINK_HOST}/forums/c/feature-requests`,
  forums: `${LINK_HOST}/forums`,
  help: `${LINK_HOST}/support`,
  sales: `${LINK_HOST}/contact-sales`,
  status: `${LINK_HOST}/status`,
  hub: `${LINK_HOST}/hub`,
  changelog: '/__ext/assets/CHANGELOG.md',
  buildTime: '/__ext/dashboard/buildtime.txt',
  statusApi: '/__ext/statuspage/api/v2/status.json',
  cliVersion: '/__ext/github-raw/balena-io/balena-cli/master/package.json',
  codeHostApi: '/__ext/github',
  codeHostRaw: '/__ext/github-raw',
  mapTiles: '/__ext/tiles/{z}/{x}/{y}.png',
  avatars: '/__ext/gravatar/avatar',
  analytics: '/__ext/analytics',
  docSearch: '/__ext/docsearch',
  featureFlags: '/__ext/feature-flags',
  errorSink: '/__ext/errors',
  builder: '/v3/buildFromUrl',
  stripeJs: '/__ext/stripe/v3/',
};

const DEFAULT_DEPLOYMENT_NAME = 'fleetmock';
export const DEFAULT_STRIPE_KEY = 'pk_test_fleetmock';
const DEFAULT_ERROR_REPORTING_KEY = 'fleetmock';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v.trim() !== '' ? v : fallback);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

/**
 * Merges an injected (untrusted) object over the defaults field by field; wrong types are ignored,
 * so a broken runtime-config.js can never crash the dashboard.
 */
export function resolveConfig(injected: unknown, origin: string): RuntimeConfig {
  const input = isRecord(injected) ? injected : {};
  const ext = isRecord(input.externalUrls) ? input.externalUrls : {};
  const flags = isRecord(input.featureFlags) ? input.featureFlags : {};
  const externalUrls = Object.fromEntries(
    (Object.keys(DEFAULT_EXTERNAL_URLS) as (keyof ExternalUrls)[]).map((k) => [
      k,
      str(ext[k], DEFAULT_EXTERNAL_URLS[k]),
    ]),
  ) as unknown as ExternalUrls;
  return {
    apiUrl: str(input.apiUrl, origin).replace(/\/$/, ''),
    deploymentName: str(input.deploymentName, DEFAULT_DEPLOYMENT_NAME),
    isStaging: bool(input.isStaging, false),
    externalUrls,
    stripePublishableKey: str(input.stripePublishableKey, DEFAULT_STRIPE_KEY),
    featureFlags: { apps: bool(flags.apps, true), saml: bool(flags.saml, true) },
    errorReportingKey:
      typeof input.errorReportingKey === 'string' ? input.errorReportingKey.trim() : DEFAULT_ERROR_REPORTING_KEY,
  };
}

/** Resolves a configured URL: absolute URLs stay, paths are taken relative to the API host. */
export function resolveUrl(url: string, apiUrl: string = config.apiUrl): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `${apiUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

declare global {
  interface Window {
    __FLEETMOCK_CONFIG__?: RuntimeConfigInput;
  }
}

/** The configuration of this page load. */
export const config: RuntimeConfig = resolveConfig(
  (globalThis as { __FLEETMOCK_CONFIG__?: unknown }).__FLEETMOCK_CONFIG__,
  typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
);
