/**
 * The Playwright fixture's `world` option (fleetmock/playwright): each test's session is built from a
 * world file, and the page and `request` read that world.
 */
import { test, expect } from '../exports/playwright.ts';

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
