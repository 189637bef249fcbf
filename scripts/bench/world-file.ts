/**
 * A world file of 100,000 devices described by counts against the seed's own 100,000-device world,
 * in the same run: prints each one's seeding time (wall and CPU: user + system, less swayed by
 * neighbours on a shared machine), their ratio (world file / seed), and the world file's CPU time
 * against the seed's goal for 100,000 devices (3 s, scripts/bench/seed.ts), PASS or OVER. Run:
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

/** The seed's time goal for 100,000 devices (scripts/bench/seed.ts). */
const TARGET_MS = 3_000;

function time(run: () => { all(resource: string): readonly unknown[] }): {
  ms: number;
  cpuMs: number;
  devices: number;
} {
  // Collect the previous world first (with --expose-gc) so neither side pays for the other's garbage.
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const store = run();
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, devices: store.all('device').length };
}

// Warm-up (module caches, JIT), then alternate to share the machine's noise.
time(() => seed({ scale: 'small', epoch: PINNED_EPOCH }));
const base: number[] = [];
const file: number[] = [];
const baseCpu: number[] = [];
const fileCpu: number[] = [];
for (let i = 0; i < 2; i++) {
  const b = time(() => seed({ devices: DEVICES, epoch: PINNED_EPOCH }));
  const f = time(() => seedFromWorld(world, { epoch: PINNED_EPOCH }));
  if (b.devices !== DEVICES || f.devices !== DEVICES) throw new Error(`device counts ${b.devices} / ${f.devices}`);
  base.push(b.ms);
  file.push(f.ms);
  baseCpu.push(b.cpuMs);
  fileCpu.push(f.cpuMs);
}
const best = (xs: number[]) => Math.min(...xs);
console.log(
  `seed --devices ${DEVICES}: ${best(base).toFixed(0)} ms wall, ${best(baseCpu).toFixed(0)} ms CPU (best of ${base.length})`,
);
console.log(
  `world file, devices.count ${DEVICES}: ${best(file).toFixed(0)} ms wall, ${best(fileCpu).toFixed(0)} ms CPU (best of ${file.length})`,
);
console.log(
  `ratio world file / seed: ${(best(file) / best(base)).toFixed(2)} wall, ${(best(fileCpu) / best(baseCpu)).toFixed(2)} CPU`,
);
const verdict = best(fileCpu) <= TARGET_MS ? 'PASS' : 'OVER';
console.log(`world file CPU time vs the seed's goal (<= ${TARGET_MS} ms): ${best(fileCpu).toFixed(0)} ms ${verdict}`);
