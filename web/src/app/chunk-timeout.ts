/**
 * Chunk load failure (spec 01 §8, §9): a route's code that has not arrived after 120 s fails with a
 * chunk-load error, which the route's error page shows, instead of a navigation that never ends.
 */
import type { RouteObject } from 'react-router';
import { t } from '../lib/i18n.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/timing.ts';

/** The error of a route chunk that did not load in time. */
export class ChunkLoadError extends Error {
  constructor() {
    super(t('error.chunkLoad'));
    this.name = 'ChunkLoadError';
  }
}

/** Resolves with `load`, or rejects with a ChunkLoadError once `timeoutMs` have passed. */
export function loadWithin<T>(load: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError());
      },
    );
  });
}

/** The same route tree with every lazy route function bounded by the chunk-load timeout. */
export function withChunkTimeout(tree: RouteObject[], timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): RouteObject[] {
  return tree.map((route): RouteObject => {
    const children = route.children ? withChunkTimeout(route.children, timeoutMs) : undefined;
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return (children ? { ...route, children } : route) as RouteObject;
    return { ...route, ...(children ? { children } : {}), lazy: () => loadWithin(lazy(), timeoutMs) } as RouteObject;
  });
}
