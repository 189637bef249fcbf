/**
 * The dashboard's error reporter: lib/error-reporting.ts's rules wired to the configured sink
 * (api/external.ts, sent without a token). It lives in the app layer because it joins lib/ and api/,
 * which do not import each other.
 */
import { config } from '../config.ts';
import { sendErrorReport } from '../api/external.ts';
import { createErrorReporter, type ErrorReporter } from '../lib/error-reporting.ts';

export const errorReporter: ErrorReporter = createErrorReporter({
  key: config.errorReportingKey,
  send: sendErrorReport,
});
