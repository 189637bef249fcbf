/**
 * "Copy as curl" for a journal entry: the request as a shell command a developer can paste to replay
 * it against the mock. The journal already stores secrets as `[redacted]`; this redacts again by
 * name (so a mock started with `--journal-secrets` does not leak them through the panel either) and
 * never writes a real credential: an authenticated request gets `Authorization: Bearer $TOKEN`, for
 * the reader to fill in.
 */
import type { JournalEntry } from '../../../../../exports/admin.ts';

export const REDACTED = '[redacted]';
/** Body keys and query parameters whose values are secrets (case-insensitive, `_`/`-` ignored). */
const SECRET_NAME =
  /^(?:password|currentpassword|newpassword|oldpassword|passwordconfirm|code|token|refreshtoken|accesstoken|apikey|key|secret|clientsecret|authorization|jwt|samlresponse|recoverycode|captcha)$/;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name.toLowerCase().replace(/[-_]/g, ''));

/** A copy of a JSON body with the values of secret keys replaced. */
export function redactSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(redactSecrets);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      isSecretName(k) && v !== null && v !== undefined ? REDACTED : redactSecrets(v),
    ]),
  );
}

/** Quotes a word for a POSIX shell (single quotes; a single quote inside becomes '\''). */
export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** The query string of a decoded journal query, secret parameters redacted. */
export function queryString(query: JournalEntry['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    for (const value of Array.isArray(v) ? v : [v]) params.append(k, isSecretName(k) ? REDACTED : value);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The curl command that replays `entry` against `baseUrl` (with the session header when not `default`). */
export function toCurl(entry: JournalEntry, baseUrl: string): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${entry.path}${queryString(entry.query)}`;
  const parts = ['curl'];
  if (entry.method !== 'GET') parts.push('-X', entry.method);
  parts.push(shellQuote(url));
  if (entry.session && entry.session !== 'default') parts.push('-H', shellQuote(`x-mock-session: ${entry.session}`));
  if (entry.actor) parts.push('-H', '"Authorization: Bearer $TOKEN"');
  if (entry.body !== undefined && entry.body !== null && entry.body !== '') {
    const body = typeof entry.body === 'string' ? entry.body : JSON.stringify(redactSecrets(entry.body));
    if (typeof entry.body !== 'string') parts.push('-H', shellQuote('Content-Type: application/json'));
    parts.push('--data-raw', shellQuote(body));
  }
  return parts.join(' ');
}
