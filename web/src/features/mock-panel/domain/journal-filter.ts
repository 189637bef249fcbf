/**
 * The journal tail's filters in the mock panel: method, status (exact `404` or a class `4xx`),
 * operation, persona and free text. Applied in the browser to the entries the stream pushed, so
 * changing a filter never reconnects. Pure, for the unit tests.
 */
import type { JournalEntry } from '../../../../../shared/mock-admin-client.ts';

export interface JournalView {
  method: string;
  /** `404`, `4xx`, or empty. */
  status: string;
  operationId: string;
  /** Persona key, e-mail or username; `guest` for requests without a caller. */
  persona: string;
  /** Text anywhere in the path, query or body. */
  text: string;
}

export const EMPTY_VIEW: JournalView = { method: '', status: '', operationId: '', persona: '', text: '' };

/** True when the status filter is a valid one (empty, `NNN` or `Nxx`). */
export const validStatusFilter = (status: string): boolean => /^(?:|[1-5]\d\d|[1-5]xx)$/i.test(status.trim());

function statusPasses(status: number, want: string): boolean {
  const w = want.trim().toLowerCase();
  if (!w || !validStatusFilter(w)) return true;
  if (w.endsWith('xx')) return Math.floor(status / 100) === Number(w[0]);
  return status === Number(w);
}

function personaPasses(actor: JournalEntry['actor'], want: string): boolean {
  const w = want.trim().toLowerCase();
  if (!w) return true;
  if (!actor) return w === 'guest';
  const email = actor.email?.toLowerCase() ?? '';
  return email === w || email.split('@')[0] === w || actor.username?.toLowerCase() === w || String(actor.id) === w;
}

/** The text an entry is searched in: path (decoded too), query and body. */
export function searchableText(e: JournalEntry): string {
  let decoded = e.path;
  try {
    decoded = decodeURIComponent(e.path);
  } catch {
    // A malformed escape: the raw path is searched.
  }
  const body =
    e.body === undefined || e.body === null ? '' : typeof e.body === 'string' ? e.body : JSON.stringify(e.body);
  return `${e.path} ${decoded} ${JSON.stringify(e.query)} ${body}`.toLowerCase();
}

/** Whether an entry passes every filter of the view. */
export function entryPasses(e: JournalEntry, view: JournalView): boolean {
  if (view.method && e.method !== view.method.toUpperCase()) return false;
  if (!statusPasses(e.status, view.status)) return false;
  if (view.operationId.trim() && e.operationId !== view.operationId.trim()) return false;
  if (!personaPasses(e.actor, view.persona)) return false;
  const text = view.text.trim().toLowerCase();
  if (text && !searchableText(e).includes(text)) return false;
  return true;
}

/** The entries that pass, newest first, at most `limit`. */
export function filterJournal(entries: readonly JournalEntry[], view: JournalView, limit = 200): JournalEntry[] {
  const out: JournalEntry[] = [];
  for (let i = entries.length - 1; i >= 0 && out.length < limit; i--) {
    const entry = entries[i];
    if (entry && entryPasses(entry, view)) out.push(entry);
  }
  return out;
}

/** Merges newly pushed entries into the held list (by seq, no duplicates), keeping the newest `cap`. */
export function mergeEntries(
  held: readonly JournalEntry[],
  pushed: readonly JournalEntry[],
  cap = 2000,
): JournalEntry[] {
  const last = held.at(-1)?.seq ?? 0;
  const fresh = pushed.filter((e) => e.seq > last);
  if (fresh.length === 0) return held as JournalEntry[];
  const merged = [...held, ...fresh];
  return merged.length > cap ? merged.slice(merged.length - cap) : merged;
}
