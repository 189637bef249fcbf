/** The request journal: per-world ring buffer + the interceptor that fills it. */
export { Journal, journalOf, type JournalEntry, type JournalFilter, type JournalActor } from './journal.ts';
