/**
 * The feature-flag service (spec 01 §1 "A feature-flag service … is used", §9 "feature-flag fetch
 * timeout 4,000 ms"): read once at start without a token; a slow (over 4 s), failing or malformed
 * answer leaves the configured defaults. Flags the run-time configuration sets explicitly win over
 * the service, so a deployment can pin a flag.
 */
import { config, type FeatureFlags } from '../config.ts';
import { FEATURE_FLAG_TIMEOUT_MS } from './timing.ts';

/** Reads the flag document: `{flags: {name: boolean}}`. */
export type FlagFetcher = (signal: AbortSignal) => Promise<unknown>;

/** The known boolean flags of a flag document; anything else is dropped. */
function parseFlags(doc: unknown): Partial<FeatureFlags> {
  const flags = (doc as { flags?: unknown } | null)?.flags;
  if (typeof flags !== 'object' || flags === null) return {};
  const out: Partial<FeatureFlags> = {};
  for (const name of Object.keys(config.featureFlags) as Array<keyof FeatureFlags>) {
    const value = (flags as Record<string, unknown>)[name];
    if (typeof value === 'boolean') out[name] = value;
  }
  return out;
}

/** Flags pinned by the page's run-time configuration (window.__FLEETMOCK_CONFIG__.featureFlags). */
function pinnedFlags(): ReadonlySet<string> {
  const injected = (globalThis as { __FLEETMOCK_CONFIG__?: { featureFlags?: unknown } }).__FLEETMOCK_CONFIG__
    ?.featureFlags;
  return new Set(typeof injected === 'object' && injected !== null ? Object.keys(injected) : []);
}

/**
 * Fetches the flags with the 4 s timeout and applies them to `target` (the page's config by
 * default). Resolves to the flags applied; never rejects.
 */
export async function loadFeatureFlags({
  fetcher,
  timeoutMs = FEATURE_FLAG_TIMEOUT_MS,
  target = config.featureFlags,
  pinned = pinnedFlags(),
}: {
  fetcher: FlagFetcher;
  timeoutMs?: number;
  target?: FeatureFlags;
  pinned?: ReadonlySet<string>;
}): Promise<Partial<FeatureFlags>> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const doc = await Promise.race([fetcher(controller.signal).catch(() => null), timeout]);
    if (doc === null) {
      console.info('Feature flags unavailable; using the defaults.');
      return {};
    }
    const flags = parseFlags(doc);
    for (const [name, value] of Object.entries(flags) as Array<[keyof FeatureFlags, boolean]>) {
      if (!pinned.has(name)) target[name] = value;
    }
    return flags;
  } finally {
    clearTimeout(timer);
  }
}
