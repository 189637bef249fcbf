/**
 * External service doubles (contract openapi/paths/external.yaml): code host, raw
 * files, changelog, build-time marker, status page, avatars, map tiles, doc search, analytics.
 */
import { describe, expect, test } from 'vitest';
import { inflateSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { call, setup, valueOf } from '../live/helpers.ts';
import { setBuildMarker } from '../../mock-server/src/core/faults/index.ts';
import { TILE_SIZE } from '../../mock-server/src/core/handlers/external/tiles.ts';
import type { CoreResponse } from '../../mock-server/src/core/http.ts';
import { at, entry } from '../present.ts';

const S = 'external';
const { core, world } = setup(S);
const get = (url: string, body?: unknown, method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST') =>
  call(core, S, method, url, body, null);
const bytesOf = (res: CoreResponse): Buffer => {
  if (res.body.kind !== 'bytes') throw new Error(`expected bytes, got ${res.body.kind}`);
  return Buffer.from(res.body.value);
};
const contentType = (res: CoreResponse): string | undefined =>
  res.body.kind === 'text' || res.body.kind === 'bytes' ? res.body.contentType : undefined;

describe('code host', () => {
  test('keys of a linked GitHub login include the key saved from GitHub, without comment, as valid ed25519 blobs', async () => {
    const res = await get('/__ext/github/users/acme-owner/keys');
    expect(res.status).toBe(200);
    const keys = valueOf(res) as { id: number; key: string }[];
    const saved = world.store
      .all('user_public_key')
      .filter((k) => String(k.title).startsWith('GitHub Key'))
      .map((k) => String(k.public_key).split(' ').slice(0, 2).join(' '));
    expect(saved.length).toBeGreaterThan(0);
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(saved));
    const generated = keys.filter((k) => !saved.includes(k.key));
    expect(generated.length).toBeGreaterThan(0);
    for (const k of generated) {
      const blob = Buffer.from(at(k.key.split(' '), 1), 'base64');
      expect(blob.readUInt32BE(0)).toBe(11);
      expect(blob.subarray(4, 15).toString()).toBe('ssh-ed25519');
      expect(blob.readUInt32BE(15)).toBe(32);
      expect(blob.length).toBe(51);
    }
    expect(valueOf(await get('/__ext/github/users/acme-owner/keys'))).toEqual(keys);
  });

  test('a login without keys → []; unknown login → 404 GitHub body', async () => {
    expect(valueOf(await get('/__ext/github/users/member/keys'))).toEqual([]);
    const res = await get('/__ext/github/users/nobody-here-42/keys');
    expect([res.status, (valueOf(res) as { message: string }).message]).toEqual([404, 'Not Found']);
  });

  test('user search by e-mail finds the linked login; empty q → 422', async () => {
    const res = await get('/__ext/github/search/users?q=owner%40fleetmock.test%20in%3Aemail');
    const body = valueOf(res) as { total_count: number; items: { login: string; avatar_url: string }[] };
    expect(body.total_count).toBe(1);
    expect(at(body.items, 0).login).toBe('acme-owner');
    expect(at(body.items, 0).avatar_url).toContain(
      `/__ext/gravatar/avatar/${createHash('md5').update('owner@fleetmock.test').digest('hex')}`,
    );
    expect((await get('/__ext/github/search/users?q=')).status).toBe(422);
  });

  test('repositories and raw files', async () => {
    const repo = valueOf(await get('/__ext/github/repos/acme/kiosk-displays')) as {
      default_branch: string;
      full_name: string;
    };
    expect(repo).toMatchObject({ full_name: 'acme/kiosk-displays', default_branch: 'main' });
    const yml = await get('/__ext/github-raw/acme/kiosk-displays/main/balena.yml');
    expect([yml.status, String(valueOf(yml))]).toEqual([200, expect.stringContaining('type: sw.application')]);
    expect((await get('/__ext/github/repos/acme/nope')).status).toBe(404);
    const missing = await get('/__ext/github-raw/fleetmock-examples/no-manifest/main/balena.yml');
    expect([missing.status, valueOf(missing)]).toEqual([404, '404: Not Found']);
    expect(valueOf(await get('/__ext/github-raw/balena-io/balena-cli/master/package.json'))).toMatchObject({
      name: 'balena-cli',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
  });
});

describe('assets and status', () => {
  test('changelog is Versionist markdown, newest first, several majors', async () => {
    const res = await get('/__ext/assets/CHANGELOG.md?31.1.22');
    expect(contentType(res)).toContain('text/markdown');
    const md = String(valueOf(res));
    expect(md.startsWith('# v31.1.22\n## (2026-11-20)\n')).toBe(true);
    const majors = new Set([...md.matchAll(/^# v(\d+)\./gm)].map((m) => m[1]));
    expect(majors.size).toBeGreaterThanOrEqual(3);
  });

  test('build marker: redirect to the built file until set through the admin API', async () => {
    const before = await get('/__ext/dashboard/buildtime.txt?123');
    expect([before.status, before.headers?.location]).toEqual([307, '/buildtime.txt']);
    setBuildMarker(world, '2030-01-01T00:00:00.000Z');
    expect(valueOf(await get('/__ext/dashboard/buildtime.txt?456'))).toBe('2030-01-01T00:00:00.000Z\n');
    setBuildMarker(world, null);
  });

  test('status page indicator', async () => {
    expect(valueOf(await get('/__ext/statuspage/api/v2/status.json'))).toMatchObject({
      status: { indicator: 'none', description: 'All Systems Operational' },
    });
  });
});

describe('images', () => {
  test('avatar by md5 and sha256 of a seeded e-mail: SVG with initials; d=404 for unknown; bad hash 400', async () => {
    const md5 = createHash('md5').update('owner@fleetmock.test').digest('hex');
    const res = await get(`/__ext/gravatar/avatar/${md5}?s=64&d=404`);
    expect([res.status, contentType(res)]).toEqual([200, 'image/svg+xml']);
    expect(String(valueOf(res))).toMatch(/^<svg[^>]+width="64".*>OW<\/text><\/svg>$/);
    const sha = createHash('sha256').update('owner@fleetmock.test').digest('hex');
    expect(String(valueOf(await get(`/__ext/gravatar/avatar/${sha}`)))).toContain('>OW<');
    expect((await get(`/__ext/gravatar/avatar/${'a'.repeat(32)}?d=404`)).status).toBe(404);
    expect((await get(`/__ext/gravatar/avatar/${'a'.repeat(32)}`)).status).toBe(200);
    expect((await get('/__ext/gravatar/avatar/xyz')).status).toBe(400);
  });

  test('map tile: a valid 256×256 PNG (zlib-readable IDAT, CRCs) with cache headers; out of range → 400', async () => {
    const res = await get('/__ext/tiles/3/4/2.png');
    expect([res.status, contentType(res), res.headers?.['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=86400',
    ]);
    const png = bytesOf(res);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let o = 8;
    const chunks: Record<string, Buffer> = {};
    while (o < png.length) {
      const len = png.readUInt32BE(o);
      const type = png.subarray(o + 4, o + 8).toString();
      const data = png.subarray(o + 8, o + 8 + len);
      const crc = png.readUInt32BE(o + 8 + len);
      const { crc32 } = await import('../../mock-server/src/core/live/bytes.ts');
      expect(crc32(png.subarray(o + 4, o + 8 + len))).toBe(crc);
      chunks[type] = data;
      o += 12 + len;
    }
    expect(Object.keys(chunks)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const ihdr = entry(chunks, 'IHDR', 'the PNG chunks');
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([TILE_SIZE, TILE_SIZE]);
    expect(inflateSync(entry(chunks, 'IDAT', 'the PNG chunks')).length).toBe((TILE_SIZE / 4 + 1) * TILE_SIZE);
    expect((await get('/__ext/tiles/2/4/0.png')).status).toBe(400);
    expect((await get('/__ext/tiles/20/0/0.png')).status).toBe(400);
  });
});

describe('doc search and analytics', () => {
  test('search ranks title matches first; params form; bad body → 400', async () => {
    const body = valueOf(
      await get('/__ext/docsearch/1/indexes/docs/query', { query: 'update lock', hitsPerPage: 5 }),
    ) as { hits: { url: string }[]; nbHits: number };
    expect(at(body.hits, 0).url).toContain('update-locking');
    const viaParams = valueOf(
      await get('/__ext/docsearch/1/indexes/docs/query', { params: 'query=billing&hitsPerPage=1' }),
    ) as { hits: unknown[]; hitsPerPage: number };
    expect([viaParams.hits.length, viaParams.hitsPerPage]).toEqual([1, 1]);
    expect((await get('/__ext/docsearch/1/indexes/docs/query', 'nope')).status).toBe(400);
  });

  test('analytics sink: 204 for an event, 400 without a name', async () => {
    expect(
      (await get('/__ext/analytics', { event: 'Billing plan changed', properties: { tier: 'production' } })).status,
    ).toBe(204);
    const bad = await get('/__ext/analytics', { properties: {} });
    expect([bad.status, valueOf(bad)]).toEqual([400, 'An event name is required']);
  });
});
