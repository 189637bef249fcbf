/**
 * Fuzzing through the Fastify adapter: 5,000+ generated requests (OData reads built from the
 * generated model with deep and self-referencing expands, random filters and huge literals; JSON
 * bodies nested up to 5,000 deep, huge strings and wrong types on writes and account routes), as a
 * read-only and as a full-access user. No answer may be a 5xx and none may take a second: a request
 * over the second is sent again, and only one slow both times counts, so a GC pause or a busy CI
 * core does not pass for a slow query.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { model } from '../../generated/model.gen.ts';
import type { ResourceDef } from '../../mock-server/src/core/model/types.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { prng } from '../../mock-server/src/core/odata/__fixtures__/large-dataset.ts';
import { at } from '../present.ts';

const READS = Number(process.env.FUZZ_READS ?? 3500);
const WRITES = Number(process.env.FUZZ_WRITES ?? 1700);
const SLOW_MS = 1000;

const rnd = prng(20261124);
const int = (n: number): number => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => at(xs, int(xs.length));

const byName = new Map<string, ResourceDef>(model.resources.map((r) => [r.name, r]));
const HOT = [
  'device',
  'application',
  'release',
  'organization',
  'device_tag',
  'image_install',
  'invitee',
  'user',
  'application_invite',
  'service_install',
  'device_environment_variable',
].filter((n) => byName.has(n));

function literal(): string {
  switch (int(10)) {
    case 0:
      return `'${'x'.repeat(int(3) === 0 ? 20_000 : 200)}'`;
    case 1:
      return '9'.repeat(int(400) + 1);
    case 2:
      return String(-int(1e9));
    case 3:
      return 'null';
    case 4:
      return int(2) ? 'true' : 'false';
    case 5:
      return `datetime'2026-${String(int(14)).padStart(2, '0')}-01T00:00:00Z'`;
    case 6:
      return `'${"''".repeat(int(50))}'`;
    case 7:
      return '1.5e308';
    default:
      return String(int(500));
  }
}

function filter(res: ResourceDef, depth = 0): string {
  const f = pick(res.fields).name;
  const r = int(8);
  if (depth < 3 && r === 0) return `(${filter(res, depth + 1)}) ${pick(['and', 'or'])} (${filter(res, depth + 1)})`;
  if (depth < 3 && r === 1 && res.navigations.length) {
    const nav = pick(res.navigations);
    const target = byName.get(nav.target);
    if (target)
      return `${nav.name}/${pick(['any', 'all'])}(x${depth}:x${depth}/${pick(target.fields).name} ${pick(['eq', 'ne', 'gt'])} ${literal()})`;
  }
  if (r === 2) return `${pick(['contains', 'startswith', 'endswith'])}(${f},${literal()})`;
  if (r === 3) return `${f} in (${Array.from({ length: int(60) + 1 }, literal).join(',')})`;
  if (r === 4) return `not(${f} ${pick(['eq', 'lt'])} ${literal()})`;
  return `${f} ${pick(['eq', 'ne', 'gt', 'ge', 'lt', 'le'])} ${literal()}`;
}

/** `$expand` options for `res`, nested up to `depth` more levels (often self-referencing chains). */
function expand(res: ResourceDef, depth: number): string {
  const navs = res.navigations.filter((n) => byName.has(n.target));
  if (!navs.length) return '';
  const items: string[] = [];
  for (let i = int(2) + 1; i > 0; i--) {
    const nav = pick(navs);
    const target = byName.get(nav.target)!;
    const opts = [`$select=${pick(target.fields).name}`];
    if (int(3) === 0) opts.push(`$filter=${filter(target, 2)}`);
    if (int(4) === 0) opts.push(`$top=${int(5)}`);
    if (depth > 1 && int(5) > 0) {
      const inner = expand(target, depth - 1);
      if (inner) opts.push(`$expand=${inner}`);
    }
    items.push(`${nav.name}(${opts.join(';')})`);
  }
  return items.join(',');
}

function readUrl(): string {
  const res = byName.get(pick(HOT))!;
  const q: string[] = [];
  if (int(3))
    q.push(
      `$select=${Array.from({ length: int(4) + 1 }, () => (int(12) ? pick(res.fields).name : 'no_such_field')).join(',')}`,
    );
  if (int(2)) q.push(`$filter=${filter(res)}`);
  if (int(2)) q.push(`$expand=${expand(res, int(9) + 1)}`);
  if (int(4) === 0) q.push(`$orderby=${pick(res.fields).name} ${pick(['asc', 'desc'])}`);
  if (int(4) === 0) q.push(`$top=${pick(['10', '-1', '0', 'abc', '99999999999999'])}`);
  if (int(6) === 0) q.push(`$skip=${int(50)}`);
  const count = int(12) === 0 ? '/$count' : '';
  return `/v7/${res.name}${count}?${q.map((p) => encodeURI(p).replace(/#/g, '%23')).join('&')}`;
}

function nested(depth: number): string {
  return int(2) ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function jsonValue(depth = 0): unknown {
  switch (int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return int(1e6) - 5e5;
    case 2:
      return 'y'.repeat(int(4) === 0 ? 100_000 : int(50));
    case 3:
      return int(2) === 0;
    case 4:
      return 1e308 * (int(2) ? 10 : 1);
    case 5:
      return '';
    case 6:
      return Array.from({ length: int(5) }, () => jsonValue(depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = int(5); i > 0; i--)
        o[
          pick([
            'id',
            'device_name',
            'belongs_to__application',
            'tag_key',
            'value',
            'password',
            'username',
            'note',
            'is_pinned_on__release',
            'x',
          ])
        ] = jsonValue(depth + 1);
      return o;
    }
  }
}

const WRITE_TARGETS: readonly ['POST' | 'PATCH' | 'PUT' | 'DELETE', string][] = [
  ['POST', '/v7/device_tag'],
  ['PATCH', '/v7/device(1)'],
  ['PATCH', '/v7/device?$filter=id gt 0'],
  ['POST', '/v7/application'],
  ['POST', '/login_'],
  ['POST', '/user/v1/refresh-token'],
  ['PATCH', '/v7/application(1)'],
  ['POST', '/v7/device_environment_variable'],
  ['PUT', '/v7/device_tag(1)'],
  ['POST', '/supervisor/v1/blink'],
  ['POST', '/v7/release'],
  ['DELETE', '/v7/device_tag?$filter=id eq 1'],
  ['PATCH', '/user/profile'],
  ['POST', '/device/v2/heartbeat'],
];

function body(): string {
  const r = int(10);
  if (r === 0) return nested(pick([10, 64, 65, 500, 5000]));
  if (r === 1) return `{"note":"${'z'.repeat(int(600_000))}"}`;
  if (r === 2) return '{"unterminated": ';
  return JSON.stringify(jsonValue()) ?? 'null';
}

let s: TestServer;
const tokens: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  tokens.push(await s.login('observer'), await s.login('owner'));
});
afterAll(() => s.app.close());

async function send(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await s.app.inject({
    method,
    url,
    payload,
    headers: {
      authorization: `Bearer ${pick(tokens)}`,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });
  return { status: res.statusCode, ms: performance.now() - started };
}

/** The first answer's status, and the faster of two tries when the first was over SLOW_MS. */
async function timed(
  method: Parameters<typeof send>[0],
  url: string,
  payload?: string,
): Promise<{ status: number; ms: number }> {
  const first = await send(method, url, payload);
  if (first.ms <= SLOW_MS) return first;
  const again = await send(method, url, payload);
  return { status: first.status, ms: Math.min(first.ms, again.ms) };
}

describe('fuzzing through the HTTP adapter', () => {
  test(`${READS} OData reads and ${WRITES} JSON bodies: no 5xx, none over ${SLOW_MS} ms`, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const slowest: [number, string][] = [];
    const note = (what: string, r: { status: number; ms: number }): void => {
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (process.env.FUZZ_REPORT) slowest.push([r.ms, what]);
      if (r.status >= 500 || r.ms > SLOW_MS)
        failures.push(`${r.status} in ${Math.round(r.ms)} ms: ${what.slice(0, 300)}`);
    };
    for (let i = 0; i < READS; i++) {
      const url = readUrl();
      note(`GET ${url}`, await timed('GET', url));
    }
    for (let i = 0; i < WRITES; i++) {
      const [method, url] = pick(WRITE_TARGETS);
      const payload = body();
      note(`${method} ${url} ${payload.slice(0, 120)}`, await timed(method, url, payload));
    }
    if (process.env.FUZZ_REPORT)
      console.log(
        slowest
          .sort((a, b) => b[0] - a[0])
          .slice(0, 8)
          .map(([ms, w]) => `${Math.round(ms)} ${w.slice(0, 250)}`)
          .join('\n'),
      );
    expect(failures).toEqual([]);
    // The generator reaches both successes and refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 600_000);
});
