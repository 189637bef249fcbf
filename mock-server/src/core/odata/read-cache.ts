/**
 * Answers of GET reads kept for repeat requests (the dashboard polls the same
 * device-list query). An entry is valid only while the store's write version is the one it was
 * computed at and the clock lies in the window the answer holds for (`[from, until)`: a `now()`
 * filter pins it to one instant, support-access expiries bound it for support agents). Bounded by
 * entry count and by weight (objects and arrays in the answers), least recently used out first.
 */

/** Entries kept per cache (per store and engine). */
const READ_CACHE_MAX_ENTRIES = 256;
/** Total weight kept per cache: JSON objects and arrays over all answers (~50 bytes to 1 kB each). */
const READ_CACHE_MAX_WEIGHT = 200_000;
/** Answers heavier than this are never kept (a whole 10,000-device table is re-read instead). */
export const READ_CACHE_MAX_ENTRY_WEIGHT = 20_000;

export interface CachedRead {
  /** Store write version the answer was computed at. */
  version: number;
  /** Clock window (epoch ms) the answer holds for: `from <= now < until`. */
  from: number;
  until: number;
  value: unknown;
}

interface Entry extends CachedRead {
  weight: number;
  /** Tick of the last hit or store: the smallest goes first when the cache is full. */
  used: number;
  /** `JSON.stringify(value)`, made on the first hit (one serialisation per answer, not per request). */
  text?: string;
  /** `text` in UTF-8, made with it: adapters write these bytes as they are, with no encoding per request. */
  bytes?: Uint8Array;
}

const utf8 = new TextEncoder();

/** A cache hit: the answer and its JSON text. */
export interface ReadHit {
  value: unknown;
  /** `JSON.stringify(value)`, shared by every hit of the entry. */
  text: string;
  /** `text` as UTF-8, shared by every hit of the entry. */
  bytes: Uint8Array;
}

/**
 * Number of objects and arrays in a JSON value, stopping once past `limit` (the walk over a huge
 * answer ends early; the caller only needs to know it is too heavy).
 */
export function jsonWeight(value: unknown, limit = Infinity): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && n <= limit) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    n++;
    if (Array.isArray(v)) for (const item of v) stack.push(item);
    else for (const key in v) stack.push((v as Record<string, unknown>)[key]);
  }
  return n;
}

/**
 * LRU of read answers (see module doc for validity), keyed by a scope (who reads what, short) and a key
 * (the query). Two levels instead of one joined string: a request's raw query is hashed once for both
 * the journal and this lookup, where joining it to the scope made a new 700-character string per read.
 */
export class ReadCache {
  private readonly scopes = new Map<string, Map<string, Entry>>();
  private count = 0;
  private weight = 0;
  private tick = 0;

  constructor(
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
    private readonly maxWeight = READ_CACHE_MAX_WEIGHT,
    private readonly maxEntryWeight = READ_CACHE_MAX_ENTRY_WEIGHT,
  ) {}

  /** The answer for `key` in `scope` if it is still valid at `version` and `now`; stale entries are dropped. */
  get(key: string, version: number, now: number, scope = ''): ReadHit | undefined {
    const e = this.scopes.get(scope)?.get(key);
    if (!e) return undefined;
    if (e.version !== version || now < e.from || now >= e.until) {
      this.drop(scope, key);
      return undefined;
    }
    // Recency is a tick, not Map order: a hit costs one lookup instead of a delete and a re-insert.
    e.used = ++this.tick;
    if (e.text === undefined || e.bytes === undefined) {
      e.text = JSON.stringify(e.value);
      e.bytes = utf8.encode(e.text);
    }
    return { value: e.value, text: e.text, bytes: e.bytes };
  }

  /** Keeps an answer; returns false when it is too heavy to keep. */
  set(key: string, read: CachedRead, scope = ''): boolean {
    const weight = jsonWeight(read.value, this.maxEntryWeight);
    if (weight > this.maxEntryWeight) return false;
    this.drop(scope, key);
    let entries = this.scopes.get(scope);
    if (!entries) this.scopes.set(scope, (entries = new Map()));
    entries.set(key, { ...read, weight, used: ++this.tick });
    this.count++;
    this.weight += weight;
    while (this.count > this.maxEntries || this.weight > this.maxWeight) this.dropLeastRecent();
    return true;
  }

  /** Drops the least recently used entry (a scan: stores are rare next to hits, and entries few). */
  private dropLeastRecent(): void {
    let oldest: [string, string] | undefined;
    let min = Infinity;
    for (const [scope, entries] of this.scopes) {
      for (const [key, e] of entries) {
        if (e.used < min) {
          min = e.used;
          oldest = [scope, key];
        }
      }
    }
    if (oldest) this.drop(...oldest);
  }

  get size(): number {
    return this.count;
  }

  /** Total weight held (for tests and diagnostics). */
  get heldWeight(): number {
    return this.weight;
  }

  private drop(scope: string, key: string): void {
    const entries = this.scopes.get(scope);
    const e = entries?.get(key);
    if (!entries || !e) return;
    entries.delete(key);
    if (entries.size === 0) this.scopes.delete(scope);
    this.count--;
    this.weight -= e.weight;
  }
}
