/**
 * API benchmark (issue 3 "Performance"): in one process, a bare Fastify hello-world and the mock
 * with `--devices 10000` both listen on 127.0.0.1; autocannon (10 connections, ~10 s each) measures
 * hello-world and the dashboard's device-list query as the authenticated owner. Prints req/s,
 * p50/p99 latency and the ratio. Targets: ratio ≥ 40 %, p99 < 10 ms. Not a timed test.
 * For reference it also measures the same bare Fastify answering the device list's exact body
 * (`same-bytes`): the cost of moving that many bytes through Fastify and autocannon (which runs in
 * this process) with no mock work at all, i.e. the ceiling any implementation can reach here.
 *
 *   npx tsx scripts/bench/api.ts [--devices 10000] [--duration 10] [--connections 10] [--no-expand]
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { PinejsClientCore } from 'pinejs-client-core';
import { startServer } from '../../mock-server/src/fastify/server.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';

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

function row(name: string, r: CannonResult): string {
  return `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { devices: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' }, 'no-expand': { type: 'boolean' } } });
  const devices = Number(values.devices ?? 10_000);
  const duration = Number(values.duration ?? 10);
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

  const helloResult = await autocannon({ url: helloUrl, connections, duration });
  const listResult = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const sameResult = await autocannon({ url: helloUrl.replace(/\/hello$/, '/same-bytes'), connections, duration });
  const ratio = listResult.requests.average / helloResult.requests.average;
  console.log(row('hello-world', helloResult));
  console.log(row('device-list', listResult));
  console.log(`${row('same-bytes', sameResult)}   (${sameBytes.length} bytes, ${((sameResult.requests.average / helloResult.requests.average) * 100).toFixed(1)} % of hello-world)`);
  console.log(`ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
  console.log(`p99 ${listResult.latency.p99} ms (target < ${TARGET_P99_MS} ms): ${listResult.latency.p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`);
  await mock.close();
  await hello.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
