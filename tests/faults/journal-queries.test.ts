/**
 * Journal filters on the request's query and body, the count endpoint, and the near-miss report
 * for fault rules that matched nothing. Answers are checked against the contract by `req`.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body, type TestServer } from './helpers.ts';
import { at } from '../present.ts';

let s: TestServer;
let token: string;
const session = 'jq';
let ids: number[];

beforeAll(async () => {
  s = await startFaultServer();
  token = await s.login('owner', session);
  ids = s.core.registry
    .get(session)
    .store.all('device')
    .slice(0, 2)
    .map((d) => d.id as number);
  await s.req({ url: `/v7/device?$filter=device_name eq 'a'&$top=5`, token, session });
  await s.req({ url: '/v7/device?$top=3', token, session });
  await s.req({
    method: 'PATCH',
    url: `/v7/device(${ids[0]})`,
    token,
    session,
    body: { device_name: 'new-name', note: 'n1' },
  });
  await s.req({
    method: 'PATCH',
    url: `/v7/device(${ids[1]})`,
    token,
    session,
    body: { device_name: 'other', is_web_accessible: true },
  });
});

const journal = async (q: string) =>
  body<{ entries: { seq: number; path: string }[] }>(await s.req({ url: `/__mock/journal?${q}`, session })).entries;
const count = async (q: string) =>
  body<{ count: number; total: number }>(await s.req({ url: `/__mock/journal/count?${q}`, session }));

describe('journal query and body matching', () => {
  it('matches query parameters by presence or by contained text', async () => {
    expect(await journal('query=$filter')).toHaveLength(1);
    expect(await journal(`query=${encodeURIComponent('$filter=device_name')}`)).toHaveLength(1);
    expect(await journal(`query=${encodeURIComponent('$top=3')}`)).toHaveLength(1);
    expect(await journal(`query=$top&query=${encodeURIComponent('$filter=nope')}`)).toHaveLength(0);
  });

  it('matches the body by JSON pointer, by value, and by contained text', async () => {
    expect(await journal('method=PATCH&body=/device_name')).toHaveLength(2);
    const one = await journal(`body=${encodeURIComponent('/device_name=new-name')}`);
    expect(one.map((e) => e.path)).toEqual([`/v7/device(${ids[0]})`]);
    expect(await journal(`body=${encodeURIComponent('/is_web_accessible=true')}`)).toHaveLength(1);
    expect(await journal('bodyContains=n1')).toHaveLength(1);
    const bad = await s.req({ url: '/__mock/journal?body=device_name', session });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('JSON pointer');
  });

  it('counts without listing', async () => {
    expect(await count('method=PATCH')).toMatchObject({ count: 2 });
    expect((await count('')).count).toBeGreaterThanOrEqual(5);
    expect((await s.req({ url: '/__mock/journal/count?limit=1', session })).statusCode).toBe(400);
  });
});

describe('near misses', () => {
  it('lists, for rules that never fired, the requests that came closest and what they missed', async () => {
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: {
        id: 'unfired',
        match: { method: 'PATCH', resource: 'device_tag' },
        effect: { kind: 'status', status: 500 },
      },
    });
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session,
      body: { id: 'fires', match: { method: 'GET', path: '/v7/application*' }, effect: { kind: 'latency', ms: 1 } },
    });
    await s.req({ url: '/v7/application', token, session });
    const report = body<{
      rules: {
        id: string;
        nearMisses: { seq: number; method: string; failed: { criterion: string; wanted: unknown; got: unknown }[] }[];
      }[];
    }>(await s.req({ url: '/__mock/faults/near-misses?limit=2', session }));
    expect(report.rules.map((r) => r.id)).toEqual(['unfired']);
    const nearMisses = at(report.rules, 0, 'the rules').nearMisses;
    const [first, second] = [at(nearMisses, 0, 'the near misses'), at(nearMisses, 1, 'the near misses')];
    expect(first).toMatchObject({
      method: 'PATCH',
      failed: [{ criterion: 'resource', wanted: 'device_tag', got: 'device' }],
    });
    expect(second.method).toBe('PATCH');
    expect(first.seq).toBeGreaterThan(second.seq);
    expect((await s.req({ url: '/__mock/faults/near-misses?limit=0', session })).statusCode).toBe(400);
  });
});
