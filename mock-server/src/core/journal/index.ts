/**
 * The request journal: the per-world ring buffer (journal.ts), its capture (capture.ts, the interceptor
 * that records each answered request), redaction of secrets (redact.ts, response.ts) and filters (filter.ts).
 */
export { Journal, journalOf, type JournalEntry, type JournalFilter, type JournalActor } from './journal.ts';
