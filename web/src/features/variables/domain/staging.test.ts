/** The staged-edit state machine (spec 02 §4 "Staged variable edits"). */
import { describe, expect, it } from 'vitest';
import { scopeKey } from './name-rules.ts';
import {
  applyOrder,
  EMPTY_STAGED,
  findConflicts,
  indexStored,
  keepMine,
  markConflicts,
  takeServer,
  reconcile,
  settle,
  shownRows,
  stageDelete,
  stageSet,
  undo,
  type Staged,
} from './staging.ts';

const stored = indexStored([
  { id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'info' },
  { id: 2, name: 'MQTT_HOST', serviceId: 7, value: 'broker' },
]);
const LOG = { name: 'LOG_LEVEL', serviceId: null };
const MQTT = { name: 'MQTT_HOST', serviceId: 7 };
const NEW = { name: 'NEW_VAR', serviceId: null };
const state = (s: Staged) => [...s.values()].map((c) => [c.op, c.name, c.value, c.id ?? null, c.error ?? null]);

describe('staging', () => {
  it('stages add, update and delete per row', () => {
    let s = stageSet(EMPTY_STAGED, stored, NEW, 'x');
    s = stageSet(s, stored, LOG, 'debug');
    s = stageDelete(s, stored, MQTT);
    expect(state(s)).toEqual([
      ['add', 'NEW_VAR', 'x', null, null],
      ['update', 'LOG_LEVEL', 'debug', 1, null],
      ['delete', 'MQTT_HOST', 'broker', 2, null],
    ]);
  });

  it('setting the stored value again clears the update', () => {
    const s = stageSet(stageSet(EMPTY_STAGED, stored, LOG, 'debug'), stored, LOG, 'info');
    expect(s.size).toBe(0);
  });

  it('editing a staged add keeps it an add', () => {
    const s = stageSet(stageSet(EMPTY_STAGED, stored, NEW, 'x'), stored, NEW, 'y');
    expect(state(s)).toEqual([['add', 'NEW_VAR', 'y', null, null]]);
  });

  it('deleting a staged add drops it; deleting a staged update turns it into a delete', () => {
    expect(stageDelete(stageSet(EMPTY_STAGED, stored, NEW, 'x'), stored, NEW).size).toBe(0);
    expect(state(stageDelete(stageSet(EMPTY_STAGED, stored, LOG, 'debug'), stored, LOG))).toEqual([
      ['delete', 'LOG_LEVEL', 'info', 1, null],
    ]);
  });

  it('undo removes one row; the others stay', () => {
    let s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    s = stageDelete(s, stored, MQTT);
    s = undo(s, scopeKey(LOG));
    expect(state(s)).toEqual([['delete', 'MQTT_HOST', 'broker', 2, null]]);
    expect(undo(s, 'unknown')).toBe(s);
  });

  it('the same name in another service is another row', () => {
    const s = stageSet(EMPTY_STAGED, stored, { name: 'MQTT_HOST', serviceId: null }, 'b2');
    expect(state(s)).toEqual([['add', 'MQTT_HOST', 'b2', null, null]]);
  });

  it('settle drops successes and keeps failures with their error', () => {
    let s = stageSet(EMPTY_STAGED, stored, NEW, 'x');
    s = stageSet(s, stored, LOG, 'debug');
    const attempted = [...s.values()];
    const next = settle(s, attempted, new Map([[scopeKey(NEW), 'Server Error']]));
    expect(state(next)).toEqual([['add', 'NEW_VAR', 'x', null, 'Server Error']]);
  });

  it('settle leaves changes staged after the apply started untouched', () => {
    const s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    const later = stageSet(s, stored, NEW, 'x');
    expect(state(settle(later, [...s.values()], new Map()))).toEqual([['add', 'NEW_VAR', 'x', null, null]]);
  });

  it('applies deletes before adds and updates', () => {
    let s = stageSet(EMPTY_STAGED, stored, NEW, 'x');
    s = stageDelete(s, stored, MQTT);
    s = stageSet(s, stored, LOG, 'debug');
    expect(applyOrder(s).map((g) => g.map((c) => c.op))).toEqual([['delete'], ['add', 'update']]);
    expect(applyOrder(EMPTY_STAGED)).toEqual([]);
  });

  it('reconcile follows fresh server data', () => {
    let s = stageSet(EMPTY_STAGED, stored, NEW, 'x');
    s = stageSet(s, stored, LOG, 'debug');
    s = stageDelete(s, stored, MQTT);
    const fresh = indexStored([
      { id: 9, name: 'NEW_VAR', serviceId: null, value: 'x' },
      { id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'info' },
    ]);
    // NEW_VAR now stored with the same value: nothing left; MQTT_HOST gone: its delete is moot.
    expect(state(reconcile(s, fresh))).toEqual([['update', 'LOG_LEVEL', 'debug', 1, null]]);
    // An update whose variable vanished becomes an add.
    expect(state(reconcile(stageSet(EMPTY_STAGED, stored, LOG, 'debug'), new Map()))).toEqual([
      ['add', 'LOG_LEVEL', 'debug', null, null],
    ]);
  });

  it('shownRows merges stored rows and staged changes', () => {
    let s = stageSet(EMPTY_STAGED, stored, NEW, 'x');
    s = stageDelete(s, stored, MQTT);
    expect(shownRows(stored, s).map((r) => [r.name, r.value, r.change?.op ?? null])).toEqual([
      ['LOG_LEVEL', 'info', null],
      ['MQTT_HOST', undefined, 'delete'],
      ['NEW_VAR', 'x', 'add'],
    ]);
  });
});

describe('concurrent edits: conflicts found right before applying', () => {
  const server = (rows: Array<{ id: number; name: string; serviceId: number | null; value: string }>) =>
    indexStored(rows);
  const LOG_KEY = scopeKey(LOG);
  const NEW_KEY = scopeKey(NEW);
  const MQTT_KEY = scopeKey(MQTT);

  it('each change remembers the value it was staged against, also when edited again', () => {
    let s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    expect(s.get(LOG_KEY)?.base).toBe('info');
    // The page refetched meanwhile: the stored value is now someone else's 'warn'.
    const refreshed = server([{ id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'warn' }]);
    s = stageSet(s, refreshed, LOG, 'trace');
    expect(s.get(LOG_KEY)?.base).toBe('info');
    expect(stageSet(EMPTY_STAGED, stored, NEW, 'x').get(NEW_KEY)?.base).toBeNull();
    expect(stageDelete(EMPTY_STAGED, stored, MQTT).get(MQTT_KEY)?.base).toBe('broker');
  });

  it('finds a variable another user changed, deleted or created since it was staged', () => {
    let s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    s = stageDelete(s, stored, MQTT);
    s = stageSet(s, stored, NEW, 'x');
    const now = server([
      { id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'warn' },
      { id: 2, name: 'MQTT_HOST', serviceId: 7, value: 'broker' },
      { id: 9, name: 'NEW_VAR', serviceId: null, value: 'theirs' },
    ]);
    expect(findConflicts(s, now)).toEqual(
      new Map([
        [LOG_KEY, { id: 1, value: 'warn' }],
        [NEW_KEY, { id: 9, value: 'theirs' }],
      ]),
    );
    expect(findConflicts(s, stored).size).toBe(0);
    expect(findConflicts(stageSet(EMPTY_STAGED, stored, LOG, 'debug'), server([]))).toEqual(new Map([[LOG_KEY, null]]));
  });

  it('is no conflict when the server already holds what the change would leave', () => {
    const s = stageDelete(stageSet(EMPTY_STAGED, stored, LOG, 'debug'), stored, MQTT);
    const now = server([{ id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'debug' }]);
    expect(findConflicts(s, now).size).toBe(0);
  });

  it('a refetch after a conflict keeps the change in conflict (an edit of a deleted variable does not become an add)', () => {
    const staged = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    const gone = indexStored([{ id: 2, name: 'MQTT_HOST', serviceId: 7, value: 'broker' }]);
    const marked = markConflicts(staged, findConflicts(staged, gone));
    expect(marked.get(scopeKey(LOG))?.conflict).toBeNull();
    const after = reconcile(marked, gone);
    expect(after.get(scopeKey(LOG))).toMatchObject({ op: 'update', value: 'debug', conflict: null });
    expect(shownRows(gone, after).find((r) => r.name === 'LOG_LEVEL')?.change?.conflict).toBeNull();
  });

  it('a refetch that shows the change from elsewhere keeps the base, so the conflict is still found', () => {
    const s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    const gone = reconcile(s, server([{ id: 2, name: 'MQTT_HOST', serviceId: 7, value: 'broker' }]));
    expect(gone.get(LOG_KEY)).toMatchObject({ op: 'add', base: 'info' });
    expect(findConflicts(gone, server([])).get(LOG_KEY)).toBeNull();
  });

  it('keep mine restages the value against the server row; take the server drops the change', () => {
    const s = stageSet(EMPTY_STAGED, stored, LOG, 'debug');
    const marked = markConflicts(s, new Map([[LOG_KEY, { id: 1, value: 'warn' }]]));
    expect(marked.get(LOG_KEY)?.conflict).toEqual({ id: 1, value: 'warn' });
    const kept = keepMine(marked, LOG_KEY);
    expect(kept.get(LOG_KEY)).toMatchObject({ op: 'update', value: 'debug', id: 1, base: 'warn' });
    expect(kept.get(LOG_KEY)?.conflict).toBeUndefined();
    expect(findConflicts(kept, server([{ id: 1, name: 'LOG_LEVEL', serviceId: null, value: 'warn' }])).size).toBe(0);
    expect(takeServer(marked, LOG_KEY).size).toBe(0);
    // Deleted on the server: keeping an update re-adds it; keeping a delete has nothing left to do.
    const deleted = markConflicts(s, new Map([[LOG_KEY, null]]));
    expect(keepMine(deleted, LOG_KEY).get(LOG_KEY)).toMatchObject({ op: 'add', value: 'debug', base: null });
    const del = markConflicts(stageDelete(EMPTY_STAGED, stored, MQTT), new Map([[MQTT_KEY, null]]));
    expect(keepMine(del, MQTT_KEY).size).toBe(0);
  });
});
