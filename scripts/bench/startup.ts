/**
 * Start-up benchmark: the packed `fleetmock` command (dist/cli/fleetmock.mjs, built by
 * `npm run build:package`) started as a user starts it (`fleetmock --port P`, demo scale, the dashboard
 * from dist/web), timed from the spawn to its first answer (`GET /ping`, polled every 5 ms), beside a
 * bare Fastify route started the same way in the same run (plain node, no tsx). Runs alternate; the
 * medians are printed, the command's against its goal (≤ 1.5 s) with PASS or OVER. A missing
 * dist/cli/fleetmock.mjs is built first (`npm run build:package`), so the row is always printed.
 *
 *   npx tsx scripts/bench/startup.ts [--runs 5]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKED = join(ROOT, 'dist', 'cli', 'fleetmock.mjs');
export const TARGET_FIRST_ANSWER_MS = 1_500;
const POLL_MS = 5;
const GIVE_UP_MS = 60_000;

/** The bare route: Fastify answering GET /ping, started by plain node. */
const BARE = `
const app = require('fastify')();
app.get('/ping', async () => 'OK');
app.listen({ port: Number(process.argv[1]), host: '127.0.0.1' });
`;

/** A port free right now (the OS picks it; the server is started on it next). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Milliseconds from spawning `args` (node) to the first 200 of `GET /ping` on `port`. */
async function firstAnswer(args: string[], port: number): Promise<number> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode})`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/ping`);
        if (res.ok) {
          await res.arrayBuffer();
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new Error(`${args.join(' ')} did not answer within ${GIVE_UP_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' } } });
  const runs = Math.max(1, Number(values.runs ?? 5));
  if (!existsSync(PACKED)) {
    // Built here rather than skipped, so `npm run bench` always prints this row with its verdict.
    console.log(`packed fleetmock: ${PACKED} is missing; building it (npm run build:package)…`);
    const built = spawnSync('npm', ['run', '--silent', 'build:package'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0 || !existsSync(PACKED)) {
      console.log(
        `packed fleetmock: npm run build:package failed (exit ${built.status ?? built.signal}): not measured`,
      );
      process.exitCode = 1;
      return;
    }
  }
  const packed: number[] = [];
  const bare: number[] = [];
  // Warm the file system cache and V8's code cache once, as a second start of the command would be.
  const warm = await freePort();
  await firstAnswer([PACKED, '--port', String(warm)], warm).catch(() => undefined);
  for (let i = 0; i < runs; i++) {
    const barePort = await freePort();
    bare.push(await firstAnswer(['-e', BARE, String(barePort)], barePort));
    const port = await freePort();
    packed.push(await firstAnswer([PACKED, '--port', String(port)], port));
  }
  const p = median(packed);
  const b = median(bare);
  console.log(
    `bare Fastify route, start → first answer: median ${b.toFixed(0)} ms (runs: ${bare.map((m) => m.toFixed(0)).join(', ')})`,
  );
  console.log(
    `packed fleetmock at demo scale, start → first answer: median ${p.toFixed(0)} ms (runs: ${packed.map((m) => m.toFixed(0)).join(', ')}), ${(p / b).toFixed(1)} × the bare route (goal ≤ ${TARGET_FIRST_ANSWER_MS} ms): ${p <= TARGET_FIRST_ANSWER_MS ? 'PASS' : 'OVER'}`,
  );
}

void main();
