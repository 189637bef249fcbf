/**
 * The admin API against its contract ("described in openapi/ like every other API,
 * with a generated typed client"): routes ↔ operations, the shipped scenarios ↔ the contract's
 * Scenario schema, and the generated client driving a real listening server over loopback.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { operations } from '../../generated/operations.gen.ts';
import { zScenario, zFaultRuleInput } from '../../generated/zod/zod.gen.ts';
import { createApiClient, type ApiClient } from '../../generated/client.gen.ts';
import { parse } from 'yaml';
import { mockAdminRoutes } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { journalStreamSockets } from '../../mock-server/src/core/handlers/mock-admin/journal-stream.ts';
import type { CoreDeps } from '../../mock-server/src/core/deps.ts';
import { WorldRegistry } from '../../mock-server/src/core/world.ts';
import { FaultRuleInput } from '../../mock-server/src/core/faults/index.ts';
import { listShippedScenarios, readShippedScenario } from '../../mock-server/src/core/faults/scenario/files.ts';
import { startFaultServer, type TestServer } from './helpers.ts';

const toContractPath = (p: string): string => p.replace(/:(\w+)/g, '{$1}');

describe('admin routes and the contract', () => {
  const routes = mockAdminRoutes(
    new WorldRegistry(
      () => {
        throw new Error('unused');
      },
      { seed: 1, scale: 'small' },
    ),
  );
  // The admin websockets (the journal's live tail) are GET operations of the contract too.
  const sockets = journalStreamSockets({} as CoreDeps).map((s) => ({ ...s, method: 'GET' }));
  const contract = operations.filter((o) => (o.tags as readonly string[]).includes('mock-admin'));

  it('every admin route is a contract operation with the same method, path and operationId, and vice versa', () => {
    // The live tail is one operation served twice: the websocket, and the 400 to a GET without the upgrade.
    const served = [
      ...new Set([...routes, ...sockets].map((r) => `${String(r.method)} ${toContractPath(r.path)} ${r.operationId}`)),
    ].sort();
    expect(routes.some((r) => r.operationId === 'mockJournalStream' && r.method === 'GET')).toBe(true);
    const described = contract.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort();
    expect(served).toEqual(described);
    expect(served).toHaveLength(44);
  });

  it.each(listShippedScenarios())('shipped scenario %s validates against the contract schema', (name) => {
    const doc = parse(readShippedScenario(name)!);
    expect(zScenario.safeParse(doc).success).toBe(true);
  });

  it('the hand-written rule schema and the generated one agree on the documented rule shapes', () => {
    const samples = [
      {
        match: { method: 'GET', path: '/v7/device*' },
        effect: { kind: 'status', status: 429, retryAfter: 7 },
        times: 3,
      },
      { effect: { kind: 'tokenBucket', capacity: 10, refillPerSecond: 1, per: 'client' } },
      { effect: { kind: 'latency', ms: 300, jitterMs: 50 }, probability: 0.5, window: { duration: '10s' } },
      { effect: { kind: 'offline' } },
      { match: { device: 'abc' }, effect: { kind: 'logStream', mode: 'stalled' } },
      { effect: { kind: 'socketClose', code: 4000, afterMs: 100 } },
    ];
    for (const s of samples) {
      expect(FaultRuleInput.safeParse(s).success).toBe(true);
      expect(zFaultRuleInput.safeParse(s).success).toBe(true);
    }
  });
});

describe('the generated client against a listening mock', () => {
  let s: TestServer;
  let client: ApiClient;
  let base: string;
  beforeAll(async () => {
    s = await startFaultServer();
    base = await s.app.listen({ port: 0, host: '127.0.0.1' });
    client = createApiClient({ baseUrl: base, headers: { 'x-mock-session': 'client' } });
  });
  afterAll(async () => {
    await s.app.close();
  });

  it('adds a rule, sees the 429 over HTTP, reads the journal, clears', async () => {
    const added = await client.POST('/__mock/faults', {
      body: { match: { path: '/ping' }, effect: { kind: 'status', status: 429, retryAfter: 5 }, times: 1 },
    });
    expect(added.response.status).toBe(201);
    expect(added.data?.id).toBe('f1');
    const first = await fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } });
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '5']);
    const second = await fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } });
    expect(second.status).toBe(200);
    const journal = await client.GET('/__mock/journal', { params: { query: { pathPrefix: '/ping' } } });
    expect(journal.data?.entries.map((e) => e.status)).toEqual([429, 200]);
    const cleared = await client.DELETE('/__mock/faults');
    expect(cleared.data).toEqual({ removed: 1 });
  });

  it('offline drops real connections until cleared', async () => {
    await client.POST('/__mock/faults', { body: { effect: { kind: 'offline' } } });
    await expect(fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } })).rejects.toThrow();
    await client.DELETE('/__mock/faults');
    expect((await fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } })).status).toBe(200);
  });

  it('a bad rule is a typed 400 with the schema path', async () => {
    const bad = await client.POST('/__mock/faults', { body: { effect: { kind: 'latency', ms: -5 } } });
    expect(bad.response.status).toBe(400);
    expect((bad.error as { issues?: { path: string }[] } | undefined)?.issues?.[0]?.path).toBe('effect.ms');
  });

  it('clock and scenarios through the client', async () => {
    const frozen = await client.POST('/__mock/clock/freeze', { body: {} });
    expect(frozen.data?.frozen).toBe(true);
    const loaded = await client.POST('/__mock/scenarios', { body: { name: 'offline-then-recover' } });
    expect(loaded.data?.stepsTotal).toBe(2);
    const advanced = await client.POST('/__mock/clock/advance', { body: { by: '10s' } });
    expect(advanced.response.status).toBe(200);
    await expect(fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } })).rejects.toThrow();
    const stopped = await client.DELETE('/__mock/scenarios');
    expect(stopped.data).toEqual({ stopped: 'offline-then-recover' });
    expect((await fetch(`${base}/ping`, { headers: { 'x-mock-session': 'client' } })).status).toBe(200);
  });
});
