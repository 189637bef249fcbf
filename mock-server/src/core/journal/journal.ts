/**
 * The request journal: every API request of a world with method, path, decoded
 * query, body, status, actor, session, mock-clock time and operationId, in a bounded ring buffer.
 * QA asserts "the dashboard sent exactly one PATCH to this device with this body" by filtering it.
 */
import type { World } from '../world.ts';
import { parseQuery } from '../pipeline/body.ts';
import { resolveHeld, type HeldResponse, type JournalResponse, type ResponseNote } from './response.ts';
import { passes } from './filter.ts';
import type { JournalEntry, JournalFilter } from './entry.ts';

export type { JournalActor, JournalEntry, JournalFilter } from './entry.ts';

/** Entries kept per world; the oldest drop off first. */
const JOURNAL_CAPACITY = 10_000;
/** Bodies larger than this (serialised) are recorded as a size note, not in full. */
export const JOURNAL_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Characters of response bodies one journal holds in all (each is at most 16 KiB, response.ts). Past
 * it the oldest entries lose their response body (note `evicted`), so 10,000 large answers cannot
 * hold 160 MB.
 */
export const JOURNAL_RESPONSE_BUDGET_CHARS = 4 * 1024 * 1024;

/**
 * What the interceptor records per request: the entry with its query still raw and its time still a
 * number. Decoding both costs more than the rest of a cached read, and almost no entry is ever read,
 * so `list` decodes an entry the first time it is read.
 */
export interface RawJournalEntry extends Omit<
  JournalEntry,
  'seq' | 'time' | 'query' | 'actor' | 'faults' | 'response'
> {
  /** The answer: held as sent (response.ts) and made into its JournalResponse when first read. */
  response?: HeldResponse | JournalResponse | null;
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

/** A raw query string decoded into an object; a repeated key gives a list. */
function decodeQuery(rawQuery: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of parseQuery(rawQuery)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/** heldFlags bits: the slot holds an answer not yet read, its body goes on, secrets are kept. */
const HELD_PENDING = 1;
const HELD_MORE = 2;
const HELD_KEEP_SECRETS = 4;

/** Distinct strings kept by one journal before its intern table starts over. */
const INTERN_LIMIT = 4096;
const NO_FAULTS: readonly string[] = Object.freeze([]);

/**
 * A bounded ring of requests. Entries are kept in columns of numbers and shared strings rather than
 * one object per request: an entry lives for the next 10,000 requests, so per-request objects (and
 * the request URL a sliced path keeps alive) all outlived their first GC and were copied to the old
 * generation, about 2.5 µs of every cached read (scripts/bench/core.ts). Repeated paths, queries and
 * actors are stored once (`intern`); an entry becomes a JournalEntry the first time it is read.
 */
export class Journal {
  private start = 0;
  private size = 0;
  private seq = 0;
  /** Entries dropped because the buffer was full (since the last clear). */
  dropped = 0;
  private readonly receivedAt: Float64Array;
  private readonly status: Int32Array;
  private readonly actorId: Float64Array;
  private readonly method: (string | undefined)[];
  private readonly path: (string | undefined)[];
  private readonly rawQuery: (string | undefined)[];
  private readonly body: unknown[];
  private readonly actorKind: (RawJournalActor['kind'] | null | undefined)[];
  private readonly actorEmail: (string | null | undefined)[];
  private readonly actorUsername: (string | undefined)[];
  private readonly session: (string | undefined)[];
  private readonly operationId: (string | null | undefined)[];
  private readonly resource: (string | null | undefined)[];
  private readonly device: (string | null | undefined)[];
  private readonly faults: (readonly string[] | undefined)[];
  private readonly response: (JournalResponse | null | undefined)[];
  /** A held answer's parts (response.ts HeldResponse), until the entry is first read. */
  private readonly heldBody: (string | Uint8Array | null | undefined)[];
  private readonly heldNote: (ResponseNote | null | undefined)[];
  private readonly heldContentType: (string | undefined)[];
  private readonly heldHeaders: (Readonly<Record<string, string>> | undefined)[];
  private readonly heldStatus: Int32Array;
  private readonly heldLimit: Int32Array;
  /** HELD_PENDING, HELD_MORE, HELD_KEEP_SECRETS. */
  private readonly heldFlags: Uint8Array;
  /** Characters of response body held per slot (what JOURNAL_RESPONSE_BUDGET_CHARS counts). */
  private readonly responseChars: Int32Array;
  private responseTotal = 0;
  /** Entries before this seq have had their response bodies evicted already. */
  private evictSeq = 1;
  /** The entry as read (made on first read, or given whole to `record`). */
  private readonly decoded: (JournalEntry | undefined)[];
  private interned = new Map<string, string>();
  /** Every column of references, for `clear`. */
  private readonly columns: unknown[][] = [];
  /** Called with the seq of each new entry (live tails such as `/__mock/journal/stream`). */
  private readonly listeners = new Set<(seq: number) => void>();

  constructor(
    readonly capacity = JOURNAL_CAPACITY,
    readonly responseBudget = JOURNAL_RESPONSE_BUDGET_CHARS,
  ) {
    this.receivedAt = new Float64Array(capacity);
    this.responseChars = new Int32Array(capacity);
    this.status = new Int32Array(capacity);
    this.actorId = new Float64Array(capacity);
    this.heldStatus = new Int32Array(capacity);
    this.heldLimit = new Int32Array(capacity);
    this.heldFlags = new Uint8Array(capacity);
    const column = <T>(): T[] => {
      const c = new Array<T>(capacity).fill(undefined as T);
      this.columns.push(c);
      return c;
    };
    this.method = column();
    this.path = column();
    this.rawQuery = column();
    this.body = column();
    this.actorKind = column();
    this.actorEmail = column();
    this.actorUsername = column();
    this.session = column();
    this.operationId = column();
    this.resource = column();
    this.device = column();
    this.faults = column();
    this.response = column();
    this.heldBody = column();
    this.heldNote = column();
    this.heldContentType = column();
    this.heldHeaders = column();
    this.decoded = column();
  }

  /** Appends an entry; its seq is assigned here. */
  record(entry: Omit<JournalEntry, 'seq' | 'response'> & { response?: JournalResponse | null }): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, ...entry, response: entry.response ?? null };
    const at = this.slot();
    this.decoded[at] = full;
    this.response[at] = full.response;
    this.heldFlags[at] = 0;
    this.holdResponse(at, full.response?.body?.length ?? 0);
    if (this.listeners.size > 0) this.notify(full.seq);
    return full;
  }

  /** Appends a request as the interceptor sees it (decoded when first read); returns its seq. */
  recordRaw(raw: RawJournalEntry): number {
    const at = this.slot();
    this.decoded[at] = undefined;
    this.receivedAt[at] = raw.receivedAt;
    this.status[at] = raw.status;
    this.method[at] = this.intern(raw.method);
    this.path[at] = this.intern(raw.path);
    this.rawQuery[at] = this.intern(raw.rawQuery);
    this.body[at] = raw.body;
    const a = raw.actor;
    this.actorKind[at] = a ? a.kind : null;
    this.actorId[at] = !a ? 0 : a.kind === 'user' ? a.userId : a.kind === 'device' ? a.deviceId : a.applicationId;
    this.actorEmail[at] = a?.kind === 'user' && a.email !== null ? this.intern(a.email) : null;
    this.actorUsername[at] = a?.kind === 'user' ? this.intern(a.username) : undefined;
    this.session[at] = this.intern(raw.session);
    this.operationId[at] = raw.operationId === null ? null : this.intern(raw.operationId);
    this.resource[at] = raw.resource === null ? null : this.intern(raw.resource);
    this.device[at] = raw.device === null ? null : this.intern(raw.device);
    this.faults[at] = raw.faults.length === 0 ? NO_FAULTS : [...raw.faults];
    const r = raw.response ?? null;
    let chars: number;
    if (r !== null && 'more' in r) {
      // Held: its parts go into columns and become a JournalResponse when the entry is first read.
      this.response[at] = undefined;
      this.heldBody[at] = r.body;
      this.heldNote[at] = r.note;
      this.heldContentType[at] = r.contentType;
      this.heldHeaders[at] = r.headers;
      this.heldStatus[at] = r.status;
      this.heldLimit[at] = r.limit;
      this.heldFlags[at] = HELD_PENDING | (r.more ? HELD_MORE : 0) | (r.keepSecrets ? HELD_KEEP_SECRETS : 0);
      chars = r.chars;
    } else {
      this.response[at] = r;
      this.heldFlags[at] = 0;
      chars = r?.body?.length ?? 0;
    }
    const seq = ++this.seq;
    this.holdResponse(at, chars);
    if (this.listeners.size > 0) this.notify(seq);
    return seq;
  }

  /**
   * Calls `listener` with the seq of every entry recorded from now on (it reads the entry with
   * `list({ after })`); returns the function that stops it. A listener that throws is dropped, so a
   * broken tail never fails the request being recorded.
   */
  subscribe(listener: (seq: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private notify(seq: number): void {
    for (const listener of this.listeners) {
      try {
        listener(seq);
      } catch {
        this.listeners.delete(listener);
      }
    }
  }

  /** The seq of the newest entry (0 before the first). */
  get lastSeq(): number {
    return this.seq;
  }

  /** The slot the next entry goes to (the oldest one when full). */
  private slot(): number {
    if (this.size < this.capacity) return (this.start + this.size++) % this.capacity;
    const at = this.start;
    this.start = (this.start + 1) % this.capacity;
    this.dropped++;
    // Slots are below capacity, the length of every column: the reads below cannot miss.
    this.responseTotal -= this.responseChars[at]!;
    this.responseChars[at] = 0;
    this.heldBody[at] = undefined;
    this.heldHeaders[at] = undefined;
    return at;
  }

  /**
   * Counts the response body just stored at `at` against the budget and, while over it, drops the
   * bodies of the oldest entries that still hold one (their headers and status stay).
   */
  private holdResponse(at: number, chars: number): void {
    this.responseChars[at] = chars;
    this.responseTotal += chars;
    if (this.responseTotal <= this.responseBudget) return;
    const firstSeq = this.seq - this.size + 1;
    let s = Math.max(this.evictSeq, firstSeq);
    for (; this.responseTotal > this.responseBudget && s < this.seq; s++) {
      const slot = (this.start + (s - firstSeq)) % this.capacity;
      const held = this.responseChars[slot]!;
      if (held === 0) continue;
      this.responseTotal -= held;
      this.responseChars[slot] = 0;
      if (this.heldFlags[slot]! & HELD_PENDING) {
        this.heldBody[slot] = null;
        this.heldNote[slot] = 'evicted';
        this.heldFlags[slot] = this.heldFlags[slot]! & ~HELD_MORE;
        continue;
      }
      const old = this.response[slot];
      if (old) this.response[slot] = { ...old, body: null, truncated: false, note: 'evicted' };
      const decoded = this.decoded[slot];
      if (decoded) this.decoded[slot] = { ...decoded, response: this.response[slot] ?? null };
    }
    this.evictSeq = s;
  }

  /** Characters of response body held now (at most `responseBudget` plus the newest body). */
  get heldResponseChars(): number {
    return this.responseTotal;
  }

  /** The stored copy of a string equal to `s` (so an entry keeps no per-request string alive). */
  private intern(s: string): string {
    const known = this.interned.get(s);
    if (known !== undefined) return known;
    if (this.interned.size >= INTERN_LIMIT) this.interned = new Map();
    this.interned.set(s, s);
    return s;
  }

  get length(): number {
    return this.size;
  }

  /** How many entries pass the filter (`limit` ignored). */
  count(filter: JournalFilter = {}): number {
    return this.list({ ...filter, limit: undefined }).length;
  }

  /** Entries in arrival order that pass the filter. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    const firstSeq = this.seq - this.size + 1;
    for (let i = 0; i < this.size; i++) {
      const at = (this.start + i) % this.capacity;
      const e = (this.decoded[at] ??= this.materialise(at, firstSeq + i));
      if (passes(e, filter)) out.push(e);
    }
    return filter.limit !== undefined && out.length > filter.limit ? out.slice(out.length - filter.limit) : out;
  }

  private materialise(at: number, seq: number): JournalEntry {
    const kind = this.actorKind[at];
    const id = this.actorId[at]!;
    return {
      seq,
      time: new Date(this.receivedAt[at]!).toISOString(),
      method: this.method[at]!,
      path: this.path[at]!,
      query: decodeQuery(this.rawQuery[at]!),
      body: this.body[at],
      status: this.status[at]!,
      actor: !kind
        ? null
        : kind === 'user'
          ? { kind, id, email: this.actorEmail[at] ?? null, username: this.actorUsername[at] }
          : { kind, id },
      session: this.session[at]!,
      operationId: this.operationId[at] ?? null,
      resource: this.resource[at] ?? null,
      device: this.device[at] ?? null,
      faults: [...this.faults[at]!],
      response: this.responseAt(at),
    };
  }

  /** The answer of the entry in slot `at`; a held one is cut and redacted now, once. */
  private responseAt(at: number): JournalResponse | null {
    const flags = this.heldFlags[at]!;
    if (!(flags & HELD_PENDING)) return this.response[at] ?? null;
    const held: HeldResponse = {
      status: this.heldStatus[at]!,
      operationId: this.operationId[at] ?? null,
      keepSecrets: (flags & HELD_KEEP_SECRETS) !== 0,
      contentType: this.heldContentType[at],
      headers: this.heldHeaders[at],
      body: this.heldBody[at] ?? null,
      more: (flags & HELD_MORE) !== 0,
      note: this.heldNote[at] ?? null,
      chars: 0,
      limit: this.heldLimit[at]!,
    };
    const resolved = resolveHeld(held);
    this.response[at] = resolved;
    this.heldFlags[at] = 0;
    this.heldBody[at] = undefined;
    this.heldHeaders[at] = undefined;
    return resolved;
  }

  /** Empties the journal (seq keeps counting, so `after=` stays valid). */
  clear(): number {
    const n = this.size;
    for (const column of this.columns) column.fill(undefined);
    this.responseChars.fill(0);
    this.heldFlags.fill(0);
    this.responseTotal = 0;
    this.evictSeq = this.seq + 1;
    this.interned = new Map();
    this.start = 0;
    this.size = 0;
    this.dropped = 0;
    return n;
  }
}

const journals = new WeakMap<World, Journal>();

/** The journal of a world (created on first use; a reset world starts empty). */
export function journalOf(world: World): Journal {
  let j = journals.get(world);
  if (!j) journals.set(world, (j = new Journal()));
  return j;
}
