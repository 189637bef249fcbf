/** The request journal: per-world ring buffer + the interceptor that fills it. */
export {
  Journal,
  journalOf,
  JOURNAL_CAPACITY,
  JOURNAL_BODY_LIMIT_BYTES,
  type JournalEntry,
  type JournalFilter,
  type JournalActor,
} from './journal.ts';
export { journalInterceptor } from './interceptor.ts';
