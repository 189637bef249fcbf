/**
 * GET/HEAD on the resource API (api-ground-truth §1.3, §2) through a read cache: the answer for (store, engine, OData root, caller identity, path and query) is
 * reused while the store has seen no write and the clock stays inside the window the answer holds
 * for. The caller's visibility is a function of the identity and the store (roles, memberships,
 * fleets), plus the clock for support agents (support-access expiries) and for `now()` filters,
 * so those three cover everything the answer depends on.
 */
import type { CoreResponse } from '../../http.ts';
import { READ_CACHE_MAX_ENTRY_WEIGHT, ReadCache, type ReadHit } from '../../odata/index.ts';
import { isPlatformAdmin, isSupportAgent, supportAccessWindow, type ClockWindow } from '../../permissions/index.ts';
import type { Store } from '../../store/store.ts';
import { writeVersion } from '../../store/version.ts';
import type { ResourceEngine } from './port.ts';
import type { Access } from './subject-of.ts';
import { odata } from './respond.ts';

const caches = new WeakMap<ResourceEngine, WeakMap<Store, ReadCache>>();

/** The read cache of one engine over one store. */
function readCacheOf(engine: ResourceEngine, store: Store): ReadCache {
  let byStore = caches.get(engine);
  if (!byStore) caches.set(engine, (byStore = new WeakMap()));
  let cache = byStore.get(store);
  if (!cache) byStore.set(store, (cache = new ReadCache()));
  return cache;
}

/** Where a read comes from: the store, engine, root, caller and URL that make up its cache key. */
export interface ReadKey {
  store: Store;
  engine: ResourceEngine;
  /** `v7` or `resin`. */
  root: string;
  /** Stable key of the caller's permission identity (subject-of.ts `identityKey`). */
  identity: string;
  /** Path after the OData root, e.g. `/device`. */
  path: string;
  rawQuery: string;
  /** Origin of the request (`http://host:port`), against which stored files' hrefs are made absolute. */
  origin: string;
}

const ALWAYS: ClockWindow = { from: -Infinity, until: Infinity };

/** Who reads what: the cache's first level (the raw query is the second). */
const scopeOf = (k: ReadKey): string => `${k.root}\u0000${k.identity}\u0000${k.origin}\u0000${k.path}`;

/** The clock window a supporter's visibility holds for; always for everyone else. */
function visibilityWindow(store: Store, access: Access): ClockWindow {
  const { subject } = access;
  return isPlatformAdmin(subject) || isSupportAgent(subject) ? supportAccessWindow(store, subject.now) : ALWAYS;
}

/**
 * A still-valid cached answer for this read at `now` (world clock), or undefined. Only reads that
 * parsed and ran without error are ever cached, so a hit needs neither parsing nor permissions.
 * The value is shared between requests: callers must not mutate it.
 */
export function cachedReadHit(k: ReadKey, now: number): ReadHit | undefined {
  return readCacheOf(k.engine, k.store).get(k.rawQuery, writeVersion(k.store), now, scopeOf(k));
}

/**
 * The 200 answer for a cache hit. `raw` is the answer's JSON text and `bytes` its UTF-8, made once per
 * entry, for adapters that send them instead of serialising `value` per request (serialising a
 * 50-device page costs more than the rest of the request); others ignore them.
 */
export function hitResponse(hit: ReadHit): CoreResponse {
  const body = { kind: 'json' as const, value: hit.value, raw: hit.text, bytes: hit.bytes };
  return odata({ status: 200, body });
}

/** Keeps an answer computed at `version` unless a write came in meanwhile. */
function keep(k: ReadKey, access: Access, version: number, usage: { now?: number }, value: unknown): void {
  const { store, engine } = k;
  // A write during the read (a large read yields to other requests) makes the answer unsafe to keep.
  if (writeVersion(store) !== version) return;
  const window = visibilityWindow(store, access);
  const from = usage.now === undefined ? window.from : Math.max(window.from, usage.now);
  const until = usage.now === undefined ? window.until : Math.min(window.until, usage.now + 1);
  if (from < until) readCacheOf(engine, store).set(k.rawQuery, { version, from, until, value }, scopeOf(k));
}

/**
 * Runs the read (GET body: `{d:[…]}` or `{d:n}`) with the caller's access and keeps the answer
 * with the window it holds for. Engine errors propagate and nothing is cached for them.
 */
function readAndCache(k: ReadKey, access: Access): unknown {
  const { store, engine } = k;
  const version = writeVersion(store);
  const usage: { now?: number; fileOrigin?: string } = { fileOrigin: k.origin || undefined };
  const value = engine.read(store, k.path, k.rawQuery, access.canRead, usage);
  keep(k, access, version, usage, value);
  return value;
}

/** Reads with at least this many rows are serialised in slices, giving other requests turns between them. */
export const SLICED_READ_ROWS = 1_000;
/** Rows serialised between two looks at the clock. */
const ROWS_PER_BATCH = 64;
/** Longest run of serialising before other requests get a turn (ms). */
const READ_SLICE_MS = 10;

const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Sliced reads with more rows than this keep only their JSON, not the row objects: an answer with
 * more rows than the read cache's entry limit is never kept, and holding the objects of a whole
 * 100,000-device table (hundreds of MB) until it is sent made the garbage collector stall every
 * other request. Their `value` is parsed back from the JSON when something asks for it (a
 * `truncated` fault); the HTTP adapters send `bytes`.
 */
export const RETAINED_READ_ROWS = READ_CACHE_MAX_ENTRY_WEIGHT;

/** A read's answer and, for sliced reads, its JSON in UTF-8 (`JSON.stringify(value)`, made while slicing). */
export interface ReadAnswer {
  readonly value: unknown;
  bytes?: Uint8Array;
}

const utf8 = new TextEncoder();

/** An answer known by its JSON only; `value` is parsed from it once, on first use. */
function bytesOnly(bytes: Uint8Array): ReadAnswer {
  let parsed: { value: unknown } | undefined;
  return {
    bytes,
    get value() {
      parsed ??= { value: JSON.parse(new TextDecoder().decode(bytes)) };
      return parsed.value;
    },
  };
}

/**
 * `readAndCache` for requests: a read of many rows (a plain `GET /v7/device` of a large fleet) is
 * serialised in slices of about READ_SLICE_MS, each batch of rows turned into JSON text as it is
 * made, with a turn of the event loop between slices, so one big read never holds up other
 * requests for long. The answer is the same, byte for byte: the batches' bytes together are
 * `JSON.stringify({d: rows})` in UTF-8. A budget overrun (400) still throws before anything is sent.
 */
export async function readAnswer(k: ReadKey, access: Access): Promise<ReadAnswer> {
  const { store, engine } = k;
  if (!engine.prepare) return { value: readAndCache(k, access) };
  const version = writeVersion(store);
  const usage: { now?: number; fileOrigin?: string } = { fileOrigin: k.origin || undefined };
  const prepared = engine.prepare(store, k.path, k.rawQuery, access.canRead, usage);
  if ('count' in prepared) {
    const value = { d: prepared.count };
    keep(k, access, version, usage, value);
    return { value };
  }
  const { rows, serialise } = prepared;
  if (rows.length < SLICED_READ_ROWS) {
    const value = { d: rows.map(serialise) };
    keep(k, access, version, usage, value);
    return { value };
  }
  const retain = rows.length <= RETAINED_READ_ROWS;
  const out: Record<string, unknown>[] = new Array<Record<string, unknown>>(retain ? rows.length : 0);
  // Each batch becomes UTF-8 at once: one 16 MB string would cost more to flatten, measure and encode
  // (in one piece, on the event loop) than all the batches together.
  const head = utf8.encode('{"d":[');
  const parts: Uint8Array[] = [head];
  let total = head.length;
  let sliceStart = performance.now();
  for (let from = 0; from < rows.length; from += ROWS_PER_BATCH) {
    const to = Math.min(rows.length, from + ROWS_PER_BATCH);
    const slice = rows.slice(from, to).map((row) => serialise(row));
    if (retain) for (const [i, value] of slice.entries()) out[from + i] = value;
    const batch = JSON.stringify(slice);
    const part = utf8.encode(`${from === 0 ? '' : ','}${batch.slice(1, -1)}${to === rows.length ? ']}' : ''}`);
    parts.push(part);
    total += part.length;
    if (to < rows.length && performance.now() - sliceStart > READ_SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  // The parts are joined in slices too: copying (and first touching) 160 MB at once held the loop
  // for a quarter of a second.
  const bytes = new Uint8Array(total);
  let at = 0;
  sliceStart = performance.now();
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
    if (performance.now() - sliceStart > READ_SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  if (!retain) return bytesOnly(bytes);
  const value = { d: out };
  keep(k, access, version, usage, value);
  return { value, bytes };
}
