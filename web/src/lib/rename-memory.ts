/**
 * The rename cache (spec 02 §9 "rename cache 8 s"): for 8 s after a device or fleet rename succeeds,
 * every read of that row shows the new name, even one that answers with the old name because it left
 * before the write (the lists poll every 8 s, so such a read lands right after the rename and would
 * flip the name back until the next poll). After 8 s the entry is gone and the server's value wins.
 *
 * The API client (api/client.ts) owns one memory: its writes that rename call `remember`, and its
 * OData reads pass their rows through `overlay`.
 */
import { RENAME_CACHE_MS } from './timing.ts';

/** The field that names each resource that can be renamed. */
const NAME_FIELD = { device: 'device_name', application: 'app_name' } as const;

export type RenamedResource = keyof typeof NAME_FIELD;

export interface RenameMemory {
  /** Records a rename that succeeded just now. */
  remember(resource: RenamedResource, id: number, name: string): void;
  /**
   * The rows with the names renamed less than 8 s ago put back; the same array when nothing changes
   * (rows without the name field, or none renamed lately), so unchanged reads keep their identity.
   */
  overlay<T>(resource: string, rows: T[]): T[];
}

const isRenamed = (resource: string): resource is RenamedResource => Object.hasOwn(NAME_FIELD, resource);

/** `now` and `ttlMs` are for tests; the app uses the wall clock and RENAME_CACHE_MS. */
export function createRenameMemory(
  now: () => number = () => Date.now(),
  ttlMs: number = RENAME_CACHE_MS,
): RenameMemory {
  const renamed = new Map<RenamedResource, Map<number, { name: string; until: number }>>();
  return {
    remember(resource, id, name) {
      let names = renamed.get(resource);
      if (!names) renamed.set(resource, (names = new Map()));
      names.set(id, { name, until: now() + ttlMs });
    },
    overlay<T>(resource: string, rows: T[]): T[] {
      if (!isRenamed(resource)) return rows;
      const names = renamed.get(resource);
      if (!names || names.size === 0) return rows;
      const at = now();
      for (const [id, entry] of names) if (entry.until <= at) names.delete(id);
      if (names.size === 0) return rows;
      const field = NAME_FIELD[resource];
      let out: T[] | null = null;
      rows.forEach((row, i) => {
        const record = row as Record<string, unknown> | null;
        if (typeof record !== 'object' || record === null || !(field in record)) return;
        const entry = typeof record.id === 'number' ? names.get(record.id) : undefined;
        if (!entry || record[field] === entry.name) return;
        out ??= [...rows];
        out[i] = { ...record, [field]: entry.name } as T;
      });
      return out ?? rows;
    },
  };
}
