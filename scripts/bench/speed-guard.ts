/**
 * The speed guard `npm test` runs: a short benchmark that fails when the mock's hot path regresses.
 * In one run it starts the mock (`--devices 10000`, mock-process.ts) and a bare Fastify route
 * (bare-server.ts), warms both up, then measures two ratios:
 *
 * - device list: in alternating rounds, the dashboard's device-list read (gzip, 10 connections) and the
 *   bare route, each by the server's CPU time per request on its event loop's thread (from /proc;
 *   requests per second where /proc is missing); the ratio is bare ÷ device list, median of the rounds
 *   (scripts/bench/api.ts's goal is 0.6 × by req/s);
 * - journal: the same read in the mock's core with the journal on and off in alternating batches
 *   (mock-process.ts `journalCost`); the ratio is CPU per call off ÷ on (it is 0.85–0.95 now).
 *
 * It fails when a ratio falls below its floor, about half of what the mock measures now, so a busy
 * machine does not fail it while a regression like a journal that serialises and redacts every answer
 * (0.05–0.24 and 0.03) does. Ratios only, never absolute times: CPU time per request does not depend on
 * how long the machine's other processes keep this one waiting. Runs alone in `npm test`'s second stage.
 *
 *   npx tsx scripts/bench/speed-guard.ts [--rounds 7] [--seconds 0.5]
 */
import { parseArgs } from 'node:util';
import { median } from './stats.ts';
import {
  biggestFleet,
  deviceListPath,
  measure,
  SDK_HEADERS,
  journalCost,
  startNode,
  type Measured,
  type Server,
} from './http-load.ts';

/**
 * Floors, with margin below what the mock measures now on a busy 2-core machine: by CPU time the device
 * list measures 0.33–0.48 × the bare route (its goal is 0.6 × by req/s, where the bare route's rate is
 * capped by the load generator, so the req/s ratio reads higher), the journal 0.85–0.95. The journal
 * that serialised and redacted every answer measured 0.05–0.24 and 0.03.
 */
export const FLOORS = { deviceList: 0.2, journal: 0.5 } as const;
const CONNECTIONS = 10;

/** How fast `slow` is next to `fast` (1 = as fast): fast's CPU per request over slow's, else slow's rate over fast's. */
function speedRatio(fast: Measured, slow: Measured): number {
  if (fast.cpuUs !== undefined && slow.cpuUs !== undefined && slow.cpuUs > 0) return fast.cpuUs / slow.cpuUs;
  return slow.requests.average / fast.requests.average;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { rounds: { type: 'string' }, seconds: { type: 'string' } } });
  const rounds = Math.max(1, Number(values.rounds ?? 7));
  const seconds = Number(values.seconds ?? 0.5);
  const started = performance.now();
  const servers: Server[] = [];
  try {
    const [mock, bare] = await Promise.all([
      startNode(
        'scripts/bench/mock-process.ts',
        ['--port', '0', '--seed', '42', '--epoch', '2026-11-01T00:00:00Z', '--devices', '10000', '--no-simulation'],
        true,
      ),
      startNode('scripts/bench/bare-server.ts', []),
    ]);
    servers.push(mock, bare);
    console.log(`servers up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const fleet = await biggestFleet(mock.url);
    const listUrl = `${mock.url}${deviceListPath(fleet.id)}`;
    const probe = await fetch(listUrl, { headers: { ...fleet.auth, ...SDK_HEADERS } });
    if (probe.status !== 200) throw new Error(`the device list answered ${probe.status}`);
    const helloUrl = `${bare.url}/hello`;
    const headers = { ...fleet.auth, ...SDK_HEADERS };
    const hello = (s: number): Promise<Measured> => measure(bare, helloUrl, CONNECTIONS, s);
    const list = (s: number): Promise<Measured> => measure(mock, listUrl, CONNECTIONS, s, headers);
    // First, the journal in the mock's core, where nothing else differs between on and off (over HTTP, the
    // garbage one side leaves is collected during the next, which blurred the comparison).
    const core = await journalCost(mock, new URL(listUrl).pathname + new URL(listUrl).search, fleet.auth);
    const journalRatio = core.offUs / core.onUs;
    console.log(
      `journal: the same read in the core with the journal on ${core.onUs.toFixed(2)} µs, off ${core.offUs.toFixed(2)} µs of CPU (alternating batches)`,
    );
    // Warm-up (the core's batches above warmed its JIT): the HTTP path of both servers, the read cache
    // and the gzip cache. A mock fresh from seeding kept getting faster for several seconds.
    await list(4);
    await hello(1.5);
    const listRatios: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // The order turns each round, so a slow moment of the machine does not always hit the same side.
      const h = r % 2 === 0 ? await hello(seconds) : undefined;
      const on = await list(seconds);
      const bareRound = h ?? (await hello(seconds));
      listRatios.push(speedRatio(bareRound, on));
      const cpu = (m: Measured): string => (m.cpuUs === undefined ? '?' : m.cpuUs.toFixed(0));
      console.log(
        `round ${r + 1}: server CPU per request: bare ${cpu(bareRound)} µs, device list ${cpu(on)} µs; ratio ${listRatios.at(-1)!.toFixed(2)}`,
      );
    }
    const checks = [
      { name: 'device list vs bare Fastify route', ratio: median(listRatios), floor: FLOORS.deviceList },
      { name: 'journal on vs off (same read, in the core)', ratio: journalRatio, floor: FLOORS.journal },
    ];
    let failed = 0;
    for (const c of checks) {
      const ok = c.ratio >= c.floor;
      if (!ok) failed++;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.name}: median ratio ${c.ratio.toFixed(2)} (floor ${c.floor})`);
    }
    console.log(
      `speed guard: ${failed === 0 ? 'passed' : `${failed} ratio(s) below the floor`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('speed guard could not run:', err);
    process.exit(1);
  },
);
