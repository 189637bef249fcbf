/** The staged-edit state machine (spec 02 §4 "Staged variable edits"). */
import { describe, expect, it } from 'vitest';
import { scopeKey } from './name-rules.ts';
import {
  applyOrder,
  EMPTY_STAGED,
  indexStored,
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
