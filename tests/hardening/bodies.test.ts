/**
 * Request bodies through the Fastify adapter (inject and a real listening socket): per-route limits
 * from the contract's `x-body-limit`, support attachments measured in bytes up to the spec's 5 MB
 * (spec 03 §5), whole snapshots through POST /__mock/state/restore, deeply nested JSON refused with
 * 400, and a body that never arrives timed out with 408.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import {
  ATTACHMENT_LIMIT_BYTES,
  ATTACHMENT_TOO_LARGE_CODE,
  attachmentTooLargeText,
} from '../../mock-server/src/core/handlers/support/constants.ts';
import { API_BODY_LIMIT_BYTES, JSON_MAX_DEPTH } from '../../mock-server/src/core/pipeline/body.ts';
import { startFaultServer, type TestServer } from '../faults/helpers.ts';
import { first } from '../present.ts';

let s: TestServer;
let owner: string;
let acme: number;
const BOUNDARY = 'fleetmockBoundary42';

function multipart(name: string, content: Buffer, type = 'application/octet-stream'): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

async function upload(payload: Buffer) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/zendesk/v1/${acme}/upload-attachment`,
    payload,
    headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, unknown> };
}

/** Random bytes from a fixed LCG: plenty of bytes that are not valid UTF-8. */
function bytes(n: number): Buffer {
  const out = Buffer.alloc(n);
  let x = 42;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

beforeAll(async () => {
  s = await startFaultServer();
  owner = await s.login('owner');
  const orgs = await s.req({ url: "/v7/organization?$select=id&$filter=handle eq 'acme'", token: owner });
  acme = first((JSON.parse(orgs.body) as { d: { id: number }[] }).d).id;
});
afterAll(() => s.app.close());

describe('support attachments', () => {
  test('a binary attachment is measured in bytes, not as decoded text', async () => {
    const up = await upload(multipart('dump.gz', bytes(2048)));
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ upload: { attachment: { file_name: 'dump.gz', size: 2048 } } });
  });

  test("a 4 MB attachment (over the API's 512 kB) reaches the handler and is accepted", async () => {
    const up = await upload(multipart('capture.pcap', bytes(4 * 1024 * 1024)));
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ upload: { attachment: { size: 4 * 1024 * 1024 } } });
  });

  test("an attachment over 5 MB gets the spec's {error, code, limit: 5}", async () => {
    const up = await upload(multipart('big.tar', bytes(ATTACHMENT_LIMIT_BYTES + 1)));
    expect(up).toEqual({
      status: 413,
      json: { error: attachmentTooLargeText(5), code: ATTACHMENT_TOO_LARGE_CODE, limit: 5 },
    });
  });

  test("a body over the route's own limit (8 MiB) is refused with 413 naming the limit", async () => {
    const up = await upload(multipart('huge.tar', bytes(9 * 1024 * 1024)));
    expect(up.status).toBe(413);
    expect(up.json).toMatch(/8388608 bytes/);
  });
});

describe('per-route limits', () => {
  test('an ordinary API route keeps the 512 kB limit and says so', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/v7/device_tag',
      token: owner,
      body: { value: 'x'.repeat(API_BODY_LIMIT_BYTES) },
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toMatch(/524288 bytes/);
  });

  test('POST /__mock/state/restore takes a real snapshot (2,000 devices, several MB)', async () => {
    const big = await startFaultServer({ core: { defaults: { seed: 42, scale: 'demo', devices: 2_000 } } });
    try {
      const snap = await big.app.inject({ method: 'GET', url: '/__mock/state/snapshot' });
      expect(snap.statusCode).toBe(200);
      expect(snap.body.length).toBeGreaterThan(API_BODY_LIMIT_BYTES * 4);
      const res = await big.app.inject({
        method: 'POST',
        url: '/__mock/state/restore',
        payload: snap.body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ devices: expect.any(Number) });
    } finally {
      await big.app.close();
    }
  }, 60_000);
});

describe('nesting and timeouts', () => {
  test(`JSON nested 5,000 deep gets 400 naming the limit (${JSON_MAX_DEPTH})`, async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await s.app.inject({
      method: 'PATCH',
      url: '/v7/device(1)',
      payload: deep,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatch(new RegExp(`${JSON_MAX_DEPTH} levels`));
    const obj = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const res2 = await s.app.inject({
      method: 'POST',
      url: '/login_',
      payload: obj,
      headers: { 'content-type': 'application/json' },
    });
    expect(res2.statusCode).toBe(400);
  });

  test('a body whose declared length never arrives gets 408 after the body timeout', async () => {
    const core = createMockCore({ defaults: { seed: 42, scale: 'small' }, log: () => {} });
    const app = await buildApp({ core, bodyTimeoutMs: 300 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const sock = connect(port, '127.0.0.1', () => {
          sock.write(
            'POST /login_ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
          );
        });
        let text = '';
        sock.on('data', (d) => (text += d.toString()));
        sock.on('close', () => resolve(text));
        sock.on('error', reject);
        setTimeout(() => {
          sock.destroy();
          resolve(text);
        }, 5000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
      // The server still answers others.
      const ping = await fetch(`http://127.0.0.1:${port}/ping`);
      expect(await ping.text()).toBe('OK');
    } finally {
      await app.close();
    }
  });

  test('a body trickled a byte at a time inside the idle timeout is cut at the total deadline', async () => {
    const core = createMockCore({ defaults: { seed: 42, scale: 'small' }, log: () => {} });
    const app = await buildApp({ core, bodyTimeoutMs: 1_000, bodyDeadlineMs: 400 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        let sent = 0;
        let drip: NodeJS.Timeout | undefined;
        const sock = connect(port, '127.0.0.1', () => {
          sock.write(
            'POST /login_ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
          );
          // One byte every 50 ms: never idle for the 1 s idle timeout, never done before the deadline.
          drip = setInterval(() => {
            if (sent++ < 900 && !sock.destroyed) sock.write(' ');
          }, 50);
        });
        let text = '';
        sock.on('data', (d) => (text += d.toString()));
        sock.on('close', () => {
          clearInterval(drip);
          resolve(text);
        });
        sock.on('error', () => undefined);
        setTimeout(() => {
          clearInterval(drip);
          sock.destroy();
          reject(new Error(`no answer; got ${JSON.stringify(text)}`));
        }, 10_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});
