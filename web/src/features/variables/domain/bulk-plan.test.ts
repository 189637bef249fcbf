import { describe, expect, it } from 'vitest';
import { bulkOutcomeToast, planBulk } from './bulk-plan.ts';

const devices = [1, 2, 3].map((id) => ({ id, name: `d${id}` }));
const stored = new Map([
  [1, { id: 11, value: 'a' }],
  [2, { id: 12, value: 'b' }],
]);
const ops = (rows: ReturnType<typeof planBulk>) => rows.map((r) => r.change.op);

describe('planBulk', () => {
  it('set: updates differing values, adds missing ones, leaves equal ones', () => {
    const rows = planBulk(devices, 'set', 'a', stored, null);
    expect(ops(rows)).toEqual(['none', 'update', 'add']);
    expect(rows[1]).toEqual({ device: devices[1], current: 'b', change: { op: 'update', value: 'a', id: 12 } });
  });

  it('remove: deletes stored values only', () => {
    expect(planBulk(devices, 'remove', '', stored, null).map((r) => r.change)).toEqual([
      { op: 'delete', id: 11 },
      { op: 'delete', id: 12 },
      { op: 'none' },
    ]);
  });

  it('a service variable needs the service on the device', () => {
    expect(ops(planBulk(devices, 'set', 'x', new Map(), new Map([[2, 99]])))).toEqual([
      'serviceMissing',
      'add',
      'serviceMissing',
    ]);
  });
});

describe('bulkOutcomeToast (spec 02 §4 batch rule)', () => {
  it.each([
    [3, [], { kind: 'success', text: 'all changes successful' }],
    [3, ['Server Error'], { kind: 'warning', text: 'Operation failed for 1 of 3 selected items: Server Error' }],
    [2, ['boom', 'bang'], { kind: 'danger', text: 'boom' }],
  ] as const)('%i devices, errors %j', (total, errors, toast) => {
    expect(bulkOutcomeToast(total, errors)).toEqual(toast);
  });
});
