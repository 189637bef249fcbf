/** The shapes of the journal: an entry as listed, its actor, and a filter over entries. */
import type { JournalResponse } from './response.ts';

export interface JournalActor {
  kind: 'user' | 'application' | 'device';
  id: number;
  email?: string | null;
  username?: string;
}

export interface JournalEntry {
  /** 1, 2, 3 … per world: stable order, and `after=` paging. */
  seq: number;
  /** Mock-clock ISO time the request arrived. */
  time: string;
  method: string;
  path: string;
  /** Decoded query; a repeated key gives a list. */
  query: Record<string, string | string[]>;
  body: unknown;
  /** Status sent; 0 when the socket was dropped (network-failure faults). */
  status: number;
  actor: JournalActor | null;
  session: string;
  operationId: string | null;
  resource: string | null;
  device: string | null;
  /** Ids of the fault rules applied (`x-mock-fault` for the header). */
  faults: string[];
  /** The answer: headers and the start of its body, secrets redacted; null when none was recorded. */
  response: JournalResponse | null;
}

export interface JournalFilter {
  method?: string;
  pathPrefix?: string;
  operationId?: string;
  status?: number;
  /** E-mail, username or persona key. */
  actor?: string;
  /** Only entries at or after this mock-clock time (ms). */
  since?: number;
  /** Only entries with a larger seq. */
  after?: number;
  /** Newest `limit` matches (still in order). */
  limit?: number;
  /** Query parameters the entry must have: `name`, or `name=text` (the value contains text). */
  query?: readonly string[];
  /** JSON pointers into the body: `/pointer` (present) or `/pointer=value` (equal; JSON when it parses, else text). */
  body?: readonly string[];
  /** Text the serialised body contains. */
  bodyContains?: string;
}
