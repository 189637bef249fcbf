/**
 * Recording a scenario by hand: the admin API writes a recording session's own mutating calls as
 * scenario steps on the mock clock; the YAML it returns replays in a fresh session (`POST
 * /__mock/scenarios` with `source`) to the same rules, clock and device flags, and the same requests
 * then get the same answers in both journals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { body, startFaultServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startFaultServer();
  token = await s.login('owner');
});

const AT = '2026-11-01T12:00:00.000Z';
const APPS = '/v7/application?$select=id&$orderby=id asc';

async function requests(session: string) {
  for (const url of [APPS, '/v7/application(1)?$select=id', '/ping'])
    await s.req({ url, session, headers: { authorization: `Bearer ${token}` } });
  const journal = body<{ entries: { method: string; path: string; status: number }[] }>(
    await s.req({ url: '/__mock/journal?pathPrefix=/v7', session }),
  );
  return journal.entries.map((e) => `${e.method} ${e.path} ${e.status}`);
}
const state = async (session: string) => ({
  faults: body<{ faults: Record<string, unknown>[] }>(await s.req({ url: '/__mock/faults', session })).faults.map(
    ({ hits: _h, addedAt: _a, source: _s, remaining: _r, ...rule }) => rule,
  ),
  clock: body<{ now: string }>(await s.req({ url: '/__mock/clock', session })).now,
  flags: body(await s.req({ url: '/__mock/flags', session })),
});

describe('recording a scenario', () => {
  it('records faults, a clock move, a device offline and a toggle; the YAML replays to the same journal', async () => {
    const a = 'rec-a';
    const uuid = body<{ d: { uuid: string }[] }>(
      await s.req({
        url: '/v7/device?$select=uuid&$top=1&$orderby=id asc',
        // Read on another session (same seed, same uuids), so the recording session's journal holds only the compared requests.
        session: 'rec-lookup',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).d[0]!.uuid;
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', session: a, body: { at: AT } });
    expect((await s.req({ url: '/__mock/scenarios/recording', session: a })).statusCode).toBe(404);
    expect(
      (await s.req({ method: 'POST', url: '/__mock/scenarios/recording', session: a, body: { name: 'repro' } }))
        .statusCode,
    ).toBe(201);
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session: a,
      body: { id: 'r429', match: { path: '/v7/application' }, effect: { status: 429, retryAfter: 7 } },
    });
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      session: a,
      body: { id: 'slow', match: { path: '/v7/application(*' }, effect: { kind: 'status', status: 503 } },
    });
    await s.req({ method: 'POST', url: '/__mock/clock/advance', session: a, body: { by: '1h' } });
    await s.req({ method: 'PUT', url: `/__mock/flags/devices/${uuid}`, session: a, body: { flags: ['offline'] } });
    await s.req({ method: 'PATCH', url: '/__mock/faults/slow', session: a, body: { enabled: false } });
    // A refused call is not recorded.
    expect(
      (await s.req({ method: 'PATCH', url: '/__mock/faults/nope', session: a, body: { enabled: false } })).statusCode,
    ).toBe(404);
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/scenarios/recording', session: a }))).toMatchObject({
      steps: 5,
    });
    // Stopped: later calls are not recorded.
    await s.req({ method: 'POST', url: '/__mock/clock/advance', session: a, body: { ms: 1 } });
    await s.req({ method: 'POST', url: '/__mock/clock/set', session: a, body: { at: '2026-11-01T13:00:00.000Z' } });

    const got = await s.req({ url: '/__mock/scenarios/recording', session: a });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toMatch(/^application\/yaml/);
    const scenario = parse(got.body) as { name: string; steps: Record<string, unknown>[] };
    expect(scenario.name).toBe('repro');
    expect(scenario.steps.map((st) => Object.keys(st).filter((k) => k !== 'at')[0])).toEqual([
      'addFault',
      'addFault',
      'advanceClock',
      'deviceFlags',
      'updateFault',
    ]);
    // Times on the mock clock from the start: the toggle came an hour (the clock move) later.
    expect(scenario.steps[4]).toMatchObject({ at: 3_600_000, updateFault: { id: 'slow', enabled: false } });

    const b = 'rec-b';
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', session: b, body: { at: AT } });
    const loaded = await s.req({ method: 'POST', url: '/__mock/scenarios', session: b, body: { source: got.body } });
    expect(loaded.statusCode, loaded.body).toBeLessThan(300);
    expect(await state(b)).toEqual(await state(a));
    const journalA = await requests(a);
    expect(journalA).toContain('GET /v7/application 429');
    expect(await requests(b)).toEqual(journalA);
  });

  it('a bad recording name is a 400 naming the field', async () => {
    const res = await s.req({
      method: 'POST',
      url: '/__mock/scenarios/recording',
      session: 'rec-c',
      body: { name: 'Bad Name' },
    });
    expect(res.statusCode).toBe(400);
    expect(body<{ issues: { path: string }[] }>(res).issues[0]?.path).toBe('name');
  });
});
