import { describe, expect, it } from 'vitest';
import { seed } from '../seed/index.ts';
import { tableOf } from './store.ts';
import { warmReadIndexes } from './warm.ts';

describe('warmReadIndexes', () => {
  it('builds the device name order and the name and uuid text indexes before any read, one per turn', async () => {
    const store = seed({ seed: 3, scale: 'small', devices: 300 });
    const table = tableOf(store, 'device');
    const built = () => ({
      orders: [...(table as unknown as { sortedOrders: Map<string, unknown> }).sortedOrders.keys()],
      text: [...(table as unknown as { textIndexes: Map<string, Map<boolean, unknown>> }).textIndexes].map(
        ([f, m]) => `${f}:${[...m.keys()].join(',')}`,
      ),
    });
    expect(built()).toEqual({ orders: [], text: [] });
    let turns = 0;
    const seen: ReturnType<typeof built>[] = [];
    await warmReadIndexes(store, async () => {
      seen.push(built());
      turns++;
    });
    expect(turns).toBe(3);
    // One index per turn: nothing before the first, the order before the second, one text index before the third.
    expect(seen.map((s) => s.orders.length + s.text.length)).toEqual([0, 1, 2]);
    expect(built()).toEqual({ orders: ['device_name'], text: ['device_name:true', 'uuid:false'] });
  });
});
