/**
 * The request journal (issue 5 "journal"): every API request of a world with method, path, decoded
 * query, body, status, actor, session, mock-clock time and operationId, in a bounded ring buffer.
 * QA asserts "the dashboard sent exactly one PATCH to this device with this body" by filtering it.
 */
import type { World } from '../world.ts';
import { PERSONA_DOMAIN } from '../faults/match.ts';
import { parseQuery } from '../pipeline/body.ts';

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

/**
 * What the interceptor records per request: the entry with its query still raw and its time still a
 * number. Decoding both costs more than the rest of a cached read, and almost no entry is ever read,
 * so `list` decodes an entry the first time it is read.
 */
export interface RawJournalEntry extends Omit<JournalEntry, 'seq' | 'time' | 'query' | 'actor' | 'faults'> {
  rawQuery: string;
  /** Mock-clock ms the request arrived. */
  receivedAt: number;
  /** The caller, kept as the request saw it and turned into its journal form when read. */
  actor: RawJournalActor | null;
  faults: readonly string[];
}

/** The parts of a pipeline actor (auth/actor.ts) the journal shows. */
export type RawJournalActor =
  | { kind: 'user'; userId: number; email: string | null; username: string }
  | { kind: 'device'; deviceId: number }
  | { kind: 'application'; applicationId: number };

function journalActor(a: RawJournalActor | null): JournalActor | null {
  if (!a) return null;
  if (a.kind === 'user') return { kind: 'user', id: a.userId, email: a.email, username: a.username };
  return a.kind === 'device' ? { kind: 'device', id: a.deviceId } : { kind: 'application', id: a.applicationId };
}

interface PendingEntry {
  seq: number;
  raw: RawJournalEntry;
}
type Stored = JournalEntry | PendingEntry;

/** A raw query string decoded into an object; a repeated key gives a list. */
export function decodeQuery(rawQuery: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of parseQuery(rawQuery)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function materialise({ seq, raw }: PendingEntry): JournalEntry {
  return {
    seq,
    time: new Date(raw.receivedAt).toISOString(),
    method: raw.method,
    path: raw.path,
    query: decodeQuery(raw.rawQuery),
    body: raw.body,
    status: raw.status,
    actor: journalActor(raw.actor),
    session: raw.session,
    operationId: raw.operationId,
    resource: raw.resource,
    device: raw.device,
    faults: [...raw.faults],
  };
}

export class Journal {
  private readonly buf: (Stored | undefined)[];
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
    this.push(full);
    return full;
  }

  /** Appends a request as the interceptor sees it (decoded when first read); returns its seq. */
  recordRaw(raw: RawJournalEntry): number {
    const seq = ++this.seq;
    this.push({ seq, raw });
    return seq;
  }

  private push(e: Stored): void {
    if (this.size < this.capacity) {
      this.buf[(this.start + this.size) % this.capacity] = e;
      this.size++;
    } else {
      this.buf[this.start] = e;
      this.start = (this.start + 1) % this.capacity;
      this.dropped++;
    }
  }

  get length(): number {
    return this.size;
  }

  /** Entries in arrival order that pass the filter. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 0; i < this.size; i++) {
      const at = (this.start + i) % this.capacity;
      const stored = this.buf[at]!;
      const e = 'raw' in stored ? (this.buf[at] = materialise(stored)) : stored;
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
