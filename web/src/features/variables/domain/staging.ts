/**
 * Staged variable edits (spec 02 §4 "Staged variable edits", §2 "Fleet configuration"): adds,
 * updates and deletes are kept per row (keyed by name and service) until applied; each row can be
 * undone, all can be reverted; applying keeps the rows that failed, with their error. Pure: the
 * state is an immutable map, every operation returns a new one.
 *
 * Concurrent edits: each change remembers the server value it was staged against (`base`). Right
 * before applying, the editor reads the server's current values; a change whose variable was changed,
 * created or deleted by someone else since (`findConflicts`) is not applied but marked with the
 * server's value, and the user chooses per variable: keep their value (`keepMine`, restaged against
 * the server's current row) or take the server's (`takeServer`, the change is dropped).
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
  /**
   * The server value the change was staged against: the stored value (an update or delete), null when
   * nothing was stored (an add). Kept when the row is edited again, so a later server change is seen.
   */
  base?: string | null;
  /** The error of the last failed apply of this change. */
  error?: string;
  /** Set when the server's value moved away from `base` before applying: its current row (null: deleted). */
  conflict?: ServerRow | null;
}

/** A variable as the server holds it now. */
export interface ServerRow {
  id: number;
  value: string;
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
  const base = baseOf(staged.get(key), current);
  if (!current) return withChange(staged, { op: 'add', name: scope.name, serviceId: scope.serviceId, value, base });
  // The server already holds the value: nothing to write, whoever set it.
  if (current.value === value) return without(staged, key);
  return withChange(staged, {
    op: 'update',
    name: current.name,
    serviceId: current.serviceId,
    value,
    id: current.id,
    base,
  });
}

/** The base of a (re)staged row: the earlier change's base if there is one, else what is stored now. */
const baseOf = (prior: Change | undefined, current: StoredVar | undefined): string | null =>
  prior && prior.base !== undefined ? prior.base : (current?.value ?? null);

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
    base: baseOf(staged.get(key), current),
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
 * Changes marked in conflict are left as they are.
 */
export function reconcile(staged: Staged, stored: ReadonlyMap<string, StoredVar>): Staged {
  let next = staged;
  for (const change of staged.values()) {
    // A change in conflict waits for the user's choice (keep mine / take the server's), whatever the
    // refetch shows: restaging it here would turn an edit of a deleted variable into a plain add and
    // drop the choice the conflict notice promised.
    if (change.conflict !== undefined) continue;
    const scope = { name: change.name, serviceId: change.serviceId };
    const exists = stored.has(scopeKey(scope));
    if (change.op === 'delete' && !exists) next = without(next, scopeKey(scope));
    else if (
      (change.op === 'update' && !exists) ||
      (change.op === 'add' && exists) ||
      (change.op === 'update' && stored.get(scopeKey(scope))?.id !== change.id)
    ) {
      // The restaged row keeps what the change was based on, so applying still sees the server's change.
      const restaged = stageSet(next, stored, scope, change.value);
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

/**
 * The staged changes the server moved away from since they were staged, by row key, with the
 * server's current row (null: it no longer exists). A change is not in conflict when the server
 * still holds its base, or already holds what the change would leave (the same value, or the
 * variable already deleted). Changes without a base (staged before bases existed) are not checked.
 */
export function findConflicts(staged: Staged, server: ReadonlyMap<string, StoredVar>): Map<string, ServerRow | null> {
  const conflicts = new Map<string, ServerRow | null>();
  for (const [key, change] of staged) {
    if (change.base === undefined) continue;
    const now = server.get(key);
    const value = now?.value ?? null;
    if (value === change.base) continue;
    if (change.op === 'delete' ? value === null : value === change.value) continue;
    conflicts.set(key, now ? { id: now.id, value: now.value } : null);
  }
  return conflicts;
}

/** Marks the conflicting changes with the server's row; they stay staged and are not applied. */
export function markConflicts(staged: Staged, conflicts: ReadonlyMap<string, ServerRow | null>): Staged {
  if (conflicts.size === 0) return staged;
  const next = new Map(staged);
  for (const [key, row] of conflicts) {
    const change = next.get(key);
    if (change) next.set(key, { ...change, conflict: row, error: undefined });
  }
  return next;
}

/**
 * Keeps the user's value over the server's: the change is restaged against the server's current row
 * (an update or delete of that row, an add when it was deleted; a delete of a deleted row is dropped),
 * based on the server's value, so the next apply writes it.
 */
export function keepMine(staged: Staged, key: string): Staged {
  const change = staged.get(key);
  if (!change || change.conflict === undefined) return staged;
  const row = change.conflict;
  const scope = { name: change.name, serviceId: change.serviceId };
  if (row === null) {
    if (change.op === 'delete') return without(staged, key);
    return withChange(staged, { op: 'add', ...scope, value: change.value, base: null });
  }
  return withChange(staged, {
    op: change.op === 'delete' ? 'delete' : 'update',
    ...scope,
    value: change.op === 'delete' ? row.value : change.value,
    id: row.id,
    base: row.value,
  });
}

/** Takes the server's value: the staged change is dropped (the page's refetch shows the server's row). */
export const takeServer = (staged: Staged, key: string): Staged => without(staged, key);
