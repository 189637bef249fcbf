/**
 * One mock shared on the network: started through the CLI's own start-up (`parseCli` + `startServer`)
 * bound to a non-loopback address of this machine and requested over real HTTP. The admin API needs
 * the admin token there (random per start unless set), no page of another origin can use it unless
 * listed with --cors-origin, the API keeps answering every origin as the real one does, and session
 * tokens are signed with a random key, so a token made with the documented constant is refused.
 * On loopback the admin API stays open, but only to loopback host names (DNS rebinding).
 */
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { networkAccess, startServer, type RunningServer } from '../../mock-server/src/fastify/server.ts';
import { exposureWarning, startupBanner } from '../../mock-server/src/cli/serve.ts';
import { SignJWT } from 'jose';
import { MOCK_JWT_SIGNING_KEY } from '../../mock-server/src/core/auth/constants.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { at } from '../present.ts';

/** A non-loopback IPv4 address of this machine, else 0.0.0.0 (still a bind beyond loopback). */
function lanAddress(): string {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '0.0.0.0';
}

const HOST = lanAddress();
const BASE = ['--port', '0', '--scale', 'small', '--no-simulation'];

async function start(args: string[]): Promise<RunningServer> {
  return startServer(parseCli([...BASE, ...args]));
}

/** The URL to request: the bound address itself, or loopback when bound to every address. */
const urlOf = (server: RunningServer): string => server.url.replace('//0.0.0.0:', '//127.0.0.1:');

/** Status of a GET sent with exactly these headers (fetch may not set Host or Upgrade). */
function raw(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on('error', reject);
    req.end();
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe(`bound beyond loopback (${HOST})`, () => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await start(['--host', HOST]);
    base = urlOf(server);
  });
  afterAll(() => server.close());

  it('draws an admin token, prints it once and warns what is exposed', () => {
    const token = server.access.adminToken!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const banner = startupBanner(parseCli([...BASE, '--host', HOST]), server, 1);
    expect(banner.split(token).length - 1).toBe(1);
    const warning = exposureWarning(parseCli(['--host', HOST]), server)!;
    expect(warning).toContain(`listening on ${HOST}`);
    expect(warning).toMatch(/admin API needs the admin token/);
    expect(warning.split('\n')).toHaveLength(1);
  });

  it("prints the control panel's address beside the dashboard's", () => {
    const served = startupBanner(parseCli([...BASE, '--host', HOST, '--dist', 'web/dist']), server, 1);
    expect(served).toContain(`Control panel: ${server.url}/__mock/ui/`);
    const bare = startupBanner(parseCli([...BASE, '--host', HOST]), server, 1);
    expect(bare).toMatch(/^Control panel: not served/m);
  });

  it('answers /__mock/* with 401 without the token and 200 with it (bearer or header)', async () => {
    const token = server.access.adminToken!;
    const bare = await fetch(`${base}/__mock/state/snapshot`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toContain('passwordHash');
    expect((await fetch(`${base}/__mock/faults`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${base}/__mock/outbox`, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(
      401,
    );
    expect((await fetch(`${base}/__mock/outbox`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${base}/__mock/journal`, { headers: { 'x-mock-admin-token': token } })).status).toBe(200);
    // An upgrade request to an admin path is refused the same way.
    const upgrade = await raw(`${base}/__mock/journal`, {
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
    expect(upgrade).toBe(401);
  });

  it('refuses admin calls from a page of another origin, with no CORS headers, even with the token', async () => {
    const token = server.access.adminToken!;
    const evil = 'http://evil.example';
    const preflight = await fetch(`${base}/__mock/faults`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${base}/__mock/journal`, { headers: { origin: evil, 'x-mock-admin-token': token } });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    // The API itself answers cross-origin requests as the real one does.
    const api = await fetch(`${base}/v7/device_type?$top=1`, { headers: { origin: evil } });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe(evil);
  });

  it('signs session tokens with a random key: a token made with the documented constant is refused', async () => {
    expect(server.access.jwtKey).toBe('random');
    const owner = await login(base);
    const claims = JSON.parse(Buffer.from(at(owner.split('.'), 1), 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    // The same claims, signed by hand with the public constant (as anyone could before).
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(MOCK_JWT_SIGNING_KEY));
    const whoami = (token: string) =>
      fetch(`${base}/user/v1/whoami`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await whoami(forged)).toBe(401);
    expect(await whoami(owner)).toBe(200);
  });
});

describe('--cors-origin lists a page that may call the admin API', () => {
  it('gives that origin CORS headers and refuses others', async () => {
    const server = await start([
      '--host',
      HOST,
      '--admin-token',
      'qa-team-token-0123456789',
      '--cors-origin',
      'http://qa.example:5173',
    ]);
    try {
      const base = urlOf(server);
      const origin = 'http://qa.example:5173';
      const preflight = await fetch(`${base}/__mock/faults`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-mock-admin-token',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Mock-Admin-Token/i);
      const read = await fetch(`${base}/__mock/journal`, {
        headers: { origin, 'x-mock-admin-token': 'qa-team-token-0123456789' },
      });
      expect(read.status).toBe(200);
      expect(read.headers.get('access-control-allow-origin')).toBe(origin);
      const other = await fetch(`${base}/__mock/journal`, {
        headers: { origin: 'http://other.example', 'x-mock-admin-token': 'qa-team-token-0123456789' },
      });
      expect(other.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('on loopback', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start(['--host', '127.0.0.1']);
  });
  afterAll(() => server.close());

  it('keeps the admin API open without a token, prints no warning, uses the public signing key', async () => {
    expect(server.access.adminToken).toBeUndefined();
    expect(server.access.jwtKey).toBe('public');
    expect(exposureWarning(parseCli([]), server)).toBeUndefined();
    expect((await fetch(`${server.url}/__mock/journal`)).status).toBe(200);
  });

  it('refuses a foreign Host name (a page rebound to 127.0.0.1) and another origin', async () => {
    expect(await raw(`${server.url}/__mock/state/snapshot`, { host: 'evil.example:4010' })).toBe(403);
    expect(await raw(`${server.url}/__mock/journal`, { host: 'localhost:4010' })).toBe(200);
    const cross = await fetch(`${server.url}/__mock/faults`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ match: { path: '/v7/*' }, effect: { kind: 'status', status: 500 } }),
    });
    expect(cross.status).toBe(403);
    expect(((await (await fetch(`${server.url}/__mock/faults`)).json()) as unknown[]).length ?? 0).toBe(0);
  });
});

describe('networkAccess', () => {
  it('takes the token from the flag, then FLEETMOCK_ADMIN_TOKEN, and keeps the public key for pinned epochs', () => {
    const cli = parseCli(['--host', '0.0.0.0', '--epoch', PINNED_EPOCH]);
    expect(networkAccess(cli, { FLEETMOCK_ADMIN_TOKEN: 'from-the-environment-1' })).toMatchObject({
      adminToken: 'from-the-environment-1',
      adminTokenSource: 'env',
      jwtKey: 'public',
    });
    const flagged = parseCli([
      '--host',
      '0.0.0.0',
      '--admin-token',
      'from-the-flag-000001',
      '--jwt-key',
      'k'.repeat(32),
    ]);
    expect(networkAccess(flagged, { FLEETMOCK_ADMIN_TOKEN: 'from-the-environment-1' })).toMatchObject({
      adminToken: 'from-the-flag-000001',
      jwtKey: 'flag',
      signingKey: 'k'.repeat(32),
    });
    const a = networkAccess(parseCli(['--host', '0.0.0.0']), {});
    const b = networkAccess(parseCli(['--host', '0.0.0.0']), {});
    expect(a.adminToken).not.toBe(b.adminToken);
    expect(a.signingKey).not.toBe(b.signingKey);
    expect(() => parseCli(['--admin-token', 'short'])).toThrow(/--admin-token must be at least 16/);
    expect(() => parseCli(['--cors-origin', 'http://x.example/path'])).toThrow(/--cors-origin must be an origin/);
  });
});
