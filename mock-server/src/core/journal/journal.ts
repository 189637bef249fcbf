/**
 * The request journal (issue 5 "journal"): every API request of a world with method, path, decoded
 * query, body, status, actor, session, mock-clock time and operationId, in a bounded ring buffer.
 * QA asserts "the dashboard sent exactly one PATCH to this device with this body" by filtering it.
 */
import type { World } from '../world.ts';
import { PERSONA_DOMAIN } from '../faults/match.ts';

/** Entries kept per world; the oldest drop off first. */
export const JOURNAL_CAPACITY = 10_000;
/** Bodies larger than this (serialised) are recorded as a size note, not in full. */
export const JOURNAL_BODY_LIMIT_BYTES = 64 * 1024;

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
}

export class Journal {
  private readonly buf: (JournalEntry | undefined)[];
  private start = 0;
  private size = 0;
  private seq = 0;
  /** Entries dropped because the buffer was full (since the last clear). */
  dropped = 0;

  constructor(readonly capacity = JOURNAL_CAPACITY) {
    this.buf = new Array<JournalEntry | undefined>(capacity);
  }

  /** Appends an entry; its seq is assigned here. */
  record(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, ...entry };
    if (this.size < this.capacity) {
      this.buf[(this.start + this.size) % this.capacity] = full;
      this.size++;
    } else {
      this.buf[this.start] = full;
      this.start = (this.start + 1) % this.capacity;
      this.dropped++;
    }
    return full;
  }

  get length(): number {
    return this.size;
  }

  /** Entries in arrival order that pass the filter. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 0; i < this.size; i++) {
      const e = this.buf[(this.start + i) % this.capacity]!;
      if (passes(e, filter)) out.push(e);
    }
    return filter.limit !== undefined && out.length > filter.limit ? out.slice(out.length - filter.limit) : out;
  }

  /** Empties the journal (seq keeps counting, so `after=` stays valid). */
  clear(): number {
    const n = this.size;
    this.buf.fill(undefined);
    this.start = 0;
    this.size = 0;
    this.dropped = 0;
    return n;
  }
}

function actorPasses(actor: JournalActor | null, want: string): boolean {
  if (!actor) return want === 'guest';
  const w = want.toLowerCase();
  const email = actor.email?.toLowerCase();
  return email === w || email === `${w}@${PERSONA_DOMAIN}` || actor.username?.toLowerCase() === w || String(actor.id) === w;
}

function passes(e: JournalEntry, f: JournalFilter): boolean {
  if (f.method !== undefined && e.method !== f.method.toUpperCase()) return false;
  if (f.pathPrefix !== undefined && !e.path.startsWith(f.pathPrefix) && !safeDecoded(e.path).startsWith(f.pathPrefix)) return false;
  if (f.operationId !== undefined && e.operationId !== f.operationId) return false;
  if (f.status !== undefined && e.status !== f.status) return false;
  if (f.actor !== undefined && !actorPasses(e.actor, f.actor)) return false;
  if (f.since !== undefined && Date.parse(e.time) < f.since) return false;
  if (f.after !== undefined && e.seq <= f.after) return false;
  return true;
}

function safeDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const journals = new WeakMap<World, Journal>();

/** The journal of a world (created on first use; a reset world starts empty). */
export function journalOf(world: World): Journal {
  let j = journals.get(world);
  if (!j) journals.set(world, (j = new Journal()));
  return j;
}
