import { describe, expect, it } from 'vitest';
import { Table, type MutableRow } from './table.ts';
import { defaultModel } from './model.ts';

const def = defaultModel.resources.find((r) => r.name === 'device_tag')!;
const row = (id: number, device: number, tag_key = `k${id}`): MutableRow => ({
  id,
  device,
  tag_key,
  value: '',
  created_at: null,
});

describe('Table indexes', () => {
  it('keeps index buckets in id order through moves, lazy removals and out-of-order inserts', () => {
    const t = new Table(def, ['device']);
    const [r1, r2, r3, r4] = [1, 2, 3, 4].map((id) => row(id, 1));
    if (!r1 || !r2 || !r3 || !r4) throw new Error('four rows');
    const rows = [r1, r2, r3, r4];
    rows.forEach((r) => t.add(r));
    const ids = (device: number) => t.find('device', device)!.map((r) => r.id);
    const move = (r: MutableRow, device: number) => {
      const f = new Set(['device']);
      t.unindex(r, f);
      r.device = device;
      t.reindex(r, f);
    };
    move(r2, 2);
    move(r2, 1);
    move(r3, 2);
    expect(ids(1)).toEqual([1, 2, 4]);
    expect(ids(2)).toEqual([3]);
    t.add(row(0, 1));
    expect(ids(1)).toEqual([0, 1, 2, 4]);
    t.remove(r1);
    expect(ids(1)).toEqual([0, 2, 4]);
    expect(t.all().map((r) => r.id)).toEqual([0, 2, 3, 4]);
    expect(t.find('tag_key', 'k1')).toBeUndefined();
  });

  it('tracks unique constraints and frees keys on delete', () => {
    const t = new Table(def, ['device']);
    const a = row(1, 1, 'site');
    t.add(a);
    expect(t.uniqueOwner(0, { device: 1, tag_key: 'site' })).toBe(1);
    expect(t.uniqueOwner(0, { device: 2, tag_key: 'site' })).toBeUndefined();
    t.remove(a);
    expect(t.uniqueOwner(0, { device: 1, tag_key: 'site' })).toBeUndefined();
  });
});
