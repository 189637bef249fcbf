/**
 * Storage migrations (spec 01 §9 "Storage migrations are numbered (01, 05, 06) and completed ones
 * are recorded under a key"; §8 "Failed storage migrations are reported"). They run once at start,
 * in order, before anything reads storage; a failed one is reported and not recorded, so it is tried
 * again on the next load, and the others still run.
 *
 * - 01: the session token of builds that stored it under the bare `token` key moves to `fleetmock:token`.
 * - 05: organization context data kept by older builds under `fleetmock:org-context` (one shared
 *   record) is dropped: context data now lives under per-organization keys and is cleared on logout.
 * - 06: a stored sidebar state other than "true"/"false" (older builds stored "1"/"0") is rewritten.
 */

/** Where completed migration ids are recorded (a JSON array). */
export const MIGRATIONS_KEY = 'fleetmock:storage-migrations';

export interface StorageMigration {
  id: string;
  run(storage: Storage): void;
}

export const STORAGE_MIGRATIONS: readonly StorageMigration[] = [
  {
    id: '01',
    run(storage) {
      const legacy = storage.getItem('token');
      if (legacy !== null && storage.getItem('fleetmock:token') === null) storage.setItem('fleetmock:token', legacy);
      storage.removeItem('token');
    },
  },
  {
    id: '05',
    run(storage) {
      storage.removeItem('fleetmock:org-context');
    },
  },
  {
    id: '06',
    run(storage) {
      const key = 'fleetmock:sidebar-collapsed';
      const value = storage.getItem(key);
      if (value === '1') storage.setItem(key, 'true');
      else if (value === '0') storage.setItem(key, 'false');
    },
  },
];

function completedIds(storage: Storage): Set<string> {
  try {
    const raw = JSON.parse(storage.getItem(MIGRATIONS_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export interface MigrationResult {
  ran: string[];
  failed: Array<{ id: string; error: unknown }>;
}

/**
 * Runs the migrations not recorded yet and records the ones that succeed; `onFailure` gets each
 * failure (the error reporter). Storage that cannot be used (private mode) skips everything.
 */
export function runStorageMigrations(
  storage: Storage | undefined = globalThis.localStorage,
  onFailure: (id: string, error: unknown) => void = () => {},
  migrations: readonly StorageMigration[] = STORAGE_MIGRATIONS,
): MigrationResult {
  const result: MigrationResult = { ran: [], failed: [] };
  if (!storage) return result;
  let done: Set<string>;
  try {
    done = completedIds(storage);
  } catch {
    return result;
  }
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    try {
      migration.run(storage);
      done.add(migration.id);
      result.ran.push(migration.id);
    } catch (error) {
      result.failed.push({ id: migration.id, error });
      onFailure(migration.id, error);
    }
  }
  try {
    storage.setItem(MIGRATIONS_KEY, JSON.stringify([...done].sort()));
  } catch {
    /* storage full or blocked: the migrations run again next time, they are idempotent */
  }
  return result;
}
