/**
 * World files (docs/worlds.md): each example of examples/worlds/ started the way `fleetmock --world FILE`
 * starts it answers the reads the example promises; the same file loaded into a session through
 * `POST /__mock/sessions`, into `setupFleetmock({ world })` and into the core `startBrowserMock({ world })`
 * serves gives identical answers; a file with 20 mistakes reports all 20 with their paths and starts
 * nothing; the published JSON Schema is the contract's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { coreOptionsFrom } from '../../mock-server/src/fastify/server.ts';
import { CliError, parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { withWorldFile } from '../../mock-server/src/cli/load-world.ts';
import { main } from '../../mock-server/src/cli/main.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { checkWorld } from '../../mock-server/src/core/seed/world-check.ts';
import { WorldFileError } from '../../mock-server/src/core/seed/world-file.ts';
import { createBrowserMockCore } from '../../mock-server/src/msw/browser.ts';
import { createMswHandlers } from '../../mock-server/src/msw/handlers.ts';
import { setupServer } from 'msw/node';
import { WORLD_SCHEMA_FILE, worldSchemaText } from '../../scripts/world-schema.ts';
import type { FastifyInstance } from 'fastify';
import { prepareWorldText, setupFleetmock } from '../../exports/msw/node.ts';
import { EXAMPLES, READER, READS, type Example } from '../world-reads.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const file = (name: string) => resolve(ROOT, 'examples/worlds', `${name}.yaml`);
const CLI_FLAGS = ['--scale', 'small', '--epoch', PINNED_EPOCH, '--no-simulation'];

/** A parsed JSON body (tests read into it freely). */
type Json = ReturnType<typeof JSON.parse>;

interface Client {
  get(url: string, auth: string, session?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  post(url: string, body: unknown, auth?: string, session?: string): Promise<{ status: number; body: Json }>;
}

function client(app: FastifyInstance): Client {
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, auth?: string, session?: string) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...(session ? { 'x-mock-session': session } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = res.body;
    return { status: res.statusCode, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  return {
    get: (url, auth, session) => call('GET', url, undefined, auth, session),
    post: (url, body, auth, session) => call('POST', url, body, auth, session),
  };
}

/** A Fastify app built exactly as `fleetmock --world FILE` builds its core (plus fixed seed flags). */
async function startFromCli(name: string): Promise<FastifyInstance> {
  const cli = await withWorldFile(parseCli(['--world', file(name), ...CLI_FLAGS]));
  return buildApp({ core: createMockCore({ ...coreOptionsFrom(cli), log: () => {} }) });
}

const rows = (body: Record<string, unknown>): Json[] => body.d as Json[];
const login = async (c: Client, username: string, password: string, session?: string) => {
  const res = await c.post('/login_', { username, password }, undefined, session);
  expect(res.status, `login ${username}`).toBe(200);
  return res.body as string;
};

const token = async (c: Client, ex: Example, session?: string) => {
  const r = READER[ex];
  return r.key ?? login(c, r.user![0], r.user![1], session);
};

const apps = new Map<Example, FastifyInstance>();
let sessions: FastifyInstance;

beforeAll(async () => {
  for (const ex of EXAMPLES) apps.set(ex, await startFromCli(ex));
  sessions = await buildApp({
    core: createMockCore(
      withMockAdmin({ defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) }, log: () => {} }),
    ),
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([...apps.values(), sessions].map((a) => a.close()));
});

describe('example worlds through --world', () => {
  it('hobbyist: one Pi on 6.5.44 running 1.1.0 in Bristol, signing in with the file password', async () => {
    const c = client(apps.get('hobbyist')!);
    const auth = await login(c, 'maker@example.com', 'greenhouse-2026');
    const devices = rows(
      (
        await c.get(
          '/v7/device?$select=device_name,os_version,supervisor_version,location,is_online,overall_status&$expand=is_running__release($select=semver)',
          auth,
        )
      ).body,
    );
    expect(devices).toEqual([
      {
        device_name: 'greenhouse-pi',
        os_version: 'balenaOS 6.5.44',
        supervisor_version: '17.0.3',
        location: 'Bristol, United Kingdom',
        is_online: true,
        overall_status: 'operational',
        is_running__release: [{ semver: '1.1.0' }],
      },
    ]);
    const tags = rows((await c.get('/v7/device_tag?$select=tag_key,value', auth)).body);
    expect(tags).toEqual([{ tag_key: 'shelf', value: 'top' }]);
    const fleets = rows((await c.get("/v7/application?$select=slug&$filter=is_of__class eq 'fleet'", auth)).body);
    expect(fleets.map((f) => f.slug)).toEqual(['maker/greenhouse']);
    // base: none holds no demo persona.
    const owner = await c.post('/login_', { username: 'owner@fleetmock.test', password: 'fleetmock-demo' });
    expect(owner.status).toBe(401);
  });

  it('pilot customer: the 2.83 device is offline, one is updating, release 1.1.0 failed, beside the demo world', async () => {
    const c = client(apps.get('pilot-customer')!);
    const auth = READER['pilot-customer'].key!;
    const devices = rows(
      (
        await c.get(
          "/v7/device?$select=device_name,os_version,overall_status&$filter=belongs_to__application/any(a:a/slug eq 'pilot-customer/vending-machines')&$orderby=device_name asc",
          auth,
        )
      ).body,
    );
    expect(devices).toEqual([
      { device_name: 'canteen-vending', os_version: 'balenaOS 6.5.44', overall_status: 'updating' },
      { device_name: 'gym-vending', os_version: 'balenaOS 6.5.44', overall_status: 'operational' },
      { device_name: 'lobby-vending', os_version: 'balenaOS 2.83.10+rev1', overall_status: 'disconnected' },
    ]);
    const failed = rows(
      (
        await c.get(
          "/v7/release?$select=semver,status&$filter=status eq 'failed' and belongs_to__application/any(a:a/app_name eq 'vending-machines')",
          auth,
        )
      ).body,
    );
    expect(failed).toEqual([{ semver: '1.1.0', status: 'failed' }]);
    // Dana, a plain member, sees only the fleet she is a member of; Pat, an administrator, sees both.
    const signage = "/v7/device/$count?$filter=belongs_to__application/any(a:a/slug eq 'pilot-customer/pilot-signage')";
    expect((await c.get(signage, auth)).body).toEqual({ d: 0 });
    const pat = await login(c, 'pat@pilot-customer.example', 'fleetmock-demo');
    expect((await c.get(signage, pat)).body).toEqual({ d: 5 });
    // The organization's own identity provider, granting its team, and the metrics the file gives.
    const idps = rows(
      (
        await c.get(
          "/v7/identity_provider_membership?$select=id&$filter=organization/any(o:o/handle eq 'pilot-customer')&$expand=is_authorized_by__identity_provider($select=sso_identifier,entry_point,issuer,requires_signed_authn_response),grants_access_to__team($select=name)",
          pat,
        )
      ).body,
    );
    expect(idps.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        is_authorized_by__identity_provider: [
          {
            sso_identifier: 'pilot-customer-sso',
            entry_point: 'https://idp.fleetmock.test/saml/pilot-customer-sso',
            issuer: 'urn:fleetmock:pilot-customer-sso',
            requires_signed_authn_response: false,
          },
        ],
        grants_access_to__team: [{ name: 'Installers' }],
      },
    ]);
    const metrics = rows(
      (
        await c.get(
          "/v7/device?$select=cpu_usage,cpu_temp,memory_usage,memory_total,storage_usage,storage_total&$filter=device_name eq 'gym-vending'",
          pat,
        )
      ).body,
    );
    expect(metrics).toEqual([
      { cpu_usage: 23, cpu_temp: 51, memory_usage: 412, memory_total: 970, storage_usage: 5120, storage_total: 14800 },
    ]);
    // The demo world is still there (base: demo).
    const owner = await login(c, 'owner@fleetmock.test', 'fleetmock-demo');
    const acme = rows((await c.get("/v7/organization?$select=handle&$filter=handle eq 'acme'", owner)).body);
    expect(acme).toHaveLength(1);
  });

  it('mid-rollout: two on 3.1.0, two updating, one pinned to 3.0.0, one failing, plus 40 generated', async () => {
    const c = client(apps.get('mid-rollout')!);
    const auth = READER['mid-rollout'].key!;
    const count = await c.get('/v7/device/$count', auth);
    expect(count.body).toEqual({ d: 47 });
    const described = rows(
      (
        await c.get(
          "/v7/device?$select=device_name,overall_status&$filter=startswith(device_name,'station-')&$expand=is_running__release($select=semver),is_pinned_on__release($select=semver)&$orderby=device_name asc",
          auth,
        )
      ).body,
    );
    const view = described.map((d) => [
      d.device_name,
      d.overall_status,
      d.is_running__release[0]?.semver ?? null,
      d.is_pinned_on__release[0]?.semver ?? null,
    ]);
    expect(view).toEqual([
      ['station-01', 'operational', '3.1.0', null],
      ['station-02', 'operational', '3.1.0', null],
      ['station-03', 'updating', '3.0.0', null],
      ['station-04', 'updating', '3.0.0', null],
      ['station-05', 'reduced-functionality', '3.0.0', null],
      ['station-06', 'operational', '3.0.0', '3.0.0'],
      ['station-07', 'disconnected', '3.0.0', null],
    ]);
    const fleet = rows(
      (
        await c.get(
          "/v7/application?$select=app_name&$filter=is_of__class eq 'fleet'&$expand=should_be_running__release($select=semver)",
          auth,
        )
      ).body,
    );
    expect(fleet).toEqual([{ app_name: 'charging-stations', should_be_running__release: [{ semver: '3.1.0' }] }]);
  });

  it('frozen organization: frozen and past due 70 days; the other only past due', async () => {
    const c = client(apps.get('frozen-organization')!);
    const frank = await token(c, 'frozen-organization');
    const [ice] = rows(
      (await c.get('/v7/organization?$select=handle,is_frozen,has_past_due_invoice_since__date', frank)).body,
    );
    expect(ice).toEqual({
      handle: 'ice-cold',
      is_frozen: true,
      has_past_due_invoice_since__date: new Date(Date.parse(PINNED_EPOCH) - 70 * 86_400_000).toISOString(),
    });
    const pia = await login(c, 'pia@pastdue.example', 'fleetmock-demo');
    const [late] = rows(
      (await c.get('/v7/organization?$select=handle,is_frozen,has_past_due_invoice_since__date', pia)).body,
    );
    expect(late?.handle).toBe('late-payers');
    expect(late?.is_frozen).toBe(false);
    expect(late?.has_past_due_invoice_since__date).not.toBeNull();
    expect((await c.get('/v7/device/$count', frank)).body).toEqual({ d: 3 });
  });
});

describe('the same world through POST /__mock/sessions', () => {
  it.each(EXAMPLES)('%s answers the reads identically', async (ex) => {
    const world = parseYaml(readFileSync(file(ex), 'utf8'));
    const s = client(sessions);
    const loaded = await s.post('/__mock/sessions', { name: `world-${ex}`, world });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body.session).toBe(`world-${ex}`);
    const c = client(apps.get(ex)!);
    const viaCli = await token(c, ex);
    const viaSession = await token(s, ex, `world-${ex}`);
    for (const url of READS) {
      const a = await c.get(url, viaCli);
      const b = await s.get(url, viaSession, `world-${ex}`);
      expect(a.status, url).toBe(200);
      expect(b.body, url).toEqual(a.body);
    }
  });
});

/** A reader's token from an MSW-served mock: its API key, or a password login. */
async function mswToken(base: string, ex: Example): Promise<string> {
  const r = READER[ex];
  if (r.key) return r.key;
  const res = await fetch(`${base}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: r.user![0], password: r.user![1] }),
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** The reads of an MSW-served mock equal those of the same example started through --world. */
async function sameAsCli(base: string, ex: Example): Promise<void> {
  const auth = await mswToken(base, ex);
  const c = client(apps.get(ex)!);
  const viaCli = await token(c, ex);
  for (const url of READS) {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${auth}` } });
    expect(res.status, url).toBe(200);
    expect(await res.json(), url).toEqual((await c.get(url, viaCli)).body);
  }
}

describe('the same world through setupFleetmock({ world }) (fleetmock/msw/node)', () => {
  it.each(EXAMPLES)('%s answers the reads identically', async (ex) => {
    const world = await prepareWorldText(readFileSync(file(ex), 'utf8'));
    const mock = setupFleetmock({ baseUrl: 'http://world.test', world, scale: 'small', onUnhandledRequest: 'bypass' });
    try {
      await sameAsCli('http://world.test', ex);
    } finally {
      mock.close();
    }
  });
});

describe('the same world through startBrowserMock({ world }) (fleetmock/msw/browser)', () => {
  // The core startBrowserMock serves, built from the file's text as a page would pass it, behind the
  // same MSW handlers its service worker uses (msw/node here: Vitest has no service worker).
  it.each(EXAMPLES)('%s answers the reads identically', async (ex) => {
    const core = await createBrowserMockCore({
      world: readFileSync(file(ex), 'utf8'),
      defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
      log: () => {},
    });
    const server = setupServer(...createMswHandlers(core, 'http://browser.test'));
    server.listen({ onUnhandledRequest: 'bypass' });
    try {
      await sameAsCli('http://browser.test', ex);
    } finally {
      server.close();
    }
  });

  it('rejects a world with mistakes with every one of them, starting nothing', async () => {
    const err = await createBrowserMockCore({ world: 'version: 1\nusers: [{ username: X }]\nfleets: 3\n' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WorldFileError);
    expect((err as WorldFileError).issues.map((i) => i.path)).toEqual(['users[0].username', 'fleets']);
  });
});

/** A world file with exactly 20 mistakes: schema ones and semantic ones. */
const TWENTY_MISTAKES = {
  version: 2, // 1: only version 1
  base: 'none',
  colour: 'blue', // 2: unknown field
  users: [
    { username: 'ok_user', api_key: 'short' }, // 3: api_key pattern
    { username: 'ok_user' }, // 4: listed twice
    { username: 'X' }, // 5: username pattern
  ],
  organizations: [
    {
      handle: 'shop',
      plan: 'gold', // 6: unknown plan
      members: [{ user: 'ghost' }], // 7: no such user
      teams: [{ name: 'Ops', members: ['ok_user'] }], // 8: not a member of shop
    },
    { handle: 'free-org', plan: 'free', billing: { state: 'frozen' } }, // 9: a free org cannot be frozen
  ],
  fleets: [
    { name: 'first-fleet', organization: 'nowhere', device_type: 'raspberrypi4-64' }, // 10: no organization
    { name: 'second-fleet', organization: 'shop', device_type: 'toaster' }, // 11: no device type
    {
      name: 'third-fleet',
      organization: 'shop',
      device_type: 'raspberrypi4-64',
      variables: { BALENA_HOST_CONFIG_x: '1' }, // 12: a config variable under variables
      releases: [{ version: '1.0.0' }, { version: '1.0' }], // 13: version pattern
      target_release: '4.0.0', // 14: no such release
      devices: [
        {
          name: 'pi',
          os_version: '9.9', // 15: no balenaOS 9.9 for raspberrypi4-64
          supervisor_version: '1.0.0', // 16: no such supervisor
          running_release: '2.0.0', // 17: no such release
          status: 'sleeping', // 18: unknown status
          location: { latitude: 200 }, // 19: out of range
        },
      ],
    },
  ],
  devices: { count: -1 }, // 20: negative count
};

describe('the checks of identity providers, metrics, releases and the platform organization', () => {
  it('reports each mistake with its path', () => {
    const result = checkWorld({
      users: [{ username: 'ida' }],
      organizations: [
        {
          handle: 'idp-org',
          members: [{ user: 'ida' }],
          teams: [{ name: 'Crew' }],
          identity_providers: [
            { sso_identifier: 'acme-sso' },
            { sso_identifier: 'idp-org-sso', team: 'Ghosts' },
            { sso_identifier: 'idp-org-sso' },
          ],
        },
        { handle: 'balena_os' },
      ],
      fleets: [
        {
          name: 'idp-fleet',
          organization: 'idp-org',
          device_type: 'raspberrypi4-64',
          releases: [
            { version: '1.0.0' },
            { version: '1.1.0', final: false, status: 'failed' },
            { version: '1.1.0', final: false, status: 'running', stalled: true },
            { version: '1.1.0' },
            { version: '1.0.0' },
            { version: '1.2.0', stalled: true },
          ],
          devices: [
            { name: 'old', os_version: 'Resin OS 1.26.1', supervisor_version: '6.6.11' },
            {
              name: 'new',
              os_version: '6.5.44',
              supervisor_version: '6.6.11',
              metrics: { memory_usage: 900, memory_total: 512 },
            },
          ],
        },
      ],
    });
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: 'organizations[0].identity_providers[0].sso_identifier',
        message: "'acme-sso' is a demo identity provider",
      },
      { path: 'organizations[0].identity_providers[1].team', message: "no team 'Ghosts' in idp-org" },
      { path: 'organizations[0].identity_providers[2].sso_identifier', message: "'idp-org-sso' is listed twice" },
      {
        path: 'organizations[1].handle',
        message: "'balena_os' is the platform's own organization (its balenaOS and supervisor releases)",
      },
      { path: 'fleets[0].releases[4].version', message: 'final release 1.0.0 is listed twice' },
      { path: 'fleets[0].releases[5].stalled', message: 'only a running build can stall' },
      {
        path: 'fleets[0].devices[1].supervisor_version',
        message: 'balena-supervisor 6.6.11 runs only on the legacy Resin OS 1.26.1',
      },
      { path: 'fleets[0].devices[1].metrics.memory_usage', message: '900 MB in use is more than the 512 MB in all' },
    ]);
  });
});

describe('a world file with 20 mistakes', () => {
  it('checkWorld reports all 20 with their paths', () => {
    const checked = checkWorld(TWENTY_MISTAKES);
    expect(checked.ok).toBe(false);
    const issues = checked.ok ? [] : checked.issues;
    expect(issues).toHaveLength(20);
    expect(issues).toContainEqual({
      path: 'fleets[2].devices[0].os_version',
      message: 'no balenaOS 9.9 for raspberrypi4-64',
    });
    const paths = issues.map((i) => i.path).sort();
    expect(paths).toEqual(
      [
        'version',
        'colour',
        'users[0].api_key',
        'users[1].username',
        'users[2].username',
        'organizations[0].plan',
        'organizations[0].members[0].user',
        'organizations[0].teams[0].members[0]',
        'organizations[1].billing.state',
        'fleets[0].organization',
        'fleets[1].device_type',
        'fleets[2].variables.BALENA_HOST_CONFIG_x',
        'fleets[2].releases[1].version',
        'fleets[2].target_release',
        'fleets[2].devices[0].os_version',
        'fleets[2].devices[0].supervisor_version',
        'fleets[2].devices[0].running_release',
        'fleets[2].devices[0].status',
        'fleets[2].devices[0].location.latitude',
        'devices.count',
      ].sort(),
    );
  });

  it('POST /__mock/sessions answers 400 with all 20 and starts no session', async () => {
    const s = client(sessions);
    const res = await s.post('/__mock/sessions', { name: 'broken', world: TWENTY_MISTAKES });
    expect(res.status).toBe(400);
    expect(res.body.issues).toHaveLength(20);
    expect(res.body.error).toMatch(/^Invalid world: 20 mistakes/);
    const list = await s.get('/__mock/sessions', '');
    expect((list.body as { sessions: string[] }).sessions).not.toContain('broken');
  });

  it('--world prints all 20 and starts nothing (exit 2)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = resolve(mkdtempSync(resolve(tmpdir(), 'fleetmock-world-')), 'broken.json');
    writeFileSync(path, JSON.stringify(TWENTY_MISTAKES));
    const err = await withWorldFile(parseCli(['--world', path])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    const lines = (err as Error).message.split('\n').slice(1);
    expect(lines).toHaveLength(20);
    expect(lines).toContain('  fleets[2].devices[0].os_version: no balenaOS 9.9 for raspberrypi4-64');
    // main() turns it into exit status 2 before any server starts.
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => void errors.push(line);
    try {
      expect(await main(['--world', path, '--port', '46098'])).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('20 mistakes');
  });
});

describe('the published JSON Schema', () => {
  it('is generated from the contract (npx tsx scripts/world-schema.ts)', () => {
    expect(readFileSync(WORLD_SCHEMA_FILE, 'utf8')).toBe(worldSchemaText());
  });

  it('every example passes the contract schema', () => {
    for (const ex of EXAMPLES) expect(checkWorld(parseYaml(readFileSync(file(ex), 'utf8'))).ok, ex).toBe(true);
  });
});
