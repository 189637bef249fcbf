/** Dependency helpers for computed-field invalidation (kept apart from registry.ts to avoid an import cycle). */
import type { Store } from '../types.ts';

/** Ids of a resource's rows whose `field` equals `value` (index-backed). */
export const idsWhere = (store: Store, resource: string, field: string, value: unknown): number[] =>
  value === null || value === undefined ? [] : store.find(resource, field, value).map((r) => r.id);

/** The FK value of a row (one of its own fields) as a one-element id list. */
export const fkIds = <T extends object>(row: T, field: keyof T & string): number[] => {
  const v: unknown = row[field];
  return typeof v === 'number' ? [v] : [];
};
