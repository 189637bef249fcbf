/**
 * Isolated sessions and determinism: two `x-mock-session` values have
 * independent stores, faults, clocks and journals, a reset drops a session; the same seed, scenario
 * and requests give identical responses and journals, probabilistic faults included.
 */
import { describe, it, expect } from 'vitest';
import { startFaultServer, body, handle, recordingSleep } from './helpers.ts';
import type { JournalEntry } from '../../mock-server/src/core/journal/index.ts';
import type { CoreResponse } from '../../mock-server/src/core/http.ts';
import { first } from '../present.ts';

describe('isolated sessions', () => {
  it('two sessions have independent stores, faults, clocks and journals; reset drops one', async () => {
    const s = await startFaultServer();
    const [a, b] = ['worker-a', 'worker-b'];
    const ta = await s.login('owner', a);
    const tb = await s.login('owner', b);
    const firstId = first(
      body<{ d: { id: number }[] }>(
        await s.req({ url: '/v7/device?$select=id&$orderby=id asc&$top=1', token: ta, session: a }),
      ).d,
    ).id;
    const note = async (token: string, session: string) =>
      first(
        body<{ d: { note: string | null }[] }>(
          await s.req({ url: `/v7/device(${firstId})?$select=note`, token, session }),
        ).d,
      ).note;
    const original = await note(tb, b);
    await s.req({ method: 'PATCH', url: `/v7/device(${firstId})`, body: { note: 'only in a' }, token: ta, session: a });
    expect(await note(ta, a)).toBe('only in a');
    expect(await note(tb, b)).toBe(original);

    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { effect: { status: 503 }, match: { path: '/ping' } },
      session: a,
    });
    expect((await s.req({ url: '/ping', session: a })).statusCode).toBe(503);
    expect((await s.req({ url: '/ping', session: b })).statusCode).toBe(200);
    expect((await s.req({ url: '/ping' })).statusCode).toBe(200);

    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: '2d' }, session: a });
    const nowA = body<{ nowMs: number }>(await s.req({ url: '/__mock/clock', session: a })).nowMs;
    const nowB = body<{ nowMs: number }>(await s.req({ url: '/__mock/clock', session: b })).nowMs;
    expect(nowA - nowB).toBeGreaterThanOrEqual(2 * 86_400_000 - 5_000);

    const journalA = body<{ entries: JournalEntry[] }>(await s.req({ url: '/__mock/journal', session: a })).entries;
    const journalB = body<{ entries: JournalEntry[] }>(await s.req({ url: '/__mock/journal', session: b })).entries;
    expect(journalA.every((e) => e.session === a)).toBe(true);
    expect(journalB.every((e) => e.session === b)).toBe(true);
    expect(journalA.some((e) => e.method === 'PATCH')).toBe(true);
    expect(journalB.some((e) => e.method === 'PATCH')).toBe(false);

    await s.req({ method: 'DELETE', url: `/__mock/sessions/${a}` });
    expect(s.core.registry.has(a)).toBe(false);
    // Next use creates it afresh: seed data, no faults, no journal, clock back at the epoch.
    expect((await s.req({ url: '/ping', session: a })).statusCode).toBe(200);
    expect(body<{ faults: unknown[] }>(await s.req({ url: '/__mock/faults', session: a })).faults).toEqual([]);
    expect(
      body<{ entries: JournalEntry[] }>(await s.req({ url: '/__mock/journal', session: a })).entries.map((e) => e.path),
    ).toEqual(['/ping']);
    const ta2 = await s.login('owner', a);
    expect(await note(ta2, a)).toBe(original);
  });
});

/** Deterministic parts of a response (the Date header follows the frozen clock, so it is kept). */
function fingerprint(res: CoreResponse): string {
  return JSON.stringify({
    status: res.status,
    headers: res.headers,
    body: res.body.kind === 'stream' ? 'stream' : res.body,
  });
}

async function runOnce(): Promise<{ responses: string[]; journal: JournalEntry[]; delays: number[] }> {
  const rec = recordingSleep();
  const s = await startFaultServer({ sleep: rec.sleep });
  const session = 'qa';
  await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: { at: '2026-11-01T08:00:00.000Z' }, session });
  expect(
    (await s.req({ method: 'POST', url: '/__mock/scenarios', body: { name: 'flaky-network' }, session })).statusCode,
  ).toBe(201);
  await s.req({
    method: 'POST',
    url: '/__mock/faults',
    body: { effect: { kind: 'tokenBucket', capacity: 3, refillPerSecond: 0.2 }, match: { path: '/v7/application*' } },
    session,
  });
  const responses: string[] = [];
  const login = await handle(s.core, 'POST', '/login_', {
    session,
    body: { username: 'owner@fleetmock.test', password: 'fleetmock-demo' },
  });
  const token = login.body.kind === 'text' ? login.body.value : '';
  for (let i = 0; i < 30; i++) {
    const url =
      i % 3 === 0
        ? '/v7/device?$select=uuid,device_name&$top=3&$orderby=id asc'
        : i % 3 === 1
          ? '/v7/application?$select=slug&$top=2'
          : '/ping';
    responses.push(fingerprint(await handle(s.core, 'GET', url, { session, token })));
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: 250 }, session });
  }
  const journal = body<{ entries: JournalEntry[] }>(await s.req({ url: '/__mock/journal', session })).entries;
  return { responses, journal, delays: rec.delays };
}

describe('determinism', () => {
  it('same seed + same scenario + same requests → identical responses, delays and journals', async () => {
    const first = await runOnce();
    const second = await runOnce();
    expect(first.journal.length).toBe(31);
    // The run exercises the probabilistic and the bucket faults, not only happy paths.
    expect(first.journal.some((e) => e.status === 0)).toBe(true);
    expect(first.journal.some((e) => e.status === 429)).toBe(true);
    expect(second.responses).toEqual(first.responses);
    expect(second.delays).toEqual(first.delays);
    expect(second.journal).toEqual(first.journal);
  }, 30_000);
});
