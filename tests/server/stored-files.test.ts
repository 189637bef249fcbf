/**
 * The addresses stored files' hrefs point to, read as absolute URLs on the origin the read reached:
 * the seeded organization logo answers a real PNG to a request without a token (as a browser's
 * `<img src>` sends it); uploaded files answer the bytes their upload sent, seeded release assets
 * generated content of their size, and addresses with nothing uploaded 404 with a message.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { inflateSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  FILE_BYTES_NOT_KEPT,
  LOGO_NOT_FOUND,
  NO_FILE_HERE,
  LOGO_SIZE,
  solidPng,
} from '../../mock-server/src/core/handlers/resources/files.ts';
import { at, first } from '../present.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
}, 60_000);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** CRC-32 as zlib computes it, to check the PNG chunks independently of the code under test. */
function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

/** Splits a PNG into chunks, checking each CRC. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const out: Array<{ type: string; data: Buffer }> = [];
  for (let o = 8; o < png.length;) {
    const len = png.readUInt32BE(o);
    const type = png.subarray(o + 4, o + 8).toString('latin1');
    const data = png.subarray(o + 8, o + 8 + len);
    expect(png.readUInt32BE(o + 8 + len), `CRC of ${type}`).toBe(crc32(png.subarray(o + 4, o + 8 + len)));
    out.push({ type, data });
    o += 12 + len;
  }
  return out;
}

describe('the seeded organization logo', () => {
  test("acme's logo_image href answers 200 image/png with a valid PNG, without a token", async () => {
    const org = await s.req({ url: `/v7/organization?$select=logo_image&$filter=handle eq 'acme'`, token: owner });
    const logo = at(
      (JSON.parse(org.body) as { d: Array<{ logo_image: { href: string; content_type: string } }> }).d,
      0,
    ).logo_image;
    // Absolute on the origin of the read (inject's Host header), as the cloud's object-store URLs are.
    expect(logo).toMatchObject({ href: 'http://localhost:80/organization/acme/logo.png', content_type: 'image/png' });

    const res = await s.req({ url: new URL(logo.href).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = at(parts, 0).data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([LOGO_SIZE, LOGO_SIZE, 8, 2]);
    // The image data inflates to one filter byte and LOGO_SIZE RGB pixels per row, all one colour.
    const raw = inflateSync(at(parts, 1).data);
    expect(raw.length).toBe(LOGO_SIZE * (1 + LOGO_SIZE * 3));
    const first = [...raw.subarray(1, 4)];
    for (let y = 0; y < LOGO_SIZE; y++) {
      const row = raw.subarray(y * (1 + LOGO_SIZE * 3), (y + 1) * (1 + LOGO_SIZE * 3));
      expect(row[0]).toBe(0);
      for (let x = 0; x < LOGO_SIZE; x++) expect([...row.subarray(1 + x * 3, 4 + x * 3)]).toEqual(first);
    }
  });

  test('an organization without that logo answers 404 with a message', async () => {
    for (const url of ['/organization/globex/logo.png', '/organization/no-such-org/logo.png']) {
      const res = await s.req({ url });
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([404, LOGO_NOT_FOUND]);
    }
  });

  test('images larger than one stored deflate block stay valid', () => {
    const raw = inflateSync(Buffer.from(at(chunks(Buffer.from(solidPng(200, [1, 2, 3]))), 1).data));
    expect(raw.length).toBe(200 * (1 + 200 * 3));
    expect([...raw.subarray(raw.length - 3)]).toEqual([1, 2, 3]);
  });
});

describe('uploaded files', () => {
  test('addresses nothing was uploaded to answer 404 with a message', async () => {
    const none = await s.req({ url: '/files/organization/1/logo_image/logo.png' });
    expect([none.statusCode, JSON.parse(none.body)]).toEqual([404, FILE_BYTES_NOT_KEPT]);
    const noAsset = await s.req({ url: '/release-assets/150/notes.pdf' });
    expect([noAsset.statusCode, JSON.parse(noAsset.body)]).toEqual([404, NO_FILE_HERE]);
  });

  test('a file written as multipart/form-data answers its bytes at its href', async () => {
    const boundary = 'fleetmockboundary';
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x0d, 0x0a]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo_image"; filename="my logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const org = first(
      (
        JSON.parse(
          (await s.req({ url: `/v7/organization?$select=id&$filter=handle eq 'acme'`, token: owner })).body,
        ) as {
          d: Array<{ id: number }>;
        }
      ).d,
    );
    const patch = await s.app.inject({
      method: 'PATCH',
      url: `/v7/organization(${org.id})`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(patch.statusCode).toBe(200);
    const read = await s.req({ url: `/v7/organization(${org.id})?$select=logo_image`, token: owner });
    const href = first((JSON.parse(read.body) as { d: Array<{ logo_image: { href: string } }> }).d).logo_image.href;
    expect(href).toBe(`http://localhost:80/files/organization/${org.id}/logo_image/my%20logo.png`);
    const file = await s.req({ url: new URL(href).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});
