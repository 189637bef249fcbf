/**
 * The addresses stored files' hrefs point to: the seeded organization logo answers a real PNG to a
 * request without a token (as a browser's `<img src>` sends it); uploaded files, whose bytes the mock
 * does not keep, answer 404 with a message that says so.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { inflateSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers.ts';
import {
  FILE_BYTES_NOT_KEPT,
  LOGO_NOT_FOUND,
  LOGO_SIZE,
  solidPng,
} from '../../mock-server/src/core/handlers/resources/files.ts';
import { at } from '../present.ts';

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
    expect(logo).toMatchObject({ href: '/organization/acme/logo.png', content_type: 'image/png' });

    const res = await s.req({ url: logo.href });
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
  test('an uploaded file and a release asset answer 404 saying their bytes are not kept', async () => {
    for (const url of ['/files/organization/1/logo_image/logo.png', '/release-assets/150/notes.pdf']) {
      const res = await s.req({ url });
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([404, FILE_BYTES_NOT_KEPT]);
    }
  });
});
