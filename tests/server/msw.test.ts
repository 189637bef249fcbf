/**
 * The MSW adapter serves the same core as Fastify: fetch through msw/node.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setupServer } from 'msw/node';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { createMswHandlers } from '../../mock-server/src/msw/handlers.ts';
import { startTestMock } from '../../mock-server/src/msw/node.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';

const BASE = 'http://api.test';
const core = createMockCore({ defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) }, log: () => {} });
const server = setupServer(...createMswHandlers(core, BASE));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('login, whoami and an OData read through fetch', async () => {
  const login = await fetch(`${BASE}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const token = await login.text();
  const who = await fetch(`${BASE}/actor/v1/whoami`, { headers: { authorization: `Bearer ${token}` } });
  expect(await who.json()).toMatchObject({ actorType: 'user', username: 'owner' });
  const devices = await fetch(`${BASE}/v7/device?$select=id&$top=2`, {
    headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:5173' },
  });
  expect(devices.headers.get('cache-control')).toBe('no-cache');
  expect(devices.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  expect((await devices.json()).d).toHaveLength(2);
});

test('startTestMock gives component tests a ready server', async () => {
  server.close();
  const mock = startTestMock();
  try {
    const res = await fetch(`${mock.baseUrl}/v7/device_type/$count`);
    expect((await res.json()).d).toBeGreaterThan(0);
  } finally {
    mock.server.close();
    server.listen({ onUnhandledRequest: 'error' });
  }
});

test('startTestMock has the admin API by default: faults apply and the journal records', async () => {
  server.close();
  const mock = startTestMock();
  try {
    const added = await fetch(`${mock.baseUrl}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: { path: '/v7/device_type*' }, effect: { kind: 'status', status: 503 } }),
    });
    expect(added.status).toBe(201);
    expect((await fetch(`${mock.baseUrl}/v7/device_type/$count`)).status).toBe(503);
    const journal = await (await fetch(`${mock.baseUrl}/__mock/journal/count?pathPrefix=/v7/device_type`)).json();
    expect(journal.count).toBe(1);
  } finally {
    mock.server.close();
  }
  const bare = startTestMock({ mockAdmin: false });
  try {
    expect((await fetch(`${bare.baseUrl}/__mock/faults`)).status).toBe(404);
  } finally {
    bare.server.close();
    server.listen({ onUnhandledRequest: 'error' });
  }
});

test('empty bodies, 404s and bad JSON keep their wire form', async () => {
  const missing = await fetch(`${BASE}/nowhere`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('');
  const bad = await fetch(`${BASE}/v7/device_tag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"x":',
  });
  expect(bad.status).toBe(400);
  const big = await fetch(`${BASE}/v7/device_tag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ v: 'x'.repeat(600 * 1024) }),
  });
  expect(big.status).toBe(413);
  const ping = await fetch(`${BASE}/ping`, { method: 'DELETE' });
  expect(await ping.text()).toBe('OK');
});
