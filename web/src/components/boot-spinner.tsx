/**
 * The start-up spinner (spec 01 §2 guard 4, §1 bootstrap): a status message while the dashboard
 * starts or the user record loads; after 59 s it gives up and offers a retry, so a stalled start
 * never leaves an endless spinner.
 */
import { useEffect, useState } from 'react';
import { BOOTSTRAP_TIMEOUT_MS } from '../lib/timing.ts';
import { t } from '../lib/i18n.ts';

/** True once `ms` have passed since mount (or since `resetKey` changed). */
function useTimedOut(ms: number, resetKey: unknown = null): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [ms, resetKey]);
  return timedOut;
}

export interface BootSpinnerProps {
  /** Retry after the timeout or a failure (default: reload the page). */
  onRetry?: () => void;
  /** Shown instead of the spinner: the start failed. */
  failed?: boolean;
  timeoutMs?: number;
  /** Changing it restarts the timeout (a retry). */
  attempt?: number;
}

export function BootSpinner({
  onRetry = () => window.location.reload(),
  failed = false,
  timeoutMs = BOOTSTRAP_TIMEOUT_MS,
  attempt = 0,
}: BootSpinnerProps) {
  const timedOut = useTimedOut(timeoutMs, attempt);
  if (failed || timedOut) {
    return (
      <div role="alert" className="session-loading boot-problem">
        <p>{failed ? t('boot.failed') : t('boot.timeout')}</p>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="session-loading">
      <span className="spinner spinner-small" aria-hidden="true" /> {t('boot.loading')}
    </div>
  );
}
