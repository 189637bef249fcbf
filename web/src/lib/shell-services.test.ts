/**
 * Shell services (spec 01 §1, §8, §9): storage migrations run once in order and record what
 * succeeded; the feature flags give up after 4 s; the error reporter skips expected errors, sends
 * each error once, and only logs without a key.
 */
import { describe, expect, it, vi } from 'vitest';
import { runStorageMigrations, MIGRATIONS_KEY, STORAGE_MIGRATIONS } from './storage-migrations.ts';
import { loadFeatureFlags } from './feature-flags.ts';
import { createErrorReporter } from './error-reporting.ts';
import { ApiError } from './errors.ts';

function memoryStorage(init: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(init));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('storage migrations', () => {
  it('runs 01, 05 and 06 once and records them', () => {
    const storage = memoryStorage({
      token: 'old-token',
      'fleetmock:org-context': '{}',
      'fleetmock:sidebar-collapsed': '1',
    });
    expect(runStorageMigrations(storage).ran).toEqual(['01', '05', '06']);
    expect(storage.getItem('fleetmock:token')).toBe('old-token');
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('fleetmock:org-context')).toBeNull();
    expect(storage.getItem('fleetmock:sidebar-collapsed')).toBe('true');
    expect(JSON.parse(storage.getItem(MIGRATIONS_KEY)!)).toEqual(['01', '05', '06']);
    expect(runStorageMigrations(storage).ran).toEqual([]);
  });

  it('reports a failed migration, does not record it and still runs the others', () => {
    const storage = memoryStorage();
    const failing = [
      {
        id: '01',
        run: () => {
          throw new Error('boom');
        },
      },
      ...STORAGE_MIGRATIONS.slice(1),
    ];
    const onFailure = vi.fn();
    const result = runStorageMigrations(storage, onFailure, failing);
    expect(result.ran).toEqual(['05', '06']);
    expect(onFailure).toHaveBeenCalledWith('01', expect.any(Error));
    expect(JSON.parse(storage.getItem(MIGRATIONS_KEY)!)).toEqual(['05', '06']);
  });
});

describe('feature flags', () => {
  it('applies the service flags except those the configuration pins', async () => {
    const target = { apps: true, saml: true };
    await loadFeatureFlags({
      fetcher: async () => ({ flags: { apps: false, saml: false, other: true } }),
      target,
      pinned: new Set(['saml']),
    });
    expect(target).toEqual({ apps: false, saml: true });
  });

  it('keeps the defaults when the service does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const target = { apps: true, saml: true };
    let aborted = false;
    const done = loadFeatureFlags({
      fetcher: (signal) =>
        new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ flags: { apps: false } });
          }),
        ),
      target,
      timeoutMs: 4_000,
      pinned: new Set(),
    });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await done).toEqual({});
    expect(aborted).toBe(true);
    expect(target).toEqual({ apps: true, saml: true });
    vi.useRealTimers();
  });
});

describe('error reporter', () => {
  it('sends unexpected errors once and skips expected ones', () => {
    const send = vi.fn(async () => undefined);
    const reporter = createErrorReporter({ key: 'k', send, location: () => 'http://dash.test/x' });
    reporter.report(new TypeError('x is undefined'), 'route');
    reporter.report(new TypeError('x is undefined'), 'route');
    reporter.report(new ApiError({ status: 401, body: '', code: 'InvalidLoginCredentials' }));
    reporter.report(new ApiError({ status: 404, body: '', code: 'NotFound', resource: 'device' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'x is undefined',
        name: 'TypeError',
        url: 'http://dash.test/x',
        release: '31.1.22',
        context: 'route',
      }),
    );
  });

  it('only logs when no reporting key is configured', () => {
    const send = vi.fn(async () => undefined);
    const log = vi.fn();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    createErrorReporter({ key: '', send, log }).report(new Error('boom'));
    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    info.mockRestore();
  });
});
