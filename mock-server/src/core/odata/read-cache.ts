/**
 * Answers of GET reads kept for repeat requests (issue 3 "Performance": the dashboard polls the same
 * device-list query). An entry is valid only while the store's write version is the one it was
 * computed at and the clock lies in the window the answer holds for (`[from, until)`: a `now()`
 * filter pins it to one instant, support-access expiries bound it for support agents). Bounded by
 * entry count and by weight (objects and arrays in the answers), least recently used out first.
 */

/** Entries kept per cache (per store and engine). */
export const READ_CACHE_MAX_ENTRIES = 256;
/** Total weight kept per cache: JSON objects and arrays over all answers (~50 bytes to 1 kB each). */
export const READ_CACHE_MAX_WEIGHT = 200_000;
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
  /** `JSON.stringify(value)`, made on the first hit (one serialisation per answer, not per request). */
  text?: string;
}

/** A cache hit: the answer and its JSON text. */
export interface ReadHit {
  value: unknown;
  /** `JSON.stringify(value)`, shared by every hit of the entry. */
  text: string;
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

/** LRU of read answers by key (see module doc for validity). */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;

  constructor(
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
    private readonly maxWeight = READ_CACHE_MAX_WEIGHT,
    private readonly maxEntryWeight = READ_CACHE_MAX_ENTRY_WEIGHT,
  ) {}

  /** The answer for `key` if it is still valid at `version` and `now`; stale entries are dropped. */
  get(key: string, version: number, now: number): ReadHit | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (e.version !== version || now < e.from || now >= e.until) {
      this.weight -= e.weight;
      return undefined;
    }
    this.entries.set(key, e);
    e.text ??= JSON.stringify(e.value);
    return { value: e.value, text: e.text };
  }

  /** Keeps an answer; returns false when it is too heavy to keep. */
  set(key: string, read: CachedRead): boolean {
    const weight = jsonWeight(read.value, this.maxEntryWeight);
    if (weight > this.maxEntryWeight) return false;
    this.drop(key);
    this.entries.set(key, { ...read, weight });
    this.weight += weight;
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) {
      this.drop(this.entries.keys().next().value as string);
    }
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total weight held (for tests and diagnostics). */
  get heldWeight(): number {
    return this.weight;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.weight -= e.weight;
  }
}
