/**
 * Error reporting (spec 01 §1 "an error-reporting service", §8): unexpected errors go to the
 * reporting sink, once each; expected ones are not sent (shouldReportError: organization, fleet,
 * device and release not found, invalid credentials, not logged in, network failures). Without a
 * reporting key the errors are only logged. Uncaught errors and unhandled rejections are reported
 * by `installGlobalErrorReporting`.
 */
import { isApiError, shouldReportError } from './errors.ts';
import { UI_VERSION } from './timing.ts';

/** The body the sink receives (contract ErrorReport). */
interface ErrorReportBody {
  message: string;
  name?: string;
  stack?: string;
  url?: string;
  release?: string;
  context?: string;
}

export interface ErrorReporter {
  /** Reports an error (or skips it per the rules); never throws. */
  report(error: unknown, context?: string): void;
}

/** Distinct errors remembered to avoid sending duplicates. */
const REPORTED_ERRORS_REMEMBERED = 100;

export interface ErrorReporterOptions {
  key: string;
  send: (body: ErrorReportBody) => Promise<unknown>;
  log?: (message: string, error?: unknown) => void;
  location?: () => string;
}

/** Report fields are cut to these lengths (a report is a small JSON body). */
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;

/** The report body of an error. */
function reportBody(error: unknown, context: string | undefined, url: string): ErrorReportBody {
  const e = error instanceof Error ? error : null;
  const message =
    (e?.message || (typeof error === 'string' ? error : '') || String(error)).slice(0, MESSAGE_MAX) || 'Unknown error';
  return {
    message,
    ...(e?.name ? { name: e.name } : {}),
    ...(e?.stack ? { stack: e.stack.slice(0, STACK_MAX) } : {}),
    url,
    release: UI_VERSION,
    ...(context ? { context } : {}),
  };
}

export function createErrorReporter({
  key,
  send,
  log = (m, e) => console.error(m, e),
  location = () => globalThis.location?.href ?? '',
}: ErrorReporterOptions): ErrorReporter {
  const seen = new Set<string>();
  let warnedMissingKey = false;
  return {
    report(error, context) {
      if (!shouldReportError(error)) return;
      if (!key) {
        if (!warnedMissingKey) console.info('Error reporting is off: no reporting key is configured.');
        warnedMissingKey = true;
        log('Unreported error', error);
        return;
      }
      const body = reportBody(error, context, location());
      const id = `${body.name ?? ''}:${body.message}:${context ?? ''}`;
      if (seen.has(id)) return;
      if (seen.size >= REPORTED_ERRORS_REMEMBERED) seen.delete(seen.values().next().value as string);
      seen.add(id);
      void send(body).catch(() => log('The error could not be reported', error));
    },
  };
}

/** Query and mutation failures worth reporting: not the API's ordinary client errors (4xx). */
export const isUnexpectedFailure = (error: unknown): boolean => !isApiError(error) || error.status >= 500;

/** Reports uncaught errors and unhandled promise rejections; returns the uninstaller. */
export function installGlobalErrorReporting(reporter: ErrorReporter, target: Window = window): () => void {
  const onError = (e: ErrorEvent) => reporter.report(e.error ?? e.message, 'uncaught');
  const onRejection = (e: PromiseRejectionEvent) => {
    if (isUnexpectedFailure(e.reason)) reporter.report(e.reason, 'unhandled rejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
