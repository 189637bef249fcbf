/**
 * The builder's build-from-URL (`POST /v3/buildFromUrl`, as balena-sdk `release.createFromUrl` sends
 * it): a started build is a running final release that ends after its build time on the mock clock,
 * successful (the tracking fleet follows it) or failed; URLs the code-host double does not serve,
 * unknown fleets, missing fields and callers without release rights are refused. Every answer is
 * checked against the contract by the test server.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { BUILD_DURATION_MS } from '../../mock-server/src/core/builder/builder.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/install.ts';
import { at, first } from '../present.ts';

let s: TestServer;
let owner = '';
const HELLO = 'https://github.com/fleetmock-examples/hello-world/archive/master.tar.gz';
const NO_MANIFEST = 'https://github.com/fleetmock-examples/no-manifest/archive/refs/heads/main.tar.gz';

const build = (session: string, body: unknown, token = owner, query = 'headless=true&owner=acme&app=smart-lights') =>
  s.req({ method: 'POST', url: `/v3/buildFromUrl?${query}`, token, body, session });

async function read(session: string, url: string, token = owner): Promise<Record<string, unknown>[]> {
  const res = await s.req({ url, token, session });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { d: Record<string, unknown>[] }).d;
}

async function advance(session: string, ms: number): Promise<void> {
  const res = await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: `${ms}ms` }, session });
  expect(res.statusCode, res.body).toBe(200);
}

const fleetOf = async (session: string) =>
  first(
    await read(session, "/v7/application?$select=id,should_be_running__release&$filter=slug eq 'acme/smart-lights'"),
  );

beforeAll(async () => {
  s = await startTestServer(withMockAdmin({}));
  owner = await s.login('owner');
});

describe('POST /v3/buildFromUrl', () => {
  it('starts a running final release that succeeds after its build time, and the tracking fleet follows it', async () => {
    const session = 'build-ok';
    owner = await s.login('owner', session);
    const before = await fleetOf(session);
    const res = await build(session, { url: HELLO, shouldFlatten: true });
    expect(res.statusCode, res.body).toBe(200);
    const { started, releaseId } = res.json() as { started: boolean; releaseId: number };
    expect(started).toBe(true);
    const select =
      '$select=id,status,is_final,semver,source,belongs_to__application,build_log&$expand=release_image($select=id;$expand=image($select=status,is_stored_at__image_location))';
    const running = first(await read(session, `/v7/release(${releaseId})?${select}`));
    expect(running).toMatchObject({ status: 'running', is_final: true, semver: '1.2.0', source: 'cloud' });
    expect((running.belongs_to__application as { __id: number }).__id).toBe(before.id);
    expect(String(running.build_log)).toContain(`Fetching the project from ${HELLO}`);
    const images = running.release_image as { image: { status: string; is_stored_at__image_location: string }[] }[];
    expect(images.map((ri) => at(ri.image, 0).status)).toEqual(['running']);
    expect((await fleetOf(session)).should_be_running__release).toEqual(before.should_be_running__release);

    await advance(session, BUILD_DURATION_MS - 1_000);
    expect(at(await read(session, `/v7/release(${releaseId})?$select=status`), 0).status).toBe('running');
    await advance(session, 2_000);
    const done = first(await read(session, `/v7/release(${releaseId})?${select}`));
    expect(done.status).toBe('success');
    expect(String(done.build_log)).toMatch(/\[Success\]/);
    expect(at(at(done.release_image as { image: { status: string }[] }[], 0).image, 0).status).toBe('success');
    expect((await fleetOf(session)).should_be_running__release).toEqual({ __id: releaseId });
  });

  it("stores the project's balena.yml as the release contract, versions it from the contract and records its creator", async () => {
    // A fresh world whose first write is the build: the release still goes through the write hooks.
    const session = 'build-contract';
    owner = await s.login('owner', session);
    const kiosk = 'https://github.com/acme/kiosk-displays/archive/refs/heads/main.tar.gz';
    const res = await build(session, { url: kiosk }, owner, 'headless=true&owner=acme&app=kiosk-displays');
    expect(res.statusCode, res.body).toBe(200);
    const { releaseId } = res.json() as { releaseId: number };
    const me = (await s.req({ url: '/user/v1/whoami', token: owner, session })).json() as { id: number };
    const release = first(
      await read(session, `/v7/release(${releaseId})?$select=contract,semver,is_final,is_created_by__user`),
    );
    expect(release).toMatchObject({ semver: '1.0.0', is_final: true, is_created_by__user: { __id: me.id } });
    expect(release.contract).toMatchObject({
      name: 'kiosk-displays',
      type: 'sw.application',
      version: '1.0.0',
      assets: {
        repository: { type: 'blob.asset', data: { url: 'https://github.com/acme/kiosk-displays' } },
        logo: { type: 'blob.asset', data: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
      },
      data: { defaultDeviceType: 'raspberrypi4-64' },
    });
    // The hello-world project's contract version (1.2.0) is the release's.
    const hello = (
      await build(session, { url: HELLO }, owner, 'headless=true&owner=acme&app=kiosk-displays')
    ).json() as {
      releaseId: number;
    };
    expect(first(await read(session, `/v7/release(${hello.releaseId})?$select=semver,contract`))).toMatchObject({
      semver: '1.2.0',
      contract: { name: 'Hello world', version: '1.2.0' },
    });
  });

  it('a release a user posts without is_created_by__user records that user as its creator', async () => {
    const session = 'release-creator';
    owner = await s.login('owner', session);
    const me = (await s.req({ url: '/user/v1/whoami', token: owner, session })).json() as { id: number };
    const fleet = await fleetOf(session);
    const posted = await s.req({
      method: 'POST',
      url: '/v7/release',
      token: owner,
      session,
      body: {
        belongs_to__application: fleet.id,
        commit: 'c0ffee0123456789',
        composition: {},
        source: 'cloud',
        status: 'success',
        start_timestamp: '2026-12-01T00:00:00.000Z',
        contract: { name: 'posted', type: 'sw.application', version: '4.5.6' },
        semver: '4.5.6',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ is_created_by__user: { __id: me.id }, semver: '4.5.6' });
  });

  it('a project with nothing to build ends failed, and the fleet keeps its release', async () => {
    const session = 'build-failed';
    owner = await s.login('owner', session);
    const before = await fleetOf(session);
    const { releaseId } = (await build(session, { url: NO_MANIFEST })).json() as { releaseId: number };
    await advance(session, BUILD_DURATION_MS + 1_000);
    const release = first(await read(session, `/v7/release(${releaseId})?$select=status,build_log`));
    expect(release.status).toBe('failed');
    expect(String(release.build_log)).toContain('Build failed');
    expect((await fleetOf(session)).should_be_running__release).toEqual(before.should_be_running__release);
  });

  it('refuses what cannot be built, unknown fleets, missing fields and callers without release rights', async () => {
    const session = 'build-refused';
    owner = await s.login('owner', session);
    const unknownRepo = await build(session, { url: 'https://github.com/nobody/nothing/archive/main.tar.gz' });
    expect(unknownRepo.statusCode).toBe(404);
    expect(unknownRepo.json()).toEqual({
      started: false,
      error: 'Failed to fetch tarball from passed URL',
      message:
        'Failed to fetch tarball from passed URL: https://github.com/nobody/nothing/archive/main.tar.gz answered 404 Not Found',
    });
    const elsewhere = await build(session, { url: 'https://example.com/project.tar.gz' });
    expect([elsewhere.statusCode, elsewhere.json()]).toMatchObject([404, { started: false }]);
    // A repository's page or its zip archive downloads, but is not gzip.
    for (const url of ['https://github.com/fleetmock-examples/hello-world', HELLO.replace('.tar.gz', '.zip')]) {
      const notGzip = await build(session, { url });
      expect([notGzip.statusCode, notGzip.json()]).toEqual([
        400,
        { started: false, error: 'incorrect header check', message: 'incorrect header check' },
      ]);
    }
    expect((await build(session, { url: HELLO }, '')).statusCode).toBe(401);
    const missing = await build(session, { url: HELLO }, owner, 'owner=acme&app=no-such-fleet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Application not found: acme/no-such-fleet' });
    expect((await build(session, { url: HELLO }, owner, 'owner=acme')).statusCode).toBe(400);
    expect((await build(session, { shouldFlatten: true })).statusCode).toBe(400);
    // An observer reads a fleet but may not create its releases.
    const observer = await s.login('observer', session);
    const seen = first(
      await read(session, "/v7/application?$select=slug&$filter=is_of__class eq 'fleet'&$top=1", observer),
    );
    const [org, app] = String(seen.slug).split('/');
    expect((await build(session, { url: HELLO }, observer, `owner=${org}&app=${app}`)).statusCode).toBe(401);
    // Nothing was created by the refused calls.
    const running = await read(session, "/v7/release?$select=id&$filter=status eq 'running' and source eq 'cloud'");
    const seededRunning = await read(
      'build-fresh',
      "/v7/release?$select=id&$filter=status eq 'running' and source eq 'cloud'",
    );
    expect(running.length).toBe(seededRunning.length);
  });
});
