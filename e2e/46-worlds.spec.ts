/**
 * The Playwright fixture's `world` option (fleetmock/playwright): each test's session is built from a
 * world file, and the page and `request` read that world: for every example, the same answers as
 * `fleetmock --world FILE`.
 */
import { test, expect } from '../exports/playwright.ts';
import { createMockCore } from '../mock-server/src/core/app.ts';
import { buildApp } from '../mock-server/src/fastify/app.ts';
import { coreOptionsFrom } from '../mock-server/src/fastify/server.ts';
import { parseCli } from '../mock-server/src/fastify/cli-args.ts';
import { withWorldFile } from '../mock-server/src/cli/load-world.ts';
import { PINNED_EPOCH } from '../mock-server/src/core/seed/index.ts';
import { EXAMPLES, READER, READS } from '../tests/world-reads.ts';

test.use({ world: 'examples/worlds/hobbyist.yaml' });

test('a test session starts from the world file', async ({ request, mockSession }) => {
  const login = await request.post('/login_', { data: { username: 'maker@example.com', password: 'greenhouse-2026' } });
  expect(login.status()).toBe(200);
  const token = await login.text();
  const res = await request.get('/v7/device?$select=device_name,os_version', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await res.json()).toEqual({ d: [{ device_name: 'greenhouse-pi', os_version: 'balenaOS 6.5.44' }] });
  // The default session (no header) is still the demo world: the world file's user does not exist there.
  const outside = await request.post('/login_', {
    data: { username: 'maker@example.com', password: 'greenhouse-2026' },
    headers: { 'x-mock-session': `${mockSession}-other` },
  });
  expect(outside.status()).toBe(401);
});

// Each example through the fixture answers the reads exactly as `fleetmock --world FILE` started in
// process with the web server's flags (seed 42, pinned epoch, small scale) does.
for (const ex of EXAMPLES) {
  test.describe(`${ex} through the fixture`, () => {
    test.use({ world: `examples/worlds/${ex}.yaml` });

    test('answers the reads as fleetmock --world does', async ({ request }) => {
      const cli = await withWorldFile(
        parseCli([
          '--world',
          `examples/worlds/${ex}.yaml`,
          '--seed',
          '42',
          '--scale',
          'small',
          '--epoch',
          PINNED_EPOCH,
        ]),
      );
      const app = await buildApp({ core: createMockCore({ ...coreOptionsFrom(cli), log: () => {} }) });
      try {
        const reader = READER[ex];
        const [username, password] = reader.user ?? ['', ''];
        const viaFixture =
          reader.key ?? (await (await request.post('/login_', { data: { username, password } })).text());
        const viaCli =
          reader.key ?? (await app.inject({ method: 'POST', url: '/login_', payload: { username, password } })).body;
        for (const url of READS) {
          const res = await request.get(url, { headers: { authorization: `Bearer ${viaFixture}` } });
          expect(res.status(), url).toBe(200);
          const local = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${viaCli}` } });
          expect(await res.json(), url).toEqual(JSON.parse(local.body));
        }
      } finally {
        await app.close();
      }
    });
  });
}
