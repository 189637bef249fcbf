/**
 * The recent-login ("sudo") rule (spec 01 §4 "Enabling two-factor"; api-ground-truth §1.4, §5):
 * sensitive calls answer 401 `{"error":"Fresh authentication token required"}` once the login is
 * older than 20 minutes; the page then asks for the password again (a refresh with the password
 * resets authTime) and retries.
 */
import { ApiError, bodyText } from '../../lib/errors.ts';

/** The API's text for a call that needs a recent login. */
const FRESH_LOGIN_REQUIRED_TEXT = 'Fresh authentication token required';

/** True when a failed call asks for a recent login (re-verify identity, then retry). */
export function needsFreshLogin(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (bodyText(error.body) ?? '').includes(FRESH_LOGIN_REQUIRED_TEXT)
  );
}
