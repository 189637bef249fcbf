/**
 * API benchmark: the mock with `--devices 10000` (started as `fleetmock` starts, through
 * mock-process.ts, which can switch the journal's recording off for one measurement) and a bare Fastify hello-world each run in a process of their own; autocannon
 * (10 connections) runs in this one and measures hello-world and the dashboard's device-list query as
 * the authenticated owner, with the headers the SDK sends in Node (`X-Balena-Client`, `Accept-Encoding:
 * compress, gzip`, api-ground-truth §1.2; browsers ask for gzip as well), so the answer comes gzipped as
 * every real client gets it. The same query without Accept-Encoding (26 kB on the wire) is measured
 * and printed next to it. Load generator and servers in separate processes is how HTTP servers are
 * benchmarked (autocannon parsing 26 kB answers on the server's own event loop measured the client as
 * much as the server). Both are warmed up first (JIT, caches), then measured in alternating rounds so
 * a slow moment of this shared machine hits both sides alike; each round gives a ratio and the median
 * round is reported. Each round also measures the device list with the journal's recording switched off
in the same server, and the mock's core measures the same read with the journal on and off in
alternating batches: the journal's cost is that difference over the request's CPU over HTTP. Goals: ratio ≥ 0.6 ×,
journal ≤ 5 %, p99 < 10 ms; each printed with PASS or OVER. Not a timed test (scripts/speed-guard.ts
is the one `npm test` runs).
 *
 * Besides req/s it reports each server's CPU time per request (from /proc, Linux only): unlike req/s it
 * does not depend on how fast the client reads, nor on time the VM's neighbours take. For reference it
 * also measures the bare Fastify answering the device list's exact body (`same-bytes`): the cost of
 * moving that many bytes with no mock work at all, i.e. the ceiling any implementation reaches here.
 *
 *   npx tsx scripts/bench/api.ts [--devices 10000] [--duration 5] [--rounds 5] [--connections 10] [--no-expand]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { median } from './stats.ts';
import {
  biggestFleet,
  deviceListPath,
  journalCost,
  measure,
  SDK_HEADERS,
  setJournal,
  startNode,
  type Measured,
  type Server,
} from './http-load.ts';

export { deviceListPath } from './http-load.ts';

/** The device list's rate against the bare route's (req/s, median round). */
export const TARGET_RATIO = 0.6;
export const TARGET_P99_MS = 10;
/** What recording an answer may cost: the server's CPU per request with the journal on, over off. */
export const TARGET_JOURNAL_COST = 0.05;

/** The round at the median of `by` (the lower middle one for an even count). */
function medianRound<T>(rounds: readonly T[], by: (r: T) => number): T {
  const median = [...rounds].sort((a, b) => by(a) - by(b))[Math.floor((rounds.length - 1) / 2)];
  if (median === undefined) throw new Error('medianRound: there are no rounds');
  return median;
}

/** Warm-up per target before measuring: the first seconds of a fresh server run unoptimised code. */
const WARMUP_SECONDS = 2;

const cpu = (m: Measured): string => (m.cpuUs === undefined ? '' : `   server CPU ${m.cpuUs.toFixed(0)} µs/req`);

function row(name: string, r: Measured): string {
  return `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}${cpu(r)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      devices: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      'no-expand': { type: 'boolean' },
    },
  });
  const devices = Number(values.devices ?? 10_000);
  const duration = Number(values.duration ?? 5);
  const rounds = Math.max(1, Number(values.rounds ?? 5));
  const connections = Number(values.connections ?? 10);
  const servers: Server[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'fleetmock-bench-'));
  try {
    const mock = await startNode(
      'scripts/bench/mock-process.ts',
      ['--port', '0', '--seed', '42', '--epoch', '2026-11-01T00:00:00Z', '--devices', String(devices)].concat([
        '--no-simulation',
        '--strict',
      ]),
      true,
    );
    servers.push(mock);
    const fleet = await biggestFleet(mock.url);
    const auth = fleet.auth;
    const url = `${mock.url}${deviceListPath(fleet.id, !values['no-expand'])}`;
    const probe = await fetch(url, { headers: auth });
    const body = await probe.text();
    const rows = (JSON.parse(body) as { d?: unknown[] }).d?.length ?? 0;
    const seeded = /ready in (\d+) ms/.exec(mock.banner)?.[1];
    console.log(
      `mock: ${devices} devices (ready in ${seeded ?? '?'} ms), fleet ${fleet.slug} holds ${fleet.devices}; probe ${probe.status}, ${rows} rows, ${Buffer.byteLength(body)} bytes`,
    );

    const bodyFile = join(dir, 'device-list.json');
    writeFileSync(bodyFile, body);
    const bare = await startNode('scripts/bench/bare-server.ts', [bodyFile]);
    servers.push(bare);
    const helloUrl = `${bare.url}/hello`;
    const sameUrl = `${bare.url}/same-bytes`;

    const sdk = { ...auth, ...SDK_HEADERS };
    /** The device list with the journal's recording off for the measurement. */
    const unjournaled = async (): Promise<Measured> => {
      await setJournal(mock, false);
      try {
        return await measure(mock, url, connections, duration, sdk);
      } finally {
        await setJournal(mock, true);
      }
    };
    for (const [server, target, headers] of [
      [bare, helloUrl, undefined],
      [mock, url, sdk],
      [mock, url, auth],
      [bare, sameUrl, undefined],
    ] as const)
      await measure(server, target, connections, WARMUP_SECONDS, headers);
    interface Pair {
      hello: Measured;
      list: Measured;
      plain: Measured;
      off: Measured;
      ratio: number;
      plainRatio: number;
      /** Journal on over off, in req/s. */
      journalRate: number;
      /** Journal on over off, in server CPU per request (NaN without /proc). */
      journalCpu: number;
    }
    const pairs: Pair[] = [];
    for (let i = 0; i < rounds; i++) {
      const hello = await measure(bare, helloUrl, connections, duration);
      const list = await measure(mock, url, connections, duration, sdk);
      const off = await unjournaled();
      const plain = await measure(mock, url, connections, duration, auth);
      const ratio = list.requests.average / hello.requests.average;
      const plainRatio = plain.requests.average / hello.requests.average;
      const journalRate = list.requests.average / off.requests.average;
      const journalCpu = (list.cpuUs ?? NaN) / (off.cpuUs ?? NaN);
      pairs.push({ hello, list, plain, off, ratio, plainRatio, journalRate, journalCpu });
      const cpuNote =
        list.cpuUs !== undefined && hello.cpuUs !== undefined && plain.cpuUs !== undefined && off.cpuUs !== undefined
          ? `; server CPU ${hello.cpuUs.toFixed(0)} / ${list.cpuUs.toFixed(0)} / ${off.cpuUs.toFixed(0)} (journal off) / ${plain.cpuUs.toFixed(0)} µs per request`
          : '';
      console.log(
        `round ${i + 1}: hello-world ${hello.requests.average.toFixed(0)} req/s, device-list ${list.requests.average.toFixed(0)} req/s (p99 ${list.latency.p99} ms), ratio ${(ratio * 100).toFixed(1)} %; journal off ${off.requests.average.toFixed(0)} req/s; without Accept-Encoding ${plain.requests.average.toFixed(0)} req/s (p99 ${plain.latency.p99} ms), ${(plainRatio * 100).toFixed(1)} %${cpuNote}`,
      );
    }
    const same = await measure(bare, sameUrl, connections, duration);
    const mid = medianRound(pairs, (p) => p.ratio);
    const ratio = mid.ratio;
    const p99 = median(pairs.map((p) => p.list.latency.p99));
    const plainMid = medianRound(pairs, (p) => p.plainRatio);
    console.log(`median round (${rounds} rounds of ${duration} s after ${WARMUP_SECONDS} s warm-up each):`);
    console.log(row('hello-world', mid.hello));
    console.log(row('device-list', mid.list));
    console.log(
      `${row('  identity', plainMid.plain)}   (no Accept-Encoding: ${(plainMid.plainRatio * 100).toFixed(1)} % of hello-world)`,
    );
    console.log(
      `${row('same-bytes', same)}   (bare Fastify, identity: ${((same.requests.average / mid.hello.requests.average) * 100).toFixed(1)} % of hello-world)`,
    );
    const allCpu = (pick: (p: Pair) => Measured): number | undefined => {
      const v = pairs.map((p) => pick(p).cpuUs);
      return v.every((x) => x !== undefined) ? median(v as number[]) : undefined;
    };
    const [h, l, n] = [allCpu((p) => p.hello), allCpu((p) => p.list), allCpu((p) => p.plain)];
    if (h !== undefined && l !== undefined && n !== undefined) {
      console.log(
        `server CPU per request, median of rounds: hello-world ${h.toFixed(0)} µs, device-list ${l.toFixed(0)} µs, identity ${n.toFixed(0)} µs (CPU-bound, they would serve ${((h / l) * 100).toFixed(1)} % and ${((h / n) * 100).toFixed(1)} % of hello-world's rate)`,
      );
    }
    const verdict = (pass: boolean): string => (pass ? 'PASS' : 'OVER');
    console.log(
      `device-list at ${devices.toLocaleString('en-US')} devices vs bare Fastify route, same run: ratio ${ratio.toFixed(2)} × (goal ≥ ${TARGET_RATIO} ×): ${verdict(ratio >= TARGET_RATIO)}`,
    );
    // The journal's cost: the core's CPU per call with it on minus off (alternating batches in the mock),
    // over the whole request's CPU over HTTP (median of the rounds above). Over HTTP alone the rounds'
    // spread on a busy machine (±15 %) is larger than what is measured.
    const core = await journalCost(mock, new URL(url).pathname + new URL(url).search, auth);
    const httpUs = l;
    const costUs = core.onUs - core.offUs;
    const rateCost = 1 / median(pairs.map((p) => p.journalRate)) - 1;
    const httpCpuCost = median(pairs.map((p) => p.journalCpu)) - 1;
    if (httpUs !== undefined) {
      const cost = costUs / httpUs;
      console.log(
        `journal recording, same read with the journal on vs off in one run: ${costUs.toFixed(2)} µs CPU per request (core: on ${core.onUs.toFixed(2)} µs, off ${core.offUs.toFixed(2)} µs), ${(cost * 100).toFixed(1)} % of the request's ${httpUs.toFixed(0)} µs over HTTP (goal ≤ ${TARGET_JOURNAL_COST * 100} %): ${verdict(cost <= TARGET_JOURNAL_COST)}; over HTTP alone, median of rounds: ${(httpCpuCost * 100).toFixed(1)} % by CPU, ${(rateCost * 100).toFixed(1)} % by req/s`,
      );
    } else {
      console.log(
        `journal recording: ${costUs.toFixed(2)} µs CPU per request in the core; over HTTP ${(rateCost * 100).toFixed(1)} % by req/s (goal ≤ ${TARGET_JOURNAL_COST * 100} %): ${verdict(rateCost <= TARGET_JOURNAL_COST)}`,
      );
    }
    console.log(
      `device-list p99 ${p99} ms, median of the rounds (goal < ${TARGET_P99_MS} ms): ${verdict(p99 < TARGET_P99_MS)}`,
    );
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
