/**
 * API benchmark: the mock with `--devices 10000` (started through its CLI, as
 * users run it) and a bare Fastify hello-world each run in a process of their own; autocannon
 * (10 connections) runs in this one and measures hello-world and the dashboard's device-list query as
 * the authenticated owner, with the headers the SDK sends in Node (`X-Balena-Client`, `Accept-Encoding:
 * compress, gzip`, api-ground-truth §1.2; browsers ask for gzip as well), so the answer comes gzipped as
 * every real client gets it. The same query without Accept-Encoding (26 kB on the wire) is measured
 * and printed next to it. Load generator and servers in separate processes is how HTTP servers are
 * benchmarked (autocannon parsing 26 kB answers on the server's own event loop measured the client as
 * much as the server). Both are warmed up first (JIT, caches), then measured in alternating rounds so
 * a slow moment of this shared machine hits both sides alike; each round gives a ratio and the median
 * round is reported. Targets: ratio ≥ 40 %, p99 < 10 ms. Not a timed test.
 *
 * Besides req/s it reports each server's CPU time per request (from /proc, Linux only): unlike req/s it
 * does not depend on how fast the client reads, nor on time the VM's neighbours take. For reference it
 * also measures the bare Fastify answering the device list's exact body (`same-bytes`): the cost of
 * moving that many bytes with no mock work at all, i.e. the ceiling any implementation reaches here.
 *
 *   npx tsx scripts/bench/api.ts [--devices 10000] [--duration 5] [--rounds 5] [--connections 10] [--no-expand]
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { PinejsClientCore } from 'pinejs-client-core';
import { ownerToken } from './clients.ts';
import { median } from './stats.ts';

export const TARGET_RATIO = 0.4;
export const TARGET_P99_MS = 10;

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

class UrlBuilder extends PinejsClientCore {
  _request(): Promise<never> {
    return Promise.reject(new Error('compile only'));
  }
}

/**
 * The dashboard's device-list query, built by pinejs-client-core as the SDK builds it: ~15 fields,
 * fleet and tags expanded, filtered on fleet and status, sorted by name, first page of 50.
 */
export function deviceListPath(fleetId: number, withExpand = true): string {
  const $select = [
    'id',
    'uuid',
    'device_name',
    'status',
    'overall_status',
    'overall_progress',
    'is_online',
    'api_heartbeat_state',
    'os_version',
    'os_variant',
    'supervisor_version',
    'ip_address',
    'last_connectivity_event',
    'is_running__release',
    'belongs_to__application',
  ];
  const $expand = {
    belongs_to__application: { $select: ['id', 'app_name', 'slug'] },
    device_tag: { $select: ['tag_key', 'value'] },
  };
  const url = new UrlBuilder({ apiPrefix: '/v7/' }).compile({
    resource: 'device',
    options: {
      $select,
      ...(withExpand ? { $expand } : {}),
      $filter: { belongs_to__application: fleetId, overall_status: 'operational' },
      $orderby: { device_name: 'asc' },
      $top: 50,
    },
  });
  // fetch() sends spaces as %20, exactly like the SDK's requests.
  return `/v7/${url.replace(/^\//, '')}`.replace(/ /g, '%20');
}

/** What the SDK adds to each request in Node (api-ground-truth §1.2); a browser asks for gzip too. */
const SDK_HEADERS: Readonly<Record<string, string>> = {
  'x-balena-client': 'balena-sdk/21.0.0',
  'accept-encoding': 'compress, gzip',
};

/** The round at the median of `by` (the lower middle one for an even count). */
function medianRound<T>(rounds: readonly T[], by: (r: T) => number): T {
  const median = [...rounds].sort((a, b) => by(a) - by(b))[Math.floor((rounds.length - 1) / 2)];
  if (median === undefined) throw new Error('medianRound: there are no rounds');
  return median;
}

/** Warm-up per target before measuring: the first seconds of a fresh server run unoptimised code. */
const WARMUP_SECONDS = 2;

interface Server {
  child: ChildProcess;
  url: string;
  /** The first line that named the URL (the mock's says how long seeding took). */
  banner: string;
}

/** Starts `node --import tsx <script> …args` and resolves with the URL it prints ("listening on http://…"). */
function startNode(script: string, args: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const line = /^.*listening on (http:\/\/[^\s]+).*$/m.exec(out);
      const url = line?.[1];
      if (line && url) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, url, banner: line[0] });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}

const CLOCK_TICKS = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used, or undefined where /proc is not there. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    // The fields after the command name, which is in parentheses and may itself hold spaces.
    const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1];
    if (afterName === undefined) return undefined;
    const fields = afterName.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

interface Measured extends CannonResult {
  /** Server CPU µs per request, when /proc tells. */
  cpuUs?: number;
}

async function measure(
  server: Server,
  url: string,
  connections: number,
  duration: number,
  headers?: Record<string, string>,
): Promise<Measured> {
  const before = cpuSeconds(server.child.pid);
  const r = await autocannon({ url, connections, duration, headers });
  const after = cpuSeconds(server.child.pid);
  return before === undefined || after === undefined || r.requests.total === 0
    ? r
    : { ...r, cpuUs: ((after - before) * 1e6) / r.requests.total };
}

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
    const mock = await startNode('mock-server/src/fastify/cli.ts', [
      '--port',
      '0',
      '--seed',
      '42',
      '--epoch',
      '2026-11-01T00:00:00Z',
      '--devices',
      String(devices),
      '--no-simulation',
      '--strict',
    ]);
    servers.push(mock);
    const token = await ownerToken(mock.url);
    const auth = { authorization: `Bearer ${token}` };
    // The fleet with the most devices, asked of the API itself.
    const fleets = (await (
      await fetch(`${mock.url}/v7/application?$select=id,slug&$expand=owns__device/$count`, { headers: auth })
    ).json()) as { d: { id: number; slug: string; owns__device: number }[] };
    const fleet = fleets.d.reduce((best, a) => (a.owns__device > best.owns__device ? a : best));
    const url = `${mock.url}${deviceListPath(fleet.id, !values['no-expand'])}`;
    const probe = await fetch(url, { headers: auth });
    const body = await probe.text();
    const rows = (JSON.parse(body) as { d?: unknown[] }).d?.length ?? 0;
    const seeded = /ready in (\d+) ms/.exec(mock.banner)?.[1];
    console.log(
      `mock: ${devices} devices (ready in ${seeded ?? '?'} ms), fleet ${fleet.slug} holds ${fleet.owns__device}; probe ${probe.status}, ${rows} rows, ${Buffer.byteLength(body)} bytes`,
    );

    const bodyFile = join(dir, 'device-list.json');
    writeFileSync(bodyFile, body);
    const bare = await startNode('scripts/bench/bare-server.ts', [bodyFile]);
    servers.push(bare);
    const helloUrl = `${bare.url}/hello`;
    const sameUrl = `${bare.url}/same-bytes`;

    const sdk = { ...auth, ...SDK_HEADERS };
    for (const [server, target, headers] of [
      [bare, helloUrl, undefined],
      [mock, url, sdk],
      [mock, url, auth],
      [bare, sameUrl, undefined],
    ] as const)
      await measure(server, target, connections, WARMUP_SECONDS, headers);
    const pairs: { hello: Measured; list: Measured; plain: Measured; ratio: number; plainRatio: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      const hello = await measure(bare, helloUrl, connections, duration);
      const list = await measure(mock, url, connections, duration, sdk);
      const plain = await measure(mock, url, connections, duration, auth);
      const ratio = list.requests.average / hello.requests.average;
      const plainRatio = plain.requests.average / hello.requests.average;
      pairs.push({ hello, list, plain, ratio, plainRatio });
      const cpuNote =
        list.cpuUs !== undefined && hello.cpuUs !== undefined && plain.cpuUs !== undefined
          ? `; server CPU ${hello.cpuUs.toFixed(0)} / ${list.cpuUs.toFixed(0)} / ${plain.cpuUs.toFixed(0)} µs per request`
          : '';
      console.log(
        `round ${i + 1}: hello-world ${hello.requests.average.toFixed(0)} req/s, device-list ${list.requests.average.toFixed(0)} req/s (p99 ${list.latency.p99} ms), ratio ${(ratio * 100).toFixed(1)} %; without Accept-Encoding ${plain.requests.average.toFixed(0)} req/s (p99 ${plain.latency.p99} ms), ${(plainRatio * 100).toFixed(1)} %${cpuNote}`,
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
    const allCpu = (pick: (p: (typeof pairs)[number]) => Measured): number | undefined => {
      const v = pairs.map((p) => pick(p).cpuUs);
      return v.every((x) => x !== undefined) ? median(v as number[]) : undefined;
    };
    const [h, l, n] = [allCpu((p) => p.hello), allCpu((p) => p.list), allCpu((p) => p.plain)];
    if (h !== undefined && l !== undefined && n !== undefined) {
      console.log(
        `server CPU per request, median of rounds: hello-world ${h.toFixed(0)} µs, device-list ${l.toFixed(0)} µs, identity ${n.toFixed(0)} µs (CPU-bound, they would serve ${((h / l) * 100).toFixed(1)} % and ${((h / n) * 100).toFixed(1)} % of hello-world's rate)`,
      );
    }
    console.log(
      `ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `p99 ${p99} ms, median of the rounds (target < ${TARGET_P99_MS} ms): ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
