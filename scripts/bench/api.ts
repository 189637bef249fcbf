/**
 * API benchmark (issue 3 "Performance"): in one process, a bare Fastify hello-world and the mock
 * with `--devices 10000` both listen on 127.0.0.1; autocannon (10 connections) measures hello-world
 * and the dashboard's device-list query as the authenticated owner. Both are warmed up first (JIT,
 * caches), then measured in alternating rounds so a slow moment of this shared machine hits both
 * sides alike; each round gives a ratio and the median round is reported. Prints req/s, p50/p99
 * latency and the ratio. Targets: ratio ≥ 40 %, p99 < 10 ms. Not a timed test.
 * For reference it also measures the same bare Fastify answering the device list's exact body
 * (`same-bytes`): the cost of moving that many bytes through Fastify and autocannon (which runs in
 * this process) with no mock work at all, i.e. the ceiling any implementation can reach here.
 *
 *   npx tsx scripts/bench/api.ts [--devices 10000] [--duration 5] [--rounds 5] [--connections 10] [--no-expand]
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { PinejsClientCore } from 'pinejs-client-core';
import { startServer } from '../../mock-server/src/fastify/server.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { median } from './stats.ts';

export const TARGET_RATIO = 0.4;
export const TARGET_P99_MS = 10;
const HOST = '127.0.0.1';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<CannonResult>;
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
    'id', 'uuid', 'device_name', 'status', 'overall_status', 'overall_progress', 'is_online', 'api_heartbeat_state',
    'os_version', 'os_variant', 'supervisor_version', 'ip_address', 'last_connectivity_event', 'is_running__release', 'belongs_to__application',
  ];
  const $expand = { belongs_to__application: { $select: ['id', 'app_name', 'slug'] }, device_tag: { $select: ['tag_key', 'value'] } };
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

/** Warm-up per target before measuring: the first seconds of a fresh server run unoptimised code. */
const WARMUP_SECONDS = 2;

function row(name: string, r: CannonResult): string {
  return `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { devices: { type: 'string' }, duration: { type: 'string' }, rounds: { type: 'string' }, connections: { type: 'string' }, 'no-expand': { type: 'boolean' } } });
  const devices = Number(values.devices ?? 10_000);
  const duration = Number(values.duration ?? 5);
  const rounds = Math.max(1, Number(values.rounds ?? 5));
  const connections = Number(values.connections ?? 10);

  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  let sameBytes = '';
  hello.get('/same-bytes', async (_req, reply) => reply.type('application/json; charset=utf-8').send(sameBytes));
  await hello.listen({ port: 0, host: HOST });
  const helloAddr = hello.server.address();
  const helloUrl = `http://${HOST}:${typeof helloAddr === 'object' && helloAddr ? helloAddr.port : 0}/hello`;

  const seededAt = Date.now();
  const mock = await startServer({ port: 0, host: HOST, seed: 42, scale: 'demo', devices, simulation: false, strict: true });
  const store = mock.core.registry.get().store;
  const seedMs = Date.now() - seededAt;
  const fleet = store.all('application').reduce((best, a) => (store.find('device', 'belongs_to__application', a.id).length > store.find('device', 'belongs_to__application', best.id).length ? a : best));
  const inFleet = store.find('device', 'belongs_to__application', fleet.id).length;

  const login = await fetch(`${mock.url}/login_`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }) });
  const token = await login.text();
  const url = `${mock.url}${deviceListPath(fleet.id, !values['no-expand'])}`;
  const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  sameBytes = await probe.text();
  const probeBody = JSON.parse(sameBytes) as { d?: unknown[] };
  console.log(`mock: ${store.all('device').length} devices (seeded in ${seedMs} ms), fleet ${String(fleet.slug)} holds ${inFleet}; probe ${probe.status}, ${probeBody.d?.length ?? 0} rows`);

  const auth = { authorization: `Bearer ${token}` };
  const sameUrl = helloUrl.replace(/\/hello$/, '/same-bytes');
  for (const target of [helloUrl, url, sameUrl]) await autocannon({ url: target, connections, duration: WARMUP_SECONDS, headers: auth });
  const pairs: { hello: CannonResult; list: CannonResult; ratio: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const hello = await autocannon({ url: helloUrl, connections, duration });
    const list = await autocannon({ url, connections, duration, headers: auth });
    pairs.push({ hello, list, ratio: list.requests.average / hello.requests.average });
    console.log(`round ${i + 1}: hello-world ${hello.requests.average.toFixed(0)} req/s, device-list ${list.requests.average.toFixed(0)} req/s (p99 ${list.latency.p99} ms), ratio ${(pairs[i].ratio * 100).toFixed(1)} %`);
  }
  const sameResult = await autocannon({ url: sameUrl, connections, duration });
  const mid = pairs.find((p) => p.ratio === median(pairs.map((q) => q.ratio)))!;
  const ratio = mid.ratio;
  const p99 = median(pairs.map((p) => p.list.latency.p99));
  console.log(`median round (${rounds} rounds of ${duration} s after ${WARMUP_SECONDS} s warm-up each):`);
  console.log(row('hello-world', mid.hello));
  console.log(row('device-list', mid.list));
  console.log(`${row('same-bytes', sameResult)}   (${sameBytes.length} bytes, ${((sameResult.requests.average / mid.hello.requests.average) * 100).toFixed(1)} % of hello-world)`);
  console.log(`ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
  console.log(`p99 ${p99} ms, median of the rounds (target < ${TARGET_P99_MS} ms): ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`);
  await mock.close();
  await hello.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
