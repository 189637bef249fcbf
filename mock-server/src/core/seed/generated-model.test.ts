/**
 * Runs the seed against `generated/model.gen.ts` when codegen has produced it: every resource the
 * model has gets rows with exactly its fields, and the device states still come out right.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ModelDef } from '../model/types.ts';
import { OVERALL_STATUSES } from '../store/computed/device-status.ts';
import { PINNED_EPOCH, seed } from './index.ts';

const GENERATED = new URL('../../../../generated/model.gen.ts', import.meta.url);

describe.skipIf(!existsSync(GENERATED))('seed on generated/model.gen.ts', () => {
  it('seeds rows with exactly the generated model fields and every overall_status', async () => {
    const { model } = (await import(GENERATED.href)) as { model: ModelDef };
    const store = seed({ seed: 42, scale: 'small', model, epoch: PINNED_EPOCH });
    for (const res of model.resources) {
      const expected = res.fields
        .filter((f) => !f.computed)
        .map((f) => f.name)
        .sort();
      for (const row of store.all(res.name)) expect(Object.keys(row).sort()).toEqual(expected);
    }
    const statuses = new Set(store.all('device').map((d) => store.value('device', d, 'overall_status')));
    expect([...statuses].sort()).toEqual([...OVERALL_STATUSES].sort());
    expect(store.computed.missing).toEqual([]);
  });
});
