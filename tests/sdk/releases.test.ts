/**
 * balena-sdk's release models against the mock over HTTP: releases written through pine (semver,
 * revisions, drafts and their finalizing, invalidation, tags), release assets uploaded (as a form and
 * as a multipart upload) and downloaded from the absolute URL their `asset.href` reads as, and
 * `release.createFromUrl` building the vendor's example projects from their archive URLs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalenaSDK } from 'balena-sdk';
import { startSdkHarness, type SdkHarness } from './harness.ts';
import { BUILD_DURATION_MS } from '../../mock-server/src/core/builder/builder.ts';

let h: SdkHarness;
let owner: BalenaSDK;
/** A fleet of acme the owner administers, created for this file. */
let fleet: { id: number; slug: string };
let userId: number;

beforeAll(async () => {
  h = await startSdkHarness();
  owner = await h.sdk('owner');
  userId = (await owner.auth.getUserInfo()).id;
  const created = await owner.models.application.create({
    name: 'sdk-releases',
    deviceType: 'raspberrypi4-64',
    organization: 'acme',
  });
  fleet = { id: created.id, slug: 'acme/sdk-releases' };
}, 60_000);
afterAll(() => h.close());

/** A release of the test fleet written as balena-sdk's own tests write one (pine POST). */
async function postRelease(body: Record<string, unknown>): Promise<{ id: number; raw_version: string }> {
  const created = (await owner.pine.post({
    resource: 'release',
    body: {
      belongs_to__application: fleet.id,
      is_created_by__user: userId,
      commit: `sdk${Math.random().toString(16).slice(2, 12)}`,
      status: 'success',
      source: 'cloud',
      composition: {},
      start_timestamp: new Date().toISOString(),
      ...body,
    },
  })) as { id: number };
  return owner.models.release.get(created.id, { $select: ['id', 'raw_version'] });
}

/** Every byte of a download stream. */
async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('releases through pine', () => {
  it('versions a release by semver and revision, and refuses a semver that does not parse', async () => {
    const first = await postRelease({ semver: '1.2.3' });
    const second = await postRelease({ semver: '1.2.3' });
    expect(first.raw_version).toBe('1.2.3');
    expect(second.raw_version).toBe('1.2.3+rev1');
    await expect(postRelease({ semver: 'one.two' })).rejects.toMatchObject({
      code: 'BalenaRequestError',
      statusCode: 400,
      message: expect.stringContaining('Invalid semver format') as unknown,
    });
    const byVersion = await owner.models.release.get({ application: fleet.id, rawVersion: '1.2.3+rev1' });
    expect(byVersion.id).toBe(second.id);
  });

  it('makes a new final release the target of a fleet that tracks its latest release', async () => {
    const release = await postRelease({ semver: '1.5.0' });
    const app = await owner.models.application.get(fleet.id, {
      $select: ['should_be_running__release', 'should_track_latest_release'],
    });
    expect(app.should_track_latest_release).toBe(true);
    expect(app.should_be_running__release).toEqual({ __id: release.id });
  });

  it('fills the image location of a new image', async () => {
    const service = (await owner.pine.post({
      resource: 'service',
      body: { application: fleet.id, service_name: 'sdk-main' },
    })) as { id: number };
    const image = (await owner.pine.post({
      resource: 'image',
      body: {
        is_a_build_of__service: service.id,
        start_timestamp: new Date().toISOString(),
        project_type: 'Dockerfile',
        status: 'running',
      },
    })) as { id: number };
    const read = (await owner.pine.get({
      resource: 'image',
      id: image.id,
      options: { $select: 'is_stored_at__image_location' },
    })) as { is_stored_at__image_location: string };
    expect(read.is_stored_at__image_location).toMatch(/^registry2\.fleetmock\.test\/v2\/[0-9a-f]{32}$/);
  });

  it('finalizes a draft into the next revision, invalidates it, and tags it', async () => {
    const draft = await postRelease({ semver: '2.0.0', is_final: false });
    expect(draft.raw_version).toMatch(/^2\.0\.0-\d+$/);
    await owner.models.release.finalize(draft.id);
    const final = await owner.models.release.get(draft.id, { $select: ['is_final', 'raw_version'] });
    expect(final).toMatchObject({ is_final: true, raw_version: '2.0.0' });
    await owner.models.release.setIsInvalidated(draft.id, true);
    expect(await owner.models.release.get(draft.id, { $select: 'is_invalidated' })).toMatchObject({
      is_invalidated: true,
    });
    await owner.models.release.tags.set(draft.id, 'reviewed', 'yes');
    const tags = await owner.models.release.tags.getAllByRelease(draft.id);
    expect(tags.map((t) => [t.tag_key, t.value])).toEqual([['reviewed', 'yes']]);
    await expect(owner.models.release.get(123)).rejects.toThrow('Release not found: 123');
  });
});

describe('release assets', () => {
  let releaseId: number;
  beforeAll(async () => {
    releaseId = (await postRelease({ semver: '3.0.0' })).id;
  });

  it('downloads an uploaded asset from its absolute href, byte for byte', async () => {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31 + 7) % 256));
    const uploaded = await owner.models.release.asset.upload({
      release: releaseId,
      asset_key: 'firmware/image.bin',
      asset: new File([content], 'image.bin', { type: 'application/octet-stream' }),
    });
    const read = await owner.models.release.asset.get(uploaded.id, { $select: ['asset', 'asset_key'] });
    expect(read.asset).toMatchObject({ filename: 'image.bin', size: content.length });
    // An absolute URL the client can fetch, as the cloud's object-store URLs are.
    expect(new URL(read.asset!.href).origin).toBe(h.apiUrl);
    const downloaded = await bytesOf(await owner.models.release.asset.download(uploaded.id));
    expect(downloaded.equals(content)).toBe(true);
    // By release and key too.
    const again = await owner.models.release.asset.download({ release: releaseId, asset_key: 'firmware/image.bin' });
    expect((await bytesOf(again)).equals(content)).toBe(true);
  });

  it('downloads a file larger than 5 MiB that went up as a multipart upload', async () => {
    const size = 5 * 1024 * 1024 + 4100;
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i += 4) content.writeUInt32LE(i, i);
    const uploaded = await owner.models.release.asset.upload({
      release: releaseId,
      asset_key: 'big.bin',
      asset: new File([content], 'big.bin', { type: 'application/octet-stream' }),
    });
    expect(uploaded.asset).toMatchObject({ size });
    const downloaded = await bytesOf(await owner.models.release.asset.download(uploaded.id));
    expect(downloaded.length).toBe(size);
    expect(downloaded.equals(content)).toBe(true);
  });

  it('downloads a seeded asset as content of its recorded size, the same each time', async () => {
    const [seeded] = (await owner.pine.get({
      resource: 'release_asset',
      options: { $select: ['id', 'asset'], $filter: { asset_key: 'firmware/main.bin' }, $top: 1 },
    })) as Array<{ id: number; asset: { href: string; size: number } }>;
    expect(seeded).toBeDefined();
    expect(seeded!.asset.href.startsWith(`${h.apiUrl}/release-assets/`)).toBe(true);
    const one = await bytesOf(await owner.models.release.asset.download(seeded!.id));
    const two = await bytesOf(await owner.models.release.asset.download(seeded!.id));
    expect(one.length).toBe(seeded!.asset.size);
    expect(one.equals(two)).toBe(true);
  });

  it('does not serve the file of an asset that was removed', async () => {
    const uploaded = await owner.models.release.asset.upload({
      release: releaseId,
      asset_key: 'notes.txt',
      asset: new File(['release notes'], 'notes.txt', { type: 'text/plain' }),
    });
    const href = (await owner.models.release.asset.get(uploaded.id, { $select: 'asset' })).asset!.href;
    expect(await (await fetch(href)).text()).toBe('release notes');
    await owner.models.release.asset.remove(uploaded.id);
    expect((await fetch(href)).status).toBe(404);
  });
});

describe('release.createFromUrl (the builder)', () => {
  const NODE_HELLO = 'https://github.com/balena-io-examples/balena-nodejs-hello-world/archive';

  it("builds the vendor SDK's own test project, by its former repository name", async () => {
    const url = 'https://github.com/balena-io-examples/balena-node-hello-world/archive/v1.0.0.tar.gz';
    const releaseId = await owner.models.release.createFromUrl(fleet.slug, { url });
    expect(typeof releaseId).toBe('number');
    const release = await owner.models.release.get(releaseId);
    expect(release).toMatchObject({
      status: 'running',
      source: 'cloud',
      id: releaseId,
      belongs_to__application: { __id: fleet.id },
    });
    expect(typeof release.commit).toBe('string');
    // v1.0.0 has a Dockerfile.template but no balena.yml: version 0.0.0.
    expect(release.semver).toBe('0.0.0');
  });

  it('builds a tag with a balena.yml at its version, and the build ends in success', async () => {
    const releaseId = await owner.models.release.createFromUrl(fleet.id, { url: `${NODE_HELLO}/v2.0.4.tar.gz` });
    expect((await owner.models.release.get(releaseId)).semver).toBe('2.0.4');
    h.server.core.registry.get().clock.advance(BUILD_DURATION_MS);
    expect(await owner.models.release.get(releaseId, { $select: 'status' })).toMatchObject({ status: 'success' });
    // The built image, without its build log unless asked for (the cloud's default projection).
    const withImages = await owner.models.release.getWithImageDetails(releaseId);
    expect(withImages.images.map((i) => i.service_name)).toEqual(['main']);
    expect(withImages.images[0]).not.toHaveProperty('build_log');
    const imageId = withImages.images[0]!.id;
    const plain = (await owner.pine.get({ resource: 'image', id: imageId })) as Record<string, unknown>;
    expect(plain).toMatchObject({ status: 'success' });
    expect(plain).not.toHaveProperty('build_log');
    const logged = (await owner.pine.get({ resource: 'image', id: imageId, options: { $select: 'build_log' } })) as {
      build_log: string;
    };
    expect(logged.build_log).toContain('Successfully built');
    const python = await owner.models.release.createFromUrl(fleet.id, {
      url: 'https://github.com/balena-io-examples/balena-python-hello-world/archive/refs/tags/v2.0.23.tar.gz',
    });
    expect((await owner.models.release.get(python)).semver).toBe('2.0.23');
  });

  it('fails as a request error with the status when nothing is at the URL', async () => {
    for (const url of [
      'https://github.com/balena-io-projects/simple-server-node/archive/v0.0.0.tar.gz',
      `${NODE_HELLO}/v9.9.9.tar.gz`,
    ]) {
      const err = await owner.models.release.createFromUrl(fleet.id, { url }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'BalenaRequestError', statusCode: 404 });
      expect((err as Error).message).toContain('Failed to fetch tarball from passed URL');
    }
  });

  it("fails with the builder's zlib error when the URL is not a gzip archive", async () => {
    for (const url of ['https://github.com/balena-io-examples/balena-nodejs-hello-world', `${NODE_HELLO}/v2.0.4.zip`]) {
      const err = await owner.models.release.createFromUrl(fleet.id, { url }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'BalenaRequestError', statusCode: 400 });
      expect((err as Error).message).toContain('incorrect header check');
    }
  });

  it('names a fleet that does not exist', async () => {
    await expect(
      owner.models.release.createFromUrl('HelloWorldApp', { url: `${NODE_HELLO}/v2.0.4.tar.gz` }),
    ).rejects.toThrow('Application not found: HelloWorldApp');
  });
});
