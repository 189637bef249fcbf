/**
 * A world file of 100,000 devices described by counts against the seed's own 100,000-device world,
 * in the same run: prints each one's seeding time and their ratio (world file / seed). Run:
 * `NODE_OPTIONS=--expose-gc npx tsx scripts/bench/world-file.ts` (one core, ~1 min).
 */
import { seed, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { seedFromWorld } from '../../mock-server/src/core/seed/world-file.ts';
import { prepareWorld } from '../../mock-server/src/core/seed/world-check.ts';

const DEVICES = 100_000;
const world = await prepareWorld({
  version: 1,
  base: 'none',
  users: [{ username: 'bench_owner' }],
  organizations: [
    { handle: 'bench', plan: 'production-v2', members: [{ user: 'bench_owner', role: 'administrator' }] },
  ],
  fleets: [
    { name: 'bench-pi4', organization: 'bench', device_type: 'raspberrypi4-64' },
    { name: 'bench-nuc', organization: 'bench', device_type: 'intel-nuc' },
  ],
  devices: { count: DEVICES },
});

function time(run: () => { all(resource: string): readonly unknown[] }): { ms: number; devices: number } {
  // Collect the previous world first (with --expose-gc) so neither side pays for the other's garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const store = run();
  return { ms: performance.now() - start, devices: store.all('device').length };
}

// Warm-up (module caches, JIT), then alternate to share the machine's noise.
time(() => seed({ scale: 'small', epoch: PINNED_EPOCH }));
const base: number[] = [];
const file: number[] = [];
for (let i = 0; i < 2; i++) {
  const b = time(() => seed({ devices: DEVICES, epoch: PINNED_EPOCH }));
  const f = time(() => seedFromWorld(world, { epoch: PINNED_EPOCH }));
  if (b.devices !== DEVICES || f.devices !== DEVICES) throw new Error(`device counts ${b.devices} / ${f.devices}`);
  base.push(b.ms);
  file.push(f.ms);
}
const best = (xs: number[]) => Math.min(...xs);
console.log(`seed --devices ${DEVICES}: ${best(base).toFixed(0)} ms (best of ${base.length})`);
console.log(`world file, devices.count ${DEVICES}: ${best(file).toFixed(0)} ms (best of ${file.length})`);
console.log(`ratio world file / seed: ${(best(file) / best(base)).toFixed(2)}`);
