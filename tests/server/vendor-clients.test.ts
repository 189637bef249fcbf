/**
 * What the vendor SDK and CLI send for their everyday commands, driven through pinejs-client-core (the
 * SDK's own URL builder) and SDK-shaped plain requests against the mock in process: fleet list
 * (`is_directly_accessible_by__user`), release finalize, device register with a provisioning key,
 * organization create, ESR host-app tags, reboot downtime on the clock, and the administrator-only
 * fleet changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Params } from 'pinejs-client-core';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, RequestError } from './sdk-client.ts';

type Row = Record<string, unknown>;
const DIRECTLY_ACCESSIBLE = { is_directly_accessible_by__user: { $any: { $alias: 'dau', $expr: { 1: 1 } } } } as const;

let s: TestServer;
const tokens: Record<string, string> = {};
const pine = (persona?: string): InjectPine => new InjectPine(s.app, persona ? tokens[persona] : undefined);
const get = async (persona: string | undefined, params: Params): Promise<Row[]> => (await pine(persona).get(params)) as Row[];
/** The status a write answers (pinejs throws on >= 400). */
async function statusOf(write: Promise<unknown>): Promise<number> {
  try {
    await write;
    return 200;
  } catch (err) {
    if (err instanceof RequestError) return err.statusCode;
    throw err;
  }
}

beforeAll(async () => {
  s = await startTestServer();
  for (const p of ['owner', 'developer', 'observer', 'member', 'support']) tokens[p] = await s.login(p);
});

describe('is_directly_accessible_by__user (SDK application.getAllDirectlyAccessible, CLI fleet list)', () => {
  const slugs = async (persona: string): Promise<string[]> =>
    (await get(persona, { resource: 'application', options: { $select: 'slug', $filter: DIRECTLY_ACCESSIBLE, $orderby: 'slug asc' } })).map((a) => String(a.slug));

  it('lists every fleet of the organizations the owner administers, and nothing public', async () => {
    const owner = await slugs('owner');
    expect(owner.filter((x) => x.startsWith('globex/')).length).toBeGreaterThan(0);
    const all = (await get('owner', { resource: 'application', options: { $select: 'slug', $filter: { organization: { $any: { $alias: 'o', $expr: { o: { handle: { $in: ['acme', 'globex'] } } } } } } } })).map((a) => String(a.slug));
    expect(owner).toEqual([...all].sort());
    expect(owner.some((x) => x.startsWith('balena_os/'))).toBe(false);
  });

  it('reaches fleets through direct membership and teams, and nothing for a member without access or a support agent', async () => {
    expect((await slugs('developer')).length).toBeGreaterThan(0);
    const observer = await slugs('observer');
    expect(observer.length).toBeGreaterThan(0);
    // The observer reaches its fleets only through team Auditors: no membership row names it.
    const [first] = await get('observer', { resource: 'application', options: { $select: 'id', $filter: { slug: observer[0] }, $expand: { is_directly_accessible_by__user: { $select: 'username' } } } });
    expect(first.is_directly_accessible_by__user).toEqual([{ username: 'observer' }]);
    expect(await slugs('member')).toEqual([]);
    expect(await slugs('support')).toEqual([]);
  });

  it('names only the caller when expanded', async () => {
    const [app] = await get('owner', { resource: 'application', options: { $select: 'id', $filter: { slug: 'acme/smart-lights' }, $expand: { is_directly_accessible_by__user: { $select: 'username' } } } });
    expect(app.is_directly_accessible_by__user).toEqual([{ username: 'owner' }]);
  });

  it('finds, renames and removes a fleet the owner just created (CLI fleet create / rename / rm)', async () => {
    const client = pine('owner');
    const [org] = await get('owner', { resource: 'organization', options: { $select: 'id', $filter: { handle: 'globex' } } });
    const [dt] = await get('owner', { resource: 'device_type', options: { $select: 'id', $filter: { slug: 'raspberrypi4-64' } } });
    await client.post({ resource: 'application', body: { app_name: 'fresh-fleet', organization: org.id, is_for__device_type: dt.id } });
    const bySlug = { $select: 'id', $filter: { ...DIRECTLY_ACCESSIBLE, slug: 'globex/fresh-fleet' } } as const;
    const [fresh] = await get('owner', { resource: 'application', options: bySlug });
    expect(fresh).toBeDefined();
    await client.patch({ resource: 'application', id: fresh.id as number, body: { app_name: 'fresh-fleet-2' } });
    expect(await get('owner', { resource: 'application', options: { ...bySlug, $filter: { ...DIRECTLY_ACCESSIBLE, slug: 'globex/fresh-fleet-2' } } })).toHaveLength(1);
    await client.delete({ resource: 'application', id: fresh.id as number });
    expect(await get('owner', { resource: 'application', options: { $select: 'id', $filter: { id: fresh.id as number } } })).toEqual([]);
  });
});
