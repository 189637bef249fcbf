import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { ChunkLoadError, loadWithin, withChunkTimeout } from './chunk-timeout.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../lib/timing.ts';
import { at, first } from '../../../tests/present.ts';

afterEach(() => vi.useRealTimers());

describe('chunk-load timeout (spec 01 §8, §9: a chunk-load error after 120 s)', () => {
  it('the constant is 120 s', () => expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000));

  it('a chunk that never arrives fails with a chunk-load error after the timeout, not before', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    loadWithin(new Promise(() => {})).then(
      (v) => (settled = v),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect((settled as Error).message).toContain('chunk-load error');
  });

  it('a chunk that arrives in time resolves; a failing one keeps its own error', async () => {
    await expect(loadWithin(Promise.resolve(7), 1000)).resolves.toBe(7);
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(loadWithin(Promise.reject(failure), 1000)).rejects.toBe(failure);
  });

  it('wraps lazy routes at every depth and leaves the others alone', async () => {
    vi.useFakeTimers();
    const Component = () => null;
    const tree: RouteObject[] = [
      {
        path: '/',
        Component,
        children: [
          { path: 'a', lazy: () => new Promise(() => {}) },
          { path: 'b', lazy: async () => ({ Component }) },
        ],
      },
    ];
    const root = first(withChunkTimeout(tree, 50));
    expect(root.Component).toBe(Component);
    const children = root.children ?? [];
    const [a, b] = [at(children, 0), at(children, 1)];
    const slow = (a.lazy as () => Promise<unknown>)().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await slow).toBeInstanceOf(ChunkLoadError);
    await expect((b.lazy as () => Promise<unknown>)()).resolves.toEqual({ Component });
  });
});
