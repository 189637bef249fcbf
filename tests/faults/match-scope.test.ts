/**
 * Rule matching (method, path glob, operationId, OData resource incl. synonyms, header, actor
 * persona, device uuid) and scope (times, seeded probability, mock-clock window).
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import { first } from '../present.ts';

const TEAPOT = { status: 418, body: 'teapot' };

describe('rule matching', () => {
  let s: TestServer;
  let owner: string;
  let uuid: string;
  beforeAll(async () => {
    s = await startFaultServer();
    owner = await s.login('owner');
    const res = await s.req({ url: '/v7/device?$select=uuid&$top=1&$orderby=id asc', token: owner });
    uuid = first(body<{ d: { uuid: string }[] }>(res).d).uuid;
  });

  /** Adds `match` in a fresh session and returns the status of each request. */
  async function statuses(
    session: string,
    match: unknown,
    requests: { method?: 'GET' | 'POST'; url: string; token?: string; headers?: Record<string, string> }[],
  ) {
    const added = await s.req({ method: 'POST', url: '/__mock/faults', body: { match, effect: TEAPOT }, session });
    expect(added.statusCode).toBe(201);
    const out: number[] = [];
    for (const r of requests) out.push((await s.req({ ...r, session })).statusCode);
    return out;
  }

  it('method (one or a list)', async () => {
    expect(await statuses('m1', { method: 'POST' }, [{ url: '/ping' }, { method: 'POST', url: '/ping' }])).toEqual([
      200, 418,
    ]);
    expect(
      await statuses('m2', { method: ['GET', 'POST'] }, [{ url: '/ping' }, { method: 'POST', url: '/ping' }]),
    ).toEqual([418, 418]);
  });

  it('path glob on the raw and the decoded path', async () => {
    expect(
      await statuses('p1', { path: '/v7/device*' }, [
        { url: '/v7/device' },
        { url: '/v7/device_tag' },
        { url: '/v7/application' },
      ]),
    ).toEqual([418, 418, 200]);
    expect(
      await statuses('p2', { path: "/v7/device(uuid='*')" }, [
        { url: `/v7/device(uuid='${uuid}')` },
        { url: `/v7/device(uuid=%27${uuid}%27)` },
        { url: '/v7/device(1)', token: owner },
      ]),
    ).toEqual([418, 418, 200]);
  });

  it('operationId', async () => {
    expect(await statuses('op', { operationId: 'ping' }, [{ url: '/ping' }, { url: '/connectivity-check' }])).toEqual([
      418, 204,
    ]);
  });

  it('OData resource, by canonical name or synonym', async () => {
    expect(
      await statuses('res1', { resource: 'application_environment_variable' }, [
        { url: '/v7/application__has__env_var_name' },
        { url: '/v7/application' },
      ]),
    ).toEqual([418, 200]);
  });

  it('header name, with or without a value', async () => {
    expect(
      await statuses('h1', { header: { name: 'X-Balena-Client' } }, [
        { url: '/ping' },
        { url: '/ping', headers: { 'x-balena-client': 'sdk' } },
      ]),
    ).toEqual([200, 418]);
    expect(
      await statuses('h2', { header: { name: 'x-balena-client', value: 'dash' } }, [
        { url: '/ping', headers: { 'x-balena-client': 'sdk' } },
        { url: '/ping', headers: { 'x-balena-client': 'dash' } },
      ]),
    ).toEqual([200, 418]);
  });

  it('actor by persona key or e-mail; guests never match', async () => {
    const token = await s.login('owner', 'act');
    const dev = await s.login('developer', 'act');
    expect(
      await statuses('act', { actor: 'owner' }, [
        { url: '/ping' },
        { url: '/v7/application', token },
        { url: '/v7/application', token: dev },
      ]),
    ).toEqual([200, 418, 200]);
    const token2 = await s.login('developer', 'act2');
    expect(
      await statuses('act2', { actor: 'developer@fleetmock.test' }, [{ url: '/v7/application', token: token2 }]),
    ).toEqual([418]);
  });

  it('device uuid from an OData key or a path', async () => {
    expect(
      await statuses('dev', { device: uuid }, [
        { url: `/v7/device(uuid='${uuid}')` },
        { url: '/v7/device?$top=1', token: owner },
      ]),
    ).toEqual([418, 200]);
  });
});

describe('rule scope', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });

  it('times N: fires N times, then stays listed as exhausted', async () => {
    const session = 'times';
    await s.req({ method: 'POST', url: '/__mock/faults', body: { id: 'twice', effect: TEAPOT, times: 2 }, session });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await s.req({ url: '/ping', session })).statusCode);
    expect(codes).toEqual([418, 418, 200]);
    const rule = body(await s.req({ url: '/__mock/faults/twice', session }));
    expect(rule).toMatchObject({ id: 'twice', hits: 2, remaining: 0, live: false });
  });

  it('probability p: drawn from the seeded RNG, so two sessions with the same seed fail the same requests', async () => {
    const run = async (session: string) => {
      await s.req({ method: 'POST', url: '/__mock/faults', body: { effect: TEAPOT, probability: 0.3 }, session });
      const codes: number[] = [];
      for (let i = 0; i < 40; i++) codes.push((await s.req({ url: '/ping', session })).statusCode);
      return codes;
    };
    const a = await run('prob-a');
    const b = await run('prob-b');
    expect(a).toEqual(b);
    const failed = a.filter((c) => c === 418).length;
    expect(failed).toBeGreaterThan(3);
    expect(failed).toBeLessThan(25);
  });

  it('time window on the mock clock (start/end and duration)', async () => {
    const session = 'window';
    const clock = body<{ nowMs: number }>(
      await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session }),
    );
    const start = new Date(clock.nowMs + 10_000).toISOString();
    const end = new Date(clock.nowMs + 20_000).toISOString();
    await s.req({ method: 'POST', url: '/__mock/faults', body: { effect: TEAPOT, window: { start, end } }, session });
    const at = async (advance: string) => {
      await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: advance }, session });
      return (await s.req({ url: '/ping', session })).statusCode;
    };
    expect(await at('0s')).toBe(200);
    expect(await at('10s')).toBe(418);
    expect(await at('9s')).toBe(418);
    expect(await at('1s')).toBe(200);
    await s.req({ method: 'DELETE', url: '/__mock/faults', session });
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { effect: TEAPOT, window: { duration: '5s' } },
      session,
    });
    expect(await at('0s')).toBe(418);
    expect(await at('5s')).toBe(200);
  });
});
