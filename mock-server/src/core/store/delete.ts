/**
 * Deletes with cascades (cascade-rules.ts): the full set of rows to delete is collected first, then
 * every reference from a surviving row is either nulled (`set null`) or refuses the whole delete with
 * 409 `Data is referenced by <resource>.` (api-ground-truth §1.4). Nothing changes on refusal.
 */
import type { Row } from '../model/data-source.ts';
import { referencedError } from './errors.ts';
import { REFERENCE_RULES, type ReferenceRule } from './cascade-rules.ts';
import type { WriteContext } from './hooks.ts';
import { tableOf, type Store } from './store.ts';
import { notifyWrite } from './write.ts';

const ruleFor = (resource: string, field: string, nullable: boolean): ReferenceRule | 'restrict' => {
  const rule = REFERENCE_RULES[`${resource}.${field}`];
  if (rule === 'set null' && !nullable) return 'restrict';
  return rule ?? 'restrict';
};

/** Deletes rows by id (missing ids are ignored) with cascades; returns how many rows were deleted in total. */
export function removeMany(store: Store, resource: string, ids: Iterable<number>): number {
  const root = tableOf(store, resource).def.name;
  const doomed = new Map<string, Set<number>>();
  const queue: [string, number][] = [];
  const mark = (res: string, id: number): void => {
    let set = doomed.get(res);
    if (!set) doomed.set(res, (set = new Set()));
    if (set.has(id)) return;
    set.add(id);
    queue.push([res, id]);
  };
  for (const id of ids) if (store.get(root, id)) mark(root, id);
  // The queue grows while it is walked (cascades mark more rows): for…of visits what is pushed.
  for (const [res, id] of queue) {
    for (const ref of store.referencedBy.get(res) ?? []) {
      if (ruleFor(ref.resource, ref.field, ref.nullable) !== 'cascade') continue;
      for (const row of store.find(ref.resource, ref.field, id)) mark(ref.resource, row.id);
    }
  }
  const nullify: [string, number, string][] = [];
  for (const [res, id] of queue) {
    for (const ref of store.referencedBy.get(res) ?? []) {
      const rule = ruleFor(ref.resource, ref.field, ref.nullable);
      if (rule === 'cascade') continue;
      for (const row of store.find(ref.resource, ref.field, id)) {
        if (doomed.get(ref.resource)?.has(row.id)) continue;
        if (rule === 'restrict') throw referencedError(ref.resource);
        nullify.push([ref.resource, row.id, ref.field]);
      }
    }
  }
  for (const [res, id, field] of nullify) {
    const t = tableOf(store, res);
    const row = t.byId.get(id);
    if (!row) continue;
    const before: Row = { ...row };
    const fields = new Set([field]);
    t.unindex(row, fields);
    row[field] = null;
    t.reindex(row, fields);
    notifyWrite({ store, resource: res, trusted: true }, before, row);
  }
  // Delete leaves first so after-write hooks never see dangling children.
  for (const [res, id] of queue.toReversed()) {
    const t = tableOf(store, res);
    const row = t.byId.get(id);
    if (!row) continue;
    t.remove(row);
    const ctx: WriteContext = { store, resource: res, trusted: false };
    notifyWrite(ctx, row, null);
  }
  return queue.length;
}

/** Deletes one row by id with cascades; returns false when the id did not exist. */
export const remove = (store: Store, resource: string, id: number): boolean => removeMany(store, resource, [id]) > 0;
