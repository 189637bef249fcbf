import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../../shared/mock-admin-client.ts';
import { EMPTY_VIEW, entryPasses, filterJournal, mergeEntries, validStatusFilter } from './journal-filter.ts';

const entry = (seq: number, extra: Partial<JournalEntry> = {}): JournalEntry => ({
  seq,
  time: '2026-11-01T00:00:00.000Z',
  method: 'GET',
  path: '/v7/device',
  query: {},
  body: null,
  status: 200,
  actor: { kind: 'user', id: 3, email: 'owner@fleetmock.test', username: 'owner' },
  session: 'default',
  operationId: 'listDevice',
  resource: 'device',
  device: null,
  faults: [],
  response: null,
  ...extra,
});

describe('journal filter', () => {
  it('matches status exactly or by class', () => {
    const e = entry(1, { status: 429 });
    expect(entryPasses(e, { ...EMPTY_VIEW, status: '429' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, status: '4xx' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, status: '5xx' })).toBe(false);
    expect(entryPasses(e, { ...EMPTY_VIEW, status: '200' })).toBe(false);
    expect(validStatusFilter('4xx')).toBe(true);
    expect(validStatusFilter('42')).toBe(false);
  });

  it('matches the persona by key, e-mail or username, and guests', () => {
    const e = entry(1);
    expect(entryPasses(e, { ...EMPTY_VIEW, persona: 'owner' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, persona: 'OWNER@fleetmock.test' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, persona: 'developer' })).toBe(false);
    expect(entryPasses(entry(2, { actor: null }), { ...EMPTY_VIEW, persona: 'guest' })).toBe(true);
    expect(entryPasses(entry(2, { actor: null }), { ...EMPTY_VIEW, persona: 'owner' })).toBe(false);
  });

  it('matches method, operation and text in the decoded path, query and body', () => {
    const e = entry(1, {
      method: 'PATCH',
      path: '/v7/device(uuid=%27abc%27)',
      query: { $select: 'id' },
      body: { device_name: 'shy-river' },
      operationId: 'updateDevice',
    });
    expect(entryPasses(e, { ...EMPTY_VIEW, method: 'patch', operationId: 'updateDevice' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, method: 'GET' })).toBe(false);
    expect(entryPasses(e, { ...EMPTY_VIEW, operationId: 'listDevice' })).toBe(false);
    expect(entryPasses(e, { ...EMPTY_VIEW, text: "uuid='abc'" })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, text: 'SHY-RIVER' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, text: '$select' })).toBe(true);
    expect(entryPasses(e, { ...EMPTY_VIEW, text: 'missing' })).toBe(false);
  });

  it('lists newest first, up to the limit', () => {
    const list = [entry(1), entry(2, { status: 500 }), entry(3), entry(4)];
    expect(filterJournal(list, EMPTY_VIEW, 2).map((e) => e.seq)).toEqual([4, 3]);
    expect(filterJournal(list, { ...EMPTY_VIEW, status: '5xx' }).map((e) => e.seq)).toEqual([2]);
  });

  it('merges pushed entries once, keeping the newest', () => {
    const held = [entry(1), entry(2)];
    expect(mergeEntries(held, [entry(2), entry(3)]).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(mergeEntries(held, [entry(1)])).toBe(held);
    expect(mergeEntries(held, [entry(3), entry(4)], 3).map((e) => e.seq)).toEqual([2, 3, 4]);
  });
});
