/**
 * GET/HEAD on the resource API (api-ground-truth §1.3, §2) through a read cache: the answer for (store, engine, OData root, caller identity, path and query) is
 * reused while the store has seen no write and the clock stays inside the window the answer holds
 * for. The caller's visibility is a function of the identity and the store (roles, memberships,
 * fleets), plus the clock for support agents (support-access expiries) and for `now()` filters,
 * so those three cover everything the answer depends on.
 */
import type { CoreResponse } from '../../http.ts';
import { ReadCache, type ReadHit } from '../../odata/index.ts';
import { isPlatformAdmin, isSupportAgent, supportAccessWindow, type ClockWindow } from '../../permissions/index.ts';
import type { Store } from '../../store/store.ts';
import { writeVersion } from '../../store/version.ts';
import type { ResourceEngine } from './port.ts';
import type { Access } from './subject-of.ts';
import { odata } from './respond.ts';

const caches = new WeakMap<ResourceEngine, WeakMap<Store, ReadCache>>();

/** The read cache of one engine over one store. */
export function readCacheOf(engine: ResourceEngine, store: Store): ReadCache {
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
}

const ALWAYS: ClockWindow = { from: -Infinity, until: Infinity };

/** Who reads what: the cache's first level (the raw query is the second). */
const scopeOf = (k: ReadKey): string => `${k.root}\u0000${k.identity}\u0000${k.path}`;

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

/**
 * Runs the read (GET body: `{d:[…]}` or `{d:n}`) with the caller's access and keeps the answer
 * with the window it holds for. Engine errors propagate and nothing is cached for them.
 */
export function readAndCache(k: ReadKey, access: Access): unknown {
  const { store, engine } = k;
  const version = writeVersion(store);
  const usage: { now?: number } = {};
  const value = engine.read(store, k.path, k.rawQuery, access.canRead, usage);
  // A write during the read (none today: reads are pure) would make the answer unsafe to keep.
  if (writeVersion(store) !== version) return value;
  const window = visibilityWindow(store, access);
  const from = usage.now === undefined ? window.from : Math.max(window.from, usage.now);
  const until = usage.now === undefined ? window.until : Math.min(window.until, usage.now + 1);
  if (from < until) readCacheOf(engine, store).set(k.rawQuery, { version, from, until, value }, scopeOf(k));
  return value;
}
