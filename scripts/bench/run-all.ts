/**
 * `npm run bench`: every benchmark one after another, each in its own process (they start their own
 * servers and browsers). The dashboard is built once, by the first browser benchmark; the others
 * reuse web/dist. Prints each benchmark's own figures; exits non-zero if one of them could not run.
 * Figures are for reading, not gates: a missed goal prints OVER and does not fail the run (the speed
 * guard in `npm test`, scripts/bench/speed-guard.ts, is the gate).
 *
 *   npm run bench [-- --only api,seed]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const BENCHMARKS: readonly { name: string; args: string[] }[] = [
  { name: 'seed', args: [] },
  { name: 'core', args: [] },
  { name: 'device-list-reads', args: [] },
  { name: 'event-loop-block', args: [] },
  { name: 'api', args: [] },
  { name: 'web', args: [] },
  { name: 'devices-table', args: ['--no-build'] },
  { name: 'devices-table', args: ['--no-build', '--devices', '100000'] },
  { name: 'logs-view', args: ['--no-build'] },
  { name: 'msw-browser-size', args: [] },
  // Last: it needs dist/ and runs `npm run build:package` first when dist/cli/fleetmock.mjs is missing.
  { name: 'startup', args: [] },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((n) => !BENCHMARKS.some((b) => b.name === n)) ?? [];
if (unknown.length > 0) {
  console.error(
    `bench: unknown benchmark(s) ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const failed: string[] = [];
for (const b of BENCHMARKS) {
  if (only && !only.includes(b.name)) continue;
  // Run alone, web/dist may not exist yet: only skip the build when `web` ran before.
  const args = only && !only.includes('web') ? b.args.filter((a) => a !== '--no-build') : b.args;
  console.log(`\n=== ${[b.name, ...b.args.filter((a) => a !== '--no-build')].join(' ')} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${b.name}.ts`, ...args], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed.push(`${b.name} (exit ${r.status ?? r.signal})`);
}
if (failed.length > 0) {
  console.error(`\nbench: failed to run: ${failed.join(', ')}`);
  process.exit(1);
}
