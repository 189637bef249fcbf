/**
 * Operations answer what the contract documents, over HTTP: release-asset multipart uploads
 * (beginUpload → PUT parts → commitUpload), the fleet restart's 200 `OK`, the reset-password error
 * bodies, the journal stream's 400 to a GET without a websocket upgrade, device flags surviving a
 * state snapshot, and fault rules that could never fire refused
 * with 400 naming the field. Error answers are checked against the response schema the bundled
 * contract gives for their status.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ZodType } from 'zod';
import * as zod from '../../generated/zod/zod.gen.ts';
import contract from '../../generated/openapi.gen.json' with { type: 'json' };
import { matchOperation } from '../../generated/operations.gen.ts';
import { startFaultServer, body, type TestServer } from '../faults/helpers.ts';
import {
  MAX_PENDING_UPLOADS,
  UPLOAD_LIFETIME_MS,
} from '../../mock-server/src/core/handlers/resources/multipart-upload.ts';
import { entry, first, last } from '../present.ts';

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
}
interface ResponseDoc {
  $ref?: string;
  content?: Record<string, MediaType>;
}

const schemas = zod as unknown as Record<string, ZodType | undefined>;
const doc = contract as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, ResponseDoc> }>>;
  components: { responses: Record<string, ResponseDoc> };
};

/** The zod schema of a contract schema object: a `$ref` to a component, or `oneOf` such refs. */
function zodOf(schema: Json): (value: unknown) => boolean {
  if (typeof schema.$ref === 'string') {
    const z = schemas[`z${schema.$ref.split('/').pop()}`];
    if (!z) throw new Error(`no generated validator for ${schema.$ref}`);
    return (v) => z.safeParse(v).success;
  }
  if (Array.isArray(schema.oneOf)) {
    const alts = (schema.oneOf as Json[]).map(zodOf);
    return (v) => alts.some((f) => f(v));
  }
  if (schema.type === 'string') return (v) => typeof v === 'string';
  throw new Error(`unsupported schema ${JSON.stringify(schema)}`);
}

/** Checks an answer's status and JSON body against what the contract documents for it. */
function expectDocumented(
  method: string,
  url: string,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
): void {
  const path = first(url.split('?'));
  const op = matchOperation(method, path);
  expect(op, `${method} ${path} is in the contract`).toBeDefined();
  const operation = entry(entry(doc.paths, op!.path, 'the contract'), method.toLowerCase(), `the path ${op!.path}`);
  const documented = operation.responses[String(res.statusCode)];
  expect(documented, `${method} ${path} documents ${res.statusCode}`).toBeDefined();
  const response = documented!.$ref
    ? entry(doc.components.responses, last(documented!.$ref.split('/')), 'the contract responses')
    : documented!;
  const json = response.content?.['application/json']?.schema;
  if (!json) return;
  expect(String(res.headers['content-type'])).toMatch(/json/);
  expect(
    zodOf(json)(JSON.parse(res.body)),
    `${method} ${path} ${res.statusCode} body ${res.body} matches the contract`,
  ).toBe(true);
}

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startFaultServer();
  owner = await s.login('owner');
});
afterAll(() => s.app.close());

describe('release asset multipart upload', () => {
  const asset = async (token: string): Promise<Json> => {
    const res = await s.req({ url: '/v7/release_asset?$select=id,release,asset_key,asset&$top=1&$orderby=id', token });
    return body<{ d: Json[] }>(res).d[0] as Json;
  };

  test('beginUpload answers one part URL per chunk, the parts take PUTs, commitUpload stores the file', async () => {
    const row = await asset(owner);
    expect(row).toBeDefined();
    const size = 5 * 1024 * 1024 + 10;
    const begin = await s.req({
      method: 'POST',
      url: `/v7/release_asset(${row.id})/beginUpload`,
      token: owner,
      body: { asset: { filename: 'notes.txt', content_type: 'text/plain', size, chunk_size: 5 * 1024 * 1024 } },
    });
    expect(begin.statusCode).toBe(200);
    const { uuid, uploadParts } = body<{
      asset: { uuid: string; uploadParts: { url: string; chunkSize: number; partNumber: number }[] };
    }>(begin).asset;
    expect(uploadParts.map((p) => [p.partNumber, p.chunkSize])).toEqual([
      [1, 5 * 1024 * 1024],
      [2, 10],
    ]);

    const parts: { PartNumber: number; ETag: string }[] = [];
    for (const p of uploadParts) {
      const url = new URL(p.url);
      expect(url.pathname).toBe(`/__ext/s3/uploads/${uuid}/${p.partNumber}`);
      const put = await s.app.inject({
        method: 'PUT',
        url: url.pathname,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(p.chunkSize, p.partNumber),
      });
      expect(put.statusCode).toBe(200);
      expect(put.headers.etag).toMatch(/^".+"$/);
      parts.push({ PartNumber: p.partNumber, ETag: String(put.headers.etag) });
    }
    const wrongEtag = await s.req({
      method: 'POST',
      url: `/v7/release_asset(${row.id})/commitUpload`,
      token: owner,
      body: { uuid, providerCommitData: { Parts: [parts[0], { ...parts[1], ETag: '"nope"' }] } },
    });
    expect(wrongEtag.statusCode).toBe(400);
    expectDocumented('POST', `/v7/release_asset(${row.id})/commitUpload`, wrongEtag);

    const commit = await s.req({
      method: 'POST',
      url: `/v7/release_asset(${row.id})/commitUpload`,
      token: owner,
      body: { uuid, providerCommitData: { Parts: parts } },
    });
    expect(commit.statusCode).toBe(200);
    expect(body(commit)).toMatchObject({ filename: 'notes.txt', content_type: 'text/plain', size });
    expect((await asset(owner)).asset).toEqual(body(commit));
    // An upload is committed once.
    const again = await s.req({
      method: 'POST',
      url: `/v7/release_asset(${row.id})/commitUpload`,
      token: owner,
      body: { uuid, providerCommitData: { Parts: parts } },
    });
    expect(again.statusCode).toBe(400);
  });

  test('an upload never committed is forgotten after its lifetime, and the oldest beyond the cap', async () => {
    const row = await asset(owner);
    const begin = async (): Promise<string> => {
      const res = await s.req({
        method: 'POST',
        url: `/v7/release_asset(${row.id})/beginUpload`,
        token: owner,
        body: {
          asset: { filename: 'a.bin', content_type: 'application/octet-stream', size: 3, chunk_size: 5 * 1024 * 1024 },
        },
      });
      expect(res.statusCode).toBe(200);
      return body<{ asset: { uuid: string } }>(res).asset.uuid;
    };
    const put = (uuid: string) =>
      s.app.inject({
        method: 'PUT',
        url: `/__ext/s3/uploads/${uuid}/1`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.from('abc'),
      });
    const stale = await begin();
    s.core.registry.get().clock.advance(UPLOAD_LIFETIME_MS + 1);
    expect((await put(stale)).statusCode).toBe(404);
    const first = await begin();
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) await begin();
    expect((await put(first)).statusCode).toBe(404);
  });

  test('a part of the wrong size is refused; read-only callers and strangers get 401', async () => {
    const row = await asset(owner);
    const url = `/v7/release_asset(${row.id})/beginUpload`;
    const spec = {
      asset: { filename: 'a.bin', content_type: 'application/octet-stream', size: 100, chunk_size: 5 * 1024 * 1024 },
    };
    const begin = await s.req({ method: 'POST', url, token: owner, body: spec });
    const { uuid } = body<{ asset: { uuid: string } }>(begin).asset;
    const put = await s.app.inject({
      method: 'PUT',
      url: `/__ext/s3/uploads/${uuid}/1`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(99),
    });
    expect(put.statusCode).toBe(400);
    expect(
      (
        await s.app.inject({
          method: 'PUT',
          url: `/__ext/s3/uploads/${uuid}/2`,
          headers: { 'content-type': 'application/octet-stream' },
          payload: Buffer.alloc(1),
        })
      ).statusCode,
    ).toBe(404);

    const observer = await s.login('observer');
    expect((await s.req({ method: 'POST', url, token: observer, body: spec })).statusCode).toBe(401);
    const free = await s.login('free');
    expect((await s.req({ method: 'POST', url, token: free, body: spec })).statusCode).toBe(401);

    const bad = await s.req({ method: 'POST', url, token: owner, body: { nope: spec.asset } });
    expect(bad.statusCode).toBe(400);
    expectDocumented('POST', url, bad);
  });
});

describe('fleet restart', () => {
  test('POST /application/{id}/restart answers 200 OK for a fleet with several online devices', async () => {
    const fleets = body<{ d: { id: number; owns__device: number }[] }>(
      await s.req({
        url: '/v7/application?$select=id&$expand=owns__device/$count($filter=is_connected_to_vpn eq true)&$filter=is_host eq false',
        token: owner,
      }),
    ).d;
    const fleet = fleets.find((f) => f.owns__device > 1);
    expect(fleet).toBeDefined();
    const res = await s.req({ method: 'POST', url: `/application/${fleet!.id}/restart`, token: owner });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
  });
});

describe('journal stream without an upgrade', () => {
  test('a plain GET gets the 400 the contract documents, saying a websocket upgrade is expected', async () => {
    for (const url of ['/__mock/journal/stream', '/__mock/journal/stream?session=default&backlog=5']) {
      const res = await s.req({ url });
      expect(res.statusCode, url).toBe(400);
      expectDocumented('GET', url, res);
      expect(body<{ error: string }>(res).error).toMatch(/expects a WebSocket upgrade/);
    }
  });
});

describe('reset-password errors', () => {
  test('every refusal has a body the contract documents for 400', async () => {
    for (const b of [
      {},
      { token: 'x' },
      { token: 'x', password: 'short' },
      { token: 'not-a-code', password: 'a long new password' },
      ['x'],
    ]) {
      const res = await s.req({ method: 'POST', url: '/user/reset-password', body: b });
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expectDocumented('POST', '/user/reset-password', res);
    }
    const invalid = await s.req({
      method: 'POST',
      url: '/user/reset-password',
      body: { token: 'not-a-code', password: 'a long new password' },
    });
    expect(body(invalid)).toMatchObject({ code: 4 });
  });
});

describe('state snapshot keeps device flags', () => {
  test('an update-locked device still answers 423 to a reboot after restore, and clearing the flag restores its fields', async () => {
    const session = 'snapshot-flags';
    const token = await s.login('owner', session);
    const devices = body<{ d: Json[] }>(
      await s.req({
        url: '/v7/device?$select=id,uuid,is_locked_until__date&$filter=is_connected_to_vpn eq true&$orderby=id&$top=1',
        token,
        session,
      }),
    ).d;
    const d = first(devices);
    expect(
      (
        await s.req({
          method: 'PUT',
          url: `/__mock/flags/devices/${String(d.uuid)}`,
          body: { flags: ['update-locked'] },
          session,
        })
      ).statusCode,
    ).toBe(200);
    const reboot = () =>
      s.req({
        method: 'POST',
        url: '/supervisor/v1/reboot',
        token,
        session,
        body: { deviceId: d.id, data: { force: false } },
      });
    expect((await reboot()).statusCode).toBe(423);

    const snap = await s.req({ url: '/__mock/state/snapshot', session });
    expect(snap.statusCode).toBe(200);
    const restored = await s.app.inject({
      method: 'POST',
      url: '/__mock/state/restore',
      headers: { 'content-type': 'application/json', 'x-mock-session': session },
      payload: snap.body,
    });
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);

    const token2 = await s.login('owner', session);
    const again = await s.req({
      method: 'POST',
      url: '/supervisor/v1/reboot',
      token: token2,
      session,
      body: { deviceId: d.id, data: { force: false } },
    });
    expect(again.statusCode).toBe(423);
    expect(body(await s.req({ url: `/__mock/flags/devices/${String(d.uuid)}`, session }))).toMatchObject({
      updateLocked: true,
    });

    await s.req({ method: 'PUT', url: `/__mock/flags/devices/${String(d.uuid)}`, body: { flags: [] }, session });
    const after = first(
      body<{ d: Json[] }>(
        await s.req({ url: `/v7/device(${String(d.id)})?$select=is_locked_until__date`, token: token2, session }),
      ).d,
    );
    expect(after.is_locked_until__date).toBe(d.is_locked_until__date);
  });
});

describe('fault rules that could never fire', () => {
  const add = (rule: Json) => s.req({ method: 'POST', url: '/__mock/faults', body: rule, session: 'fault-refs' });

  test.each([
    ['operationId', { operationId: 'getDevicez' }, 'match.operationId'],
    ['resource', { resource: 'devicez' }, 'match.resource'],
    ['path', { path: '/api/v1/devices*' }, 'match.path'],
    ['OData path', { path: '/v7/devicez(1)' }, 'match.path'],
  ])('an unknown %s gets 400 naming the field', async (_what, match, field) => {
    const res = await add({ match, effect: { status: 503 } });
    expect(res.statusCode).toBe(400);
    expect(first(body<{ error: string; issues: { path: string }[] }>(res).issues).path).toBe(field);
    expect(body<{ error: string }>(res).error).toContain(field);
  });

  test('rules naming what exists are accepted', async () => {
    for (const match of [
      { operationId: 'getUserWhoami' },
      { operationId: 'odataRead', resource: 'device' },
      { resource: 'device_tag' },
      { path: '/v7/device*' },
      { path: '/user/v1/*' },
    ]) {
      const res = await add({ match, effect: { status: 503 } });
      expect(res.statusCode, JSON.stringify(match)).toBe(201);
    }
  });
});
