/**
 * `fleetmock import` round trip: mock A (the demo world) listens on a free port, `fleetmock import`
 * copies its acme organization into a world file through the public API, mock B starts from that file
 * the way `fleetmock --world` does, and the dashboard's own fleet, device and release reads (the
 * $select/$expand of web/src/api) answer the same on both, ids aside. Also: paging by id with 429 and
 * 5xx retries, the anonymized copy, and the flags' mistakes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { coreOptionsFrom } from '../../mock-server/src/fastify/server.ts';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { withWorldFile } from '../../mock-server/src/cli/load-world.ts';
import { main } from '../../mock-server/src/cli/main.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { checkWorld } from '../../mock-server/src/core/seed/world-check.ts';
import { importWorld } from '../../mock-server/src/import/world-import.ts';
import { compileUrl, compileCount } from '../../shared/odata/compile.ts';
import { summaryRead } from '../../web/src/api/application/fleet.ts';
import { deviceTableRead } from '../../web/src/api/device/lists.ts';
import { listRead } from '../../web/src/api/release/list.ts';
import { oneRead } from '../../web/src/api/release/reads.ts';
import { DEVICE_STATUSES } from '../../web/src/api/application/lists.ts';

/** A parsed JSON body (tests read into it freely). */
type Json = ReturnType<typeof JSON.parse>;

const dir = mkdtempSync(join(tmpdir(), 'fleetmock-import-'));
const out = join(dir, 'acme.yaml');
let a: FastifyInstance;
let b: FastifyInstance;
let origin: string;
let tokenA: string;
let tokenB: string;

const login = async (app: FastifyInstance) => {
  const res = await app.inject({
    method: 'POST',
    url: '/login_',
    payload: { username: 'owner', password: 'fleetmock-demo' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const get = async (app: FastifyInstance, url: string, token: string): Promise<Json> => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return JSON.parse(res.body).d;
};

beforeAll(async () => {
  a = await buildApp({
    core: createMockCore({
      ...coreOptionsFrom(parseCli(['--scale', 'small', '--epoch', PINNED_EPOCH, '--no-simulation'])),
      log: () => {},
    }),
  });
  origin = await a.listen({ port: 0, host: '127.0.0.1' });
  tokenA = await login(a);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await main([
      'import',
      '--from',
      origin,
      '--token',
      tokenA,
      '--organization',
      'acme',
      '--epoch',
      PINNED_EPOCH,
      '--page-size',
      '7',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(/devices: \d+\n/);
  } finally {
    stderr.mockRestore();
  }
  const cli = await withWorldFile(parseCli(['--world', out, '--no-simulation']));
  b = await buildApp({ core: createMockCore({ ...coreOptionsFrom(cli), log: () => {} }) });
  tokenB = await login(b);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * What differs between two mocks by construction: row ids and the keys that reference them, UUIDs,
 * release commits, and what the world file does not carry, as its header says (network addresses,
 * creation and last-connectivity times of devices, image sizes and build logs, release assets, and the
 * service installs whose download progress makes an installing device's overall progress).
 */
const GENERATED = new Set([
  'release_asset',
  'overall_progress',
  'id',
  '__id',
  'uuid',
  'commit',
  'ip_address',
  'mac_address',
  'public_address',
  'created_at',
  'last_connectivity_event',
  'build_log',
  'image_size',
]);
function idsAside(value: Json): Json {
  if (Array.isArray(value)) return value.map(idsAside);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !GENERATED.has(k))
        .map(([k, v]) => [k, idsAside(v)]),
    );
  return value;
}

/** Both mocks' acme fleets (same order: the copy keeps the source's id order). */
async function fleetPairs(): Promise<Array<{ slug: string; a: number; b: number }>> {
  const url = "/v7/application?$select=id,slug&$filter=organization/any(o:o/handle eq 'acme')&$orderby=id asc";
  const [ra, rb] = [await get(a, url, tokenA), await get(b, url, tokenB)];
  expect(rb.map((f: Json) => f.slug)).toEqual(ra.map((f: Json) => f.slug));
  return ra.map((f: Json, i: number) => ({ slug: f.slug, a: f.id, b: rb[i].id }));
}

describe('fleetmock import round trip (acme from mock A into mock B)', () => {
  it('writes a valid world file with a header naming what it leaves out', () => {
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=/);
    expect(text).toContain("every user signs in with the demo password 'fleetmock-demo'");
    const world = parseYaml(text);
    expect(checkWorld(world).ok).toBe(true);
    expect(world.base).toBe('none');
    expect(world.organizations.map((o: Json) => o.handle)).toEqual(['acme']);
    expect(world.organizations[0].plan).toBe('production-v2');
    expect(world.organizations[0].identity_providers[0]).toMatchObject({
      sso_identifier: 'acme-sso',
      team: 'SSO Users',
    });
  });

  it('answers the fleet summary read identically', async () => {
    const seen: Record<'a' | 'b', Record<string, Json>> = { a: {}, b: {} };
    for (const f of await fleetPairs())
      for (const [side, app, id, token] of [
        ['a', a, f.a, tokenA],
        ['b', b, f.b, tokenB],
      ] as const) {
        const counts: Record<string, number> = {};
        for (const status of DEVICE_STATUSES)
          counts[status] = await get(
            app,
            compileCount('device', { belongs_to__application: id, overall_status: status }),
            token,
          );
        seen[side][f.slug] = {
          fleet: idsAside(await get(app, compileUrl('application', summaryRead, id), token)),
          counts,
        };
      }
    expect(seen.b).toEqual(seen.a);
  });

  it("answers the devices table's read identically", async () => {
    const seen: Record<'a' | 'b', Record<string, Json>> = { a: {}, b: {} };
    let compared = 0;
    for (const f of await fleetPairs()) {
      const query = (id: number) => ({
        ...deviceTableRead,
        $filter: { belongs_to__application: id },
        $orderby: { id: 'asc' as const },
      });
      const ra = await get(a, compileUrl('device', query(f.a)), tokenA);
      seen.a[f.slug] = idsAside(ra);
      seen.b[f.slug] = idsAside(await get(b, compileUrl('device', query(f.b)), tokenB));
      compared += ra.length;
    }
    expect(seen.b).toEqual(seen.a);
    expect(compared).toBeGreaterThan(10);
  });

  it("answers the release list's and each release's reads identically", async () => {
    const filters = { search: '', group: 'all', order: 'version', page: 0 } as const;
    const now = Date.parse(PINNED_EPOCH);
    const seen: Record<'a' | 'b', Record<string, Json>> = { a: {}, b: {} };
    for (const f of await fleetPairs())
      for (const [side, app, id, token] of [
        ['a', a, f.a, tokenA],
        ['b', b, f.b, tokenB],
      ] as const) {
        const list = await get(app, compileUrl('release', listRead(id, filters, now).options), token);
        const each = [];
        for (const r of list) each.push(idsAside(await get(app, compileUrl('release', oneRead, r.id), token)));
        seen[side][f.slug] = { list: idsAside(list), each };
      }
    expect(seen.b).toEqual(seen.a);
  });
});

describe('fleetmock import reading', () => {
  it('pages by id and retries a 429 after its Retry-After and a 503', async () => {
    const seen: string[] = [];
    const waits: number[] = [];
    let n = 0;
    const result = await importWorld({
      baseUrl: origin,
      token: tokenA,
      organizations: ['acme'],
      pageSize: 5,
      epoch: PINNED_EPOCH,
      sleep: async (ms) => void waits.push(ms),
      fetch: async (request) => {
        n++;
        seen.push(decodeURIComponent(new URL(request.url).search));
        if (n === 3) return new Response('slow down', { status: 429, headers: { 'retry-after': '7' } });
        if (n === 5) return new Response('', { status: 503 });
        return fetch(request);
      },
    });
    expect(waits).toEqual([7000, 1000]);
    expect(seen.some((q) => q.includes('$orderby=id asc') && q.includes('id gt ') && q.includes('$top=5'))).toBe(true);
    expect(seen.every((q) => !q.includes('$skip'))).toBe(true);
    expect(result.counts.devices).toBeGreaterThan(10);
  });

  it('gives up on an API that keeps answering 5xx after the retries, naming the answer', async () => {
    const waits: number[] = [];
    const attempt = importWorld({
      baseUrl: origin,
      token: tokenA,
      maxRetries: 3,
      sleep: async (ms) => void waits.push(ms),
      fetch: async (request) =>
        new URL(request.url).pathname === '/v7/organization' ? new Response('', { status: 502 }) : fetch(request),
    });
    await expect(attempt).rejects.toThrow(/\/v7\/organization answered 502/);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('goes on without what only the cloud API has (plans, teams, SSO, fleet members, profiles), with notes', async () => {
    const result = await importWorld({
      baseUrl: origin,
      token: tokenA,
      organizations: ['acme'],
      epoch: PINNED_EPOCH,
      fetch: async (request) => {
        const url = decodeURIComponent(request.url);
        if (/\/v7\/(subscription|team|identity_provider_membership|user_application_membership)\?/.test(url))
          return new Response(JSON.stringify('Unknown resource'), { status: 404 });
        if (url.includes('user_profile')) return new Response(JSON.stringify('Malformed url'), { status: 400 });
        return fetch(request);
      },
    });
    expect(result.notes.filter((n) => n.includes('not readable'))).toEqual([
      expect.stringMatching(/^plans not readable on this API \(.*404.*\): left out$/),
      'user profiles not readable on this API: e-mails and names left out',
      expect.stringMatching(/^teams not readable/),
      expect.stringMatching(/^identity providers not readable/),
      expect.stringMatching(/^fleet members not readable/),
    ]);
    const world = result.world as Json;
    expect(world.organizations[0]).toEqual({ handle: 'acme', name: 'Acme IoT', members: expect.any(Array) });
    // The token's own user keeps the e-mail whoami gives; the others get the default.
    expect(world.users.find((u: Json) => u.username === 'owner')).toEqual({
      username: 'owner',
      email: 'owner@fleetmock.test',
    });
    expect(world.users.filter((u: Json) => Object.keys(u).join() !== 'username')).toHaveLength(1);
    expect(world.fleets.some((f: Json) => 'members' in f)).toBe(false);
    expect(checkWorld(world).ok).toBe(true);
  });

  it('anonymizes names and e-mails deterministically and the copy still loads', async () => {
    const run = () =>
      importWorld({ baseUrl: origin, token: tokenA, organizations: ['acme'], anonymize: true, epoch: PINNED_EPOCH });
    const [one, two] = [await run(), await run()];
    expect(one.world).toEqual(two.world);
    const text = JSON.stringify(one.world);
    for (const real of ['"owner"', 'fleetmock.test', 'Acme IoT', '"acme"', 'acme-sso'])
      expect(text).not.toContain(real);
    expect(checkWorld(one.world).ok).toBe(true);
  });

  it('reports a bad flag or an unknown organization in one line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await main(['import', '--token', 'x', '--out', '-'])).toBe(2);
      expect(await main(['import', '--from', 'ftp://x', '--token', 'x', '--out', '-'])).toBe(2);
      const silent = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      expect(
        await main(['import', '--from', origin, '--token', tokenA, '--organization', 'nope', '--out', join(dir, 'x')]),
      ).toBe(1);
      silent.mockRestore();
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        'fleetmock: --from is required, e.g. fleetmock import --from http://127.0.0.1:4010 …',
        "fleetmock: --from must be an http(s) URL such as https://api.balena-cloud.com, got 'ftp://x'",
        "fleetmock import: no organization 'nope' visible to this token",
      ]);
    } finally {
      errors.mockRestore();
    }
  });
});
