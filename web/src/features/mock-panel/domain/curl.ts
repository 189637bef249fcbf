/**
 * "Copy as curl" for a journal entry: the request as a shell command a developer can paste to replay
 * it against the mock. The journal already stores secrets as `[redacted]`; this redacts again by
 * name with the same rule (shared/secret-names.ts), so a mock started with `--journal-secrets` does
 * not leak them through the panel either, and never writes a real credential: an authenticated request gets `Authorization: Bearer $TOKEN`, for
 * the reader to fill in.
 */
import type { JournalEntry } from '../../../../../shared/mock-admin-client.ts';
import { REDACTED, isSecretName, redactSecretFields } from '../../../../../shared/secret-names.ts';

/** A copy of a JSON body with the values of secret keys replaced (the mock's journal applies the same rule). */
export const redactSecrets = (value: unknown): unknown => redactSecretFields(value);

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
