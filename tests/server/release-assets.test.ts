/**
 * Release assets as balena-sdk's `models.release.asset.upload` sends them: a file of up to 5 MB as a
 * multipart/form-data POST (`release`, `asset_key`, file `asset`) or PATCH (`asset`), and bigger files
 * through beginUpload → PUT parts → commitUpload with the parts' ETags unquoted, as the SDK strips them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine } from './sdk-client.ts';
import { checkResponse } from './contract.ts';
import { at, first } from '../present.ts';

type Row = Record<string, unknown>;

let s: TestServer;
let owner: string;
let release: number;
const pine = (): InjectPine => new InjectPine(s.app, owner);

beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
  const r = first(
    (await pine().get({
      resource: 'release',
      options: {
        $select: 'id',
        $filter: { belongs_to__application: { $any: { $alias: 'a', $expr: { a: { slug: 'acme/smart-lights' } } } } },
        $top: 1,
      },
    })) as Row[],
  );
  release = r.id as number;
}, 60_000);

/** Sends a FormData body the way fetch (balena-request) encodes it. */
async function sendForm(method: 'POST' | 'PATCH', url: string, form: FormData) {
  const encoded = new Request('http://mock.test/', { method: 'POST', body: form });
  const res = await s.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${owner}`,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  checkResponse(method, url, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
  return res;
}

describe('POST /v7/release_asset as multipart/form-data (SDK release.asset.upload, files up to 5 MB)', () => {
  it('creates the asset with its file and answers 201 with the row', async () => {
    const form = new FormData();
    form.append('release', String(release));
    form.append('asset_key', 'notes.txt');
    form.append('asset', new File(['hello asset'], 'notes.txt', { type: 'text/plain' }));
    const res = await sendForm('POST', '/v7/release_asset', form);
    expect(res.statusCode).toBe(201);
    const row = res.json() as Row;
    expect(row).toMatchObject({
      release: { __id: release },
      asset_key: 'notes.txt',
      asset: { filename: 'notes.txt', content_type: 'text/plain', size: 11, href: expect.any(String) as string },
    });
    const read = (await pine().get({
      resource: 'release_asset',
      id: { release, asset_key: 'notes.txt' },
      options: { $select: ['asset'] },
    })) as Row;
    expect(read.asset).toEqual(row.asset);
  });

  it('replaces the file with a multipart PATCH (upload with overwrite)', async () => {
    const row = first(
      (await pine().get({
        resource: 'release_asset',
        options: { $select: 'id', $filter: { release, asset_key: 'notes.txt' } },
      })) as Row[],
    );
    const form = new FormData();
    form.append('asset', new File(['a longer replacement'], 'notes-v2.txt', { type: 'text/plain' }));
    const res = await sendForm('PATCH', `/v7/release_asset(${String(row.id)})`, form);
    expect(res.statusCode).toBe(200);
    const read = (await pine().get({
      resource: 'release_asset',
      id: row.id as number,
      options: { $select: 'asset' },
    })) as Row;
    expect(read.asset).toMatchObject({ filename: 'notes-v2.txt', size: 20 });
  });

  it('names what is missing: no release is the real not-null answer', async () => {
    const form = new FormData();
    form.append('asset_key', 'orphan.txt');
    form.append('asset', new File(['x'], 'orphan.txt'));
    const res = await sendForm('POST', '/v7/release_asset', form);
    expect([res.statusCode, res.json()]).toEqual([400, '"release" cannot be null']);
  });
});

describe('commitUpload (SDK release.asset.upload, files over 5 MB)', () => {
  it('accepts part ETags without their quotes, as S3 does', async () => {
    const created = (await pine().post({
      resource: 'release_asset',
      body: { release, asset_key: 'big.bin', asset: null },
    })) as Row;
    const size = 5 * 1024 * 1024 + 3;
    const begin = (await pine().post({
      resource: 'release_asset',
      id: created.id as number,
      action: 'beginUpload',
      body: {
        asset: { filename: 'big.bin', content_type: 'application/octet-stream', size, chunk_size: 5 * 1024 * 1024 },
      },
    })) as { asset: { uuid: string; uploadParts: Array<{ url: string; chunkSize: number; partNumber: number }> } };
    const parts: Array<{ PartNumber: number; ETag: string }> = [];
    for (const p of begin.asset.uploadParts) {
      const put = await s.app.inject({
        method: 'PUT',
        url: new URL(p.url).pathname,
        headers: { 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(p.chunkSize, 1),
      });
      // What balena-sdk's uploadPart does with the answer's ETag header.
      parts.push({ PartNumber: p.partNumber, ETag: String(put.headers.etag).replace(/^"+|"+$/g, '') });
    }
    expect(at(parts, 0).ETag).not.toMatch(/"/);
    const stored = (await pine().post({
      resource: 'release_asset',
      id: created.id as number,
      action: 'commitUpload',
      body: { uuid: begin.asset.uuid, providerCommitData: { Parts: parts } },
    })) as Row;
    expect(stored).toMatchObject({ filename: 'big.bin', size });
  });
});
