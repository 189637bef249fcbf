/**
 * Staged variable edits (spec 02 §4 "Staged variable edits", §2 "Fleet configuration"): adds,
 * updates and deletes are kept per row (keyed by name and service) until applied; each row can be
 * undone, all can be reverted; applying keeps the rows that failed, with their error. Pure: the
 * state is an immutable map, every operation returns a new one.
 */
import { scopeKey, type VarScope } from './name-rules.ts';

/** A variable that exists at this level on the server. */
export interface StoredVar extends VarScope {
  id: number;
  value: string;
}

type ChangeOp = 'add' | 'update' | 'delete';

/** One staged change; `id` is the stored variable an update or delete targets. */
export interface Change extends VarScope {
  op: ChangeOp;
  value: string;
  id?: number;
  /** The error of the last failed apply of this change. */
  error?: string;
}

export type Staged = ReadonlyMap<string, Change>;

export const EMPTY_STAGED: Staged = new Map();

/** Stored variables by row key. */
export const indexStored = (vars: Iterable<StoredVar>): Map<string, StoredVar> =>
  new Map([...vars].map((v) => [scopeKey(v), v]));

const without = (staged: Staged, key: string): Staged => {
  if (!staged.has(key)) return staged;
  const next = new Map(staged);
  next.delete(key);
  return next;
};

const withChange = (staged: Staged, change: Change): Staged => new Map(staged).set(scopeKey(change), change);

/**
 * Stages a value for a name and service: an update of the stored variable (nothing when the value
 * equals the stored one), or an add when none is stored.
 */
export function stageSet(
  staged: Staged,
  stored: ReadonlyMap<string, StoredVar>,
  scope: VarScope,
  value: string,
): Staged {
  const key = scopeKey(scope);
  const current = stored.get(key);
  if (!current) return withChange(staged, { op: 'add', name: scope.name, serviceId: scope.serviceId, value });
  if (current.value === value) return without(staged, key);
  return withChange(staged, { op: 'update', name: current.name, serviceId: current.serviceId, value, id: current.id });
}

/** Stages a delete of the stored variable; removing a staged add simply drops it. */
export function stageDelete(staged: Staged, stored: ReadonlyMap<string, StoredVar>, scope: VarScope): Staged {
  const key = scopeKey(scope);
  const current = stored.get(key);
  if (!current) return without(staged, key);
  return withChange(staged, {
    op: 'delete',
    name: current.name,
    serviceId: current.serviceId,
    value: current.value,
    id: current.id,
  });
}

/** Per-row undo. */
export const undo = (staged: Staged, key: string): Staged => without(staged, key);

/**
 * After an apply: drops the changes that succeeded and keeps the failed ones with their error.
 * `failures` maps row keys to error texts.
 */
export function settle(staged: Staged, attempted: readonly Change[], failures: ReadonlyMap<string, string>): Staged {
  const next = new Map(staged);
  for (const change of attempted) {
    const key = scopeKey(change);
    const error = failures.get(key);
    if (error === undefined) next.delete(key);
    else next.set(key, { ...change, error });
  }
  return next;
}

/**
 * Re-reads the staged changes against fresh server data: an update or delete whose variable is gone
 * becomes an add or disappears; an add whose variable now exists becomes an update (or nothing).
 */
export function reconcile(staged: Staged, stored: ReadonlyMap<string, StoredVar>): Staged {
  let next = staged;
  for (const change of staged.values()) {
    const scope = { name: change.name, serviceId: change.serviceId };
    const exists = stored.has(scopeKey(scope));
    if (change.op === 'delete' && !exists) next = without(next, scopeKey(scope));
    else if (
      (change.op === 'update' && !exists) ||
      (change.op === 'add' && exists) ||
      (change.op === 'update' && stored.get(scopeKey(scope))?.id !== change.id)
    ) {
      const restaged = stageSet(without(next, scopeKey(scope)), stored, scope, change.value);
      const fresh = restaged.get(scopeKey(scope));
      next = fresh && change.error ? withChange(restaged, { ...fresh, error: change.error }) : restaged;
    }
  }
  return next;
}

/** A row as shown: the stored value, the staged change and the value it will have after applying. */
export interface ShownRow extends VarScope {
  key: string;
  stored?: StoredVar;
  change?: Change;
  /** Value after applying (undefined when the row will be deleted). */
  value: string | undefined;
}

/** Stored rows merged with staged changes (added rows appended in staging order). */
export function shownRows(stored: ReadonlyMap<string, StoredVar>, staged: Staged): ShownRow[] {
  const rows: ShownRow[] = [];
  for (const [key, v] of stored) {
    const change = staged.get(key);
    rows.push({
      key,
      name: v.name,
      serviceId: v.serviceId,
      stored: v,
      change,
      value: change ? (change.op === 'delete' ? undefined : change.value) : v.value,
    });
  }
  for (const [key, change] of staged) {
    if (!stored.has(key))
      rows.push({
        key,
        name: change.name,
        serviceId: change.serviceId,
        change,
        value: change.op === 'delete' ? undefined : change.value,
      });
  }
  return rows;
}

/** The order changes are sent in: deletes first, so a deleted name can be added again in the same apply. */
export const applyOrder = (staged: Staged): Change[][] => {
  const all = [...staged.values()];
  return [all.filter((c) => c.op === 'delete'), all.filter((c) => c.op !== 'delete')].filter((g) => g.length > 0);
};
