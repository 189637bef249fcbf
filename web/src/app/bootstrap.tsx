/**
 * What runs before the dashboard renders (spec 01 §1, §9): the storage migrations (failures are
 * reported), the feature flags (at most 4 s, then the defaults) beside the stored session's restore,
 * and the global error reporting. The boot spinner shows meanwhile, with a retry after 59 s or after a
 * failure; a failed start is also retried by itself after 10 s (spec 03 §4 "Bootstrap failure").
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { installGlobalErrorReporting, type ErrorReporter } from '../lib/error-reporting.ts';
import { loadFeatureFlags } from '../lib/feature-flags.ts';
import { fetchFeatureFlags } from '../api/external.ts';
import { errorReporter } from './error-reporter.ts';
import { runStorageMigrations } from '../lib/storage-migrations.ts';
import { sessionStore } from '../features/session/index.ts';
import { BootSpinner } from '../components/boot-spinner.tsx';
import { BOOTSTRAP_RETRY_DELAY_MS } from '../lib/timing.ts';

/** The start-up work; resolves when the app may render. */
async function bootstrap(): Promise<void> {
  runStorageMigrations(globalThis.localStorage, (id, error) => errorReporter.report(error, `storage migration ${id}`));
  // The stored session is restored (ping, whoami, user) while the flags load: a reload of a signed-in
  // page waits for the slower of the two instead of both in a row. Its outcome reaches the guards
  // through the session store; a failure there is a logout, never a failed start.
  void sessionStore.init();
  await loadFeatureFlags({ fetcher: fetchFeatureFlags });
}

let globalReporting: (() => void) | null = null;

let early: Promise<void> | null = null;

/**
 * Starts the start-up work at once, as the entry is evaluated, instead of after React's first render
 * and commit: the session's and the flags' reads leave that much sooner. The first run of
 * `<Bootstrap>` joins it; a retry starts afresh.
 */
export function startBootstrap(work: () => Promise<void> = bootstrap): void {
  early ??= work();
  // Its failure is reported where it is awaited (the Bootstrap's run).
  early.catch(() => undefined);
}

/** The started work on the first call, a fresh start after that. */
function joinOrStart(): Promise<void> {
  const started = early;
  early = null;
  return started ?? bootstrap();
}

/** Renders `children` once `run` resolved; the boot spinner (timeout, retry) until then. */
export function Bootstrap({
  run = joinOrStart,
  reporter = errorReporter,
  children,
}: {
  run?: () => Promise<void>;
  reporter?: ErrorReporter;
  children: ReactNode;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof window !== 'undefined' && !globalReporting) globalReporting = installGlobalErrorReporting(reporter);
    let alive = true;
    run().then(
      () => alive && setState('ready'),
      (error: unknown) => {
        reporter.report(error, 'bootstrap');
        if (alive) setState('failed');
      },
    );
    return () => {
      alive = false;
    };
  }, [run, reporter, attempt]);
  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);
  // A failed start shows the failure, then retries on its own after the delay (the button retries at once).
  useEffect(() => {
    if (state !== 'failed') return;
    const timer = setTimeout(retry, BOOTSTRAP_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, retry]);
  if (state === 'ready') return <>{children}</>;
  return (
    <main className="standalone-page">
      <BootSpinner failed={state === 'failed'} onRetry={retry} attempt={attempt} />
    </main>
  );
}
