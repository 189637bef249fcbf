/**
 * Scenarios: the shipped files load and do what they say on the mock
 * clock; bad or dangling scenarios are rejected at load with the path of the problem.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body, handle, recordingSleep } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import {
  listShippedScenarios,
  readScenarioSource,
  SCENARIO_DIR,
} from '../../mock-server/src/core/faults/scenario/files.ts';
import { loadScenario, listRules, deviceFlags, ScenarioError } from '../../mock-server/src/core/faults/index.ts';
import { first } from '../present.ts';

const SHIPPED = [
  'big-fleet',
  'flaky-network',
  'frozen-org',
  'offline-then-recover',
  'past-due-org',
  'rate-limited',
  'session-expired',
  'slow-api',
  'update-locked-devices',
];

describe('shipped scenarios', () => {
  let s: TestServer;
  const rec = recordingSleep();
  beforeAll(async () => {
    s = await startFaultServer({ sleep: rec.sleep });
  });
  /** Freezes the session clock, then loads a shipped scenario. */
  const load = async (session: string, name: string) => {
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session });
    return s.req({ method: 'POST', url: '/__mock/scenarios', body: { name }, session });
  };
  const advance = (session: string, by: string) =>
    s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by }, session });

  it('are all listed', async () => {
    expect(listShippedScenarios()).toEqual(SHIPPED);
    expect(body(await s.req({ url: '/__mock/scenarios', session: 'list' }))).toEqual({
      available: SHIPPED,
      running: null,
    });
  });

  it('rate-limited: three 429s with Retry-After 7 on GET /v7/device, then the token bucket', async () => {
    const session = 'rate-limited';
    expect((await load(session, 'rate-limited')).statusCode).toBe(201);
    const token = await s.login('owner', session);
    const codes: (number | string)[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await s.req({ url: '/v7/device?$top=1', token, session });
      codes.push(r.statusCode === 429 ? `429/${r.headers['retry-after']}` : r.statusCode);
    }
    expect(codes).toEqual(['429/7', '429/7', '429/7', 200]);
    const more = [];
    for (let i = 0; i < 25; i++) more.push((await s.req({ url: '/v7/application?$top=1', token, session })).statusCode);
    expect(more.filter((c) => c === 429).length).toBe(5);
  });

  it('offline-then-recover: online, offline from 10 s, back at 40 s', async () => {
    const session = 'otr';
    const loaded = body(await load(session, 'offline-then-recover'));
    expect(loaded).toMatchObject({ name: 'offline-then-recover', stepsTotal: 2, stepsDone: 0 });
    const ping = async () => (await handle(s.core, 'GET', '/ping', { session })).body.kind;
    expect(await ping()).toBe('text');
    await advance(session, '10s');
    expect(await ping()).toBe('destroy');
    await advance(session, '29s');
    expect(await ping()).toBe('destroy');
    await advance(session, '1s');
    expect(await ping()).toBe('text');
    expect(body(await s.req({ url: '/__mock/scenarios', session }))).toMatchObject({
      running: { stepsDone: 2, nextAt: null },
    });
  });

  it('session-expired: a token from before the jump is refused afterwards', async () => {
    const session = 'expired';
    await load(session, 'session-expired');
    const token = await s.login('owner', session);
    expect((await s.req({ url: '/user/v1/whoami', token, session })).statusCode).toBe(200);
    await advance(session, '10s');
    expect((await s.req({ url: '/user/v1/whoami', token, session })).statusCode).toBe(401);
  });

  it('slow-api: latency on API calls, slower on the device list', async () => {
    const session = 'slow';
    await load(session, 'slow-api');
    const token = await s.login('owner', session);
    rec.delays.length = 0;
    await s.req({ url: '/v7/application', token, session });
    await s.req({ url: '/v7/device', token, session });
    expect(rec.delays[0]).toBeGreaterThanOrEqual(1000);
    expect(rec.delays[0]).toBeLessThanOrEqual(2000);
    expect(rec.delays[1]).toBeGreaterThanOrEqual(4000);
  });

  it('flaky-network: some calls dropped, all delayed', async () => {
    const session = 'flaky';
    await load(session, 'flaky-network');
    rec.delays.length = 0;
    const kinds: string[] = [];
    for (let i = 0; i < 40; i++) kinds.push((await handle(s.core, 'GET', '/v7/application', { session })).body.kind);
    expect(kinds.filter((k) => k === 'destroy').length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k !== 'destroy').length).toBeGreaterThan(20);
    expect(rec.delays.length).toBe(40);
  });

  it('frozen-org and past-due-org change the organization over OData', async () => {
    const orgOf = async (session: string) => {
      const token = await s.login('owner', session);
      return first(
        body<{ d: { is_frozen: boolean; has_past_due_invoice_since__date: string | null }[] }>(
          await s.req({
            url: "/v7/organization(handle='acme')?$select=is_frozen,has_past_due_invoice_since__date",
            token,
            session,
          }),
        ).d,
      );
    };
    await load('frozen', 'frozen-org');
    expect((await orgOf('frozen')).is_frozen).toBe(true);
    await load('pastdue', 'past-due-org');
    const day = (o: { has_past_due_invoice_since__date: string | null }, now: number) =>
      Math.round((now - Date.parse(String(o.has_past_due_invoice_since__date))) / 86_400_000);
    const now = body<{ nowMs: number }>(await s.req({ url: '/__mock/clock', session: 'pastdue' })).nowMs;
    expect(day(await orgOf('pastdue'), now)).toBe(20);
    await advance('pastdue', '30s');
    expect(day(await orgOf('pastdue'), now)).toBe(35);
    await advance('pastdue', '30s');
    expect((await orgOf('pastdue')).is_frozen).toBe(true);
  });

  it('update-locked-devices flags devices of the named fleets', async () => {
    const session = 'locked';
    await load(session, 'update-locked-devices');
    const world = s.core.registry.get(session);
    const locked = world.store.all('device').filter((d) => deviceFlags(world, String(d.uuid)).updateLocked);
    expect(locked).toHaveLength(6);
    expect(locked.filter((d) => deviceFlags(world, String(d.uuid)).undervolted)).toHaveLength(2);
    expect(locked.every((d) => d.is_locked_until__date !== null)).toBe(true);
  });

  it('big-fleet rebuilds the session with 10,000 devices', async () => {
    const session = 'big';
    expect(
      (await s.req({ method: 'POST', url: '/__mock/scenarios', body: { name: 'big-fleet' }, session })).statusCode,
    ).toBe(201);
    expect(body(await s.req({ url: '/__mock/state', session }))).toMatchObject({ devices: 10_000 });
    const world = s.core.registry.get(session);
    expect(world.store.all('device').filter((d) => deviceFlags(world, String(d.uuid)).flapping)).toHaveLength(20);
  }, 30_000);

  it('stop drops pending steps and the faults the scenario added', async () => {
    const session = 'stop';
    await load(session, 'offline-then-recover');
    await advance(session, '10s');
    expect(listRules(s.core.registry.get(session))).toHaveLength(1);
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/scenarios', session }))).toEqual({
      stopped: 'offline-then-recover',
    });
    expect(listRules(s.core.registry.get(session))).toHaveLength(0);
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/scenarios', session }))).toEqual({ stopped: null });
  });
});

describe('scenario validation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });
  const post = (scenario: unknown) =>
    s.req({ method: 'POST', url: '/__mock/scenarios', body: { scenario }, session: 'validate' });
  const step = (st: Record<string, unknown>) => ({ name: 'x', steps: [st] });

  it.each([
    [
      step({ deviceFlags: { devices: 'no-such-device', flags: ['offline'] } }),
      'steps.0.deviceFlags.devices',
      /Unknown device 'no-such-device'/,
    ],
    [
      step({ deviceFlags: { devices: [{ fleet: 'acme/nope' }], flags: [] } }),
      'steps.0.deviceFlags.devices.0.fleet',
      /Unknown fleet/,
    ],
    [step({ freezeOrganization: 'initech' }), 'steps.0.freezeOrganization', /Unknown organization 'initech'/],
    [
      step({ organization: { handle: 'initech', frozen: true } }),
      'steps.0.organization.handle',
      /Unknown organization/,
    ],
    [
      step({ addFault: { match: { resource: 'gadget' }, effect: { kind: 'destroy' } } }),
      'steps.0.addFault.match.resource',
      /Unknown OData resource 'gadget'/,
    ],
    [
      step({ addFault: { match: { path: '/v7/gadget*' }, effect: { kind: 'destroy' } } }),
      'steps.0.addFault.match.path',
      /Unknown OData resource/,
    ],
    [
      step({ addFault: { match: { operationId: 'launchRocket' }, effect: { kind: 'destroy' } } }),
      'steps.0.addFault.match.operationId',
      /Unknown operationId/,
    ],
    [
      step({ addFault: { match: { path: '/rocket/*' }, effect: { kind: 'destroy' } } }),
      'steps.0.addFault.match.path',
      /No route matches/,
    ],
    [step({ at: 'later', offline: true }), 'steps.0.at', /duration/],
    [step({ offline: true, recover: true }), 'steps.0', /one action per step/],
    [step({}), 'steps.0', /needs one action/],
    [{ name: 'Bad Name', steps: [{ offline: true }] }, 'name', /lower-case/],
    [{ name: 'x', steps: [] }, 'steps', /./],
  ])('rejects %j at %s', async (scenario, path, message) => {
    const res = await post(scenario);
    expect(res.statusCode).toBe(400);
    const err = body<{ error: string; issues: { path: string; message: string }[] }>(res);
    const issue = first(err.issues, 'the issues');
    expect(issue.path).toBe(path);
    expect(issue.message).toMatch(message);
  });

  it('accepts YAML text, and rejects text that is not YAML; unknown names are 404', async () => {
    const ok = await s.req({
      method: 'POST',
      url: '/__mock/scenarios',
      body: { source: 'name: inline\nsteps:\n  - at: 5s\n    offline: true\n' },
      session: 'yaml',
    });
    expect(body(ok)).toMatchObject({ name: 'inline', stepsTotal: 1, stepsDone: 0 });
    const bad = await s.req({
      method: 'POST',
      url: '/__mock/scenarios',
      body: { source: 'name: [unclosed\n' },
      session: 'yaml',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error).toMatch(/not valid YAML/);
    expect(
      (await s.req({ method: 'POST', url: '/__mock/scenarios', body: { name: 'no-such' }, session: 'yaml' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await s.req({
          method: 'POST',
          url: '/__mock/scenarios',
          body: { name: 'rate-limited', source: 'x' },
          session: 'yaml',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('loadScenario (the CLI entry) reads a file path or a shipped name; a world change needs the registry', async () => {
    await s.req({ url: '/ping', session: 'cli' });
    const world = s.core.registry.get('cli');
    const loaded = loadScenario(world, `${SCENARIO_DIR}frozen-org.yaml`, { resolve: readScenarioSource });
    expect(loaded.status.name).toBe('frozen-org');
    expect(loadScenario(world, 'rate-limited', { resolve: readScenarioSource }).status.name).toBe('rate-limited');
    expect(() => loadScenario(world, 'big-fleet', { resolve: readScenarioSource })).toThrow(ScenarioError);
    expect(() => loadScenario(world, 'missing-one', { resolve: readScenarioSource })).toThrow(
      /Unknown scenario 'missing-one'/,
    );
  });
});
