/**
 * Admin API: state (reset, seed/scale switch, snapshot, restore), clock, journal, outbox, build
 * marker and sessions.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body, handle } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import { outboxOf, buildMarker } from '../../mock-server/src/core/faults/index.ts';
import type { JournalEntry } from '../../mock-server/src/core/journal/index.ts';
import { at } from '../present.ts';

const HOUR = 3_600_000;

describe('admin: state', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });
  const uuids = async (session: string) => {
    const token = await s.login('owner', session);
    return body<{ d: { uuid: string }[] }>(
      await s.req({ url: '/v7/device?$select=uuid&$orderby=id asc', token, session }),
    ).d.map((d) => d.uuid);
  };

  it('GET state names the session, seed, scale and device count', async () => {
    const st = body(await s.req({ url: '/__mock/state', session: 'st' }));
    expect(st).toMatchObject({ session: 'st', seed: 42, scale: 'small', clock: { frozen: false } });
    expect(st.devices).toBeGreaterThan(10);
    expect(st.sessions).toContain('st');
  });

  it('reset drops writes; reset with a seed switches the data; scale and devices switch size', async () => {
    const session = 'reset';
    const token = await s.login('owner', session);
    const before = await uuids(session);
    const first = at(
      body<{ d: { id: number }[] }>(
        await s.req({ url: '/v7/device?$select=id&$orderby=id asc&$top=1', token, session }),
      ).d,
      0,
    );
    expect(
      (await s.req({ method: 'PATCH', url: `/v7/device(${first.id})`, body: { note: 'changed' }, token, session }))
        .statusCode,
    ).toBe(200);
    expect((await s.req({ method: 'POST', url: '/__mock/state/reset', body: {}, session })).statusCode).toBe(200);
    const token2 = await s.login('owner', session);
    const note = at(
      body<{ d: { note: string | null }[] }>(
        await s.req({ url: `/v7/device(${first.id})?$select=note`, token: token2, session }),
      ).d,
      0,
    ).note;
    expect(note).not.toBe('changed');
    expect(await uuids(session)).toEqual(before);
    const switched = body(await s.req({ method: 'POST', url: '/__mock/state/reset', body: { seed: 7 }, session }));
    expect(switched.seed).toBe(7);
    expect(await uuids(session)).not.toEqual(before);
    const bigger = body(await s.req({ method: 'POST', url: '/__mock/state/reset', body: { devices: 200 }, session }));
    expect(bigger.devices).toBe(200);
    const bad = await s.req({ method: 'POST', url: '/__mock/state/reset', body: { scale: 'huge' }, session });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ issues: [{ path: 'scale' }] });
  });

  it('snapshot → change → restore gives the snapshot back (store, clock, faults)', async () => {
    const session = 'snap';
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: { at: '2026-12-24T18:00:00.000Z' }, session });
    const token = await s.login('owner', session);
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { id: 'kept', match: { path: '/__ext/gravatar/avatar/*' }, effect: { kind: 'destroy' } },
      session,
    });
    const snap = body(await s.req({ url: '/__mock/state/snapshot', session }));
    expect(snap).toMatchObject({
      format: 'fleetmock-state',
      version: 1,
      session,
      clock: { now: '2026-12-24T18:00:00.000Z', frozen: true },
    });
    const before = await uuids(session);
    const notes = async () =>
      body<{ d: { note: string | null }[] }>(
        await s.req({ url: '/v7/device?$select=note&$orderby=id asc', token, session }),
      ).d;
    const original = await notes();
    expect(
      (
        await s.req({
          method: 'PATCH',
          url: `/v7/device(uuid='${before[0]}')`,
          body: { note: 'changed' },
          token,
          session,
        })
      ).statusCode,
    ).toBe(200);
    await s.req({ method: 'DELETE', url: '/__mock/faults', session });
    expect(await notes()).not.toEqual(original);
    // Through core.handle: a snapshot exceeds the API's 512 kB body limit, which the adapters also
    // apply to /__mock/ (see the report); `--state FILE` calls restoreWorld directly.
    const restored = await handle(s.core, 'POST', '/__mock/state/restore', { body: snap, session });
    expect(restored.status).toBe(200);
    expect(await uuids(session)).toEqual(before);
    expect(await notes()).toEqual(original);
    expect(body(await s.req({ url: '/__mock/clock', session }))).toMatchObject({
      now: '2026-12-24T18:00:00.000Z',
      frozen: true,
    });
    expect(
      body<{ faults: { id: string }[] }>(await s.req({ url: '/__mock/faults', session })).faults.map((f) => f.id),
    ).toEqual(['kept']);
    const bad = await s.req({ method: 'POST', url: '/__mock/state/restore', body: { format: 'nope' }, session });
    expect(bad.statusCode).toBe(400);
    const badStore = await s.req({
      method: 'POST',
      url: '/__mock/state/restore',
      body: { ...snap, store: { format: 'other' } },
      session,
    });
    expect(badStore.statusCode).toBe(400);
    expect(body(badStore).error).toMatch(/Invalid state file/);
  });
});

describe('admin: clock', () => {
  it('read, freeze, advance (ms or duration), set, resume; bad input is 400', async () => {
    const s = await startFaultServer();
    const session = 'clock';
    const read = async () =>
      body<{ now: string; nowMs: number; frozen: boolean }>(await s.req({ url: '/__mock/clock', session }));
    expect((await read()).frozen).toBe(false);
    const frozen = body<{ nowMs: number; frozen: boolean }>(
      await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {}, session }),
    );
    expect(frozen.frozen).toBe(true);
    const adv = body<{ nowMs: number }>(
      await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { ms: 1000 }, session }),
    );
    expect(adv.nowMs).toBe(frozen.nowMs + 1000);
    const adv2 = body<{ nowMs: number }>(
      await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: '36h1m' }, session }),
    );
    expect(adv2.nowMs).toBe(frozen.nowMs + 1000 + 36 * HOUR + 60_000);
    const set = body<{ now: string }>(
      await s.req({ method: 'POST', url: '/__mock/clock/set', body: { at: '2027-01-01T00:00:00.000Z' }, session }),
    );
    expect(set.now).toBe('2027-01-01T00:00:00.000Z');
    const resumed = body<{ frozen: boolean; nowMs: number }>(
      await s.req({ method: 'POST', url: '/__mock/clock/resume', session }),
    );
    expect(resumed.frozen).toBe(false);
    expect(resumed.nowMs).toBeGreaterThanOrEqual(Date.parse('2027-01-01T00:00:00.000Z'));
    // The API's Date header follows the mock clock.
    expect(Date.parse(String((await s.req({ url: '/ping', session })).headers.date))).toBeGreaterThanOrEqual(
      Date.parse('2027-01-01T00:00:00.000Z'),
    );
    for (const bad of [{ ms: -1 }, { ms: 1, by: '1s' }, {}, { by: 'later' }]) {
      expect((await s.req({ method: 'POST', url: '/__mock/clock/advance', body: bad, session })).statusCode).toBe(400);
    }
    expect(
      (await s.req({ method: 'POST', url: '/__mock/clock/set', body: { at: 'yesterday' }, session })).statusCode,
    ).toBe(400);
  });

  it('advancing past 36 h expires session tokens (spec 01 §9)', async () => {
    const s = await startFaultServer();
    const session = 'expiry';
    const token = await s.login('owner', session);
    expect((await s.req({ url: '/user/v1/whoami', token, session })).statusCode).toBe(200);
    await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: '36h1m' }, session });
    expect((await s.req({ url: '/user/v1/whoami', token, session })).statusCode).toBe(401);
  });
});

describe('admin: journal, outbox, build marker, sessions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startFaultServer();
  });

  it('journal records method, path, decoded query, body, status, actor, session, operationId; filters; clears', async () => {
    const session = 'journal';
    const token = await s.login('owner', session);
    await s.req({ url: "/v7/device?$filter=device_name eq 'a b'&$top=2", token, session });
    await s.req({ method: 'PATCH', url: '/v7/device(999999)', body: { note: 'x' }, token, session });
    await s.req({ url: '/ping', session });
    const all = body<{ entries: JournalEntry[]; total: number }>(await s.req({ url: '/__mock/journal', session }));
    expect(all.entries.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'POST /login_ 200',
      'GET /v7/device 200',
      'PATCH /v7/device(999999) 200',
      'GET /ping 200',
    ]);
    const [get, patch, ping] = [at(all.entries, 1), at(all.entries, 2), at(all.entries, 3)];
    expect(get).toMatchObject({
      query: { $filter: "device_name eq 'a b'", $top: '2' },
      actor: { kind: 'user', email: 'owner@fleetmock.test' },
      session,
      resource: 'device',
    });
    expect(get.operationId).toMatch(/\w/);
    expect(patch.body).toEqual({ note: 'x' });
    const q = async (qs: string) =>
      body<{ entries: JournalEntry[] }>(await s.req({ url: `/__mock/journal?${qs}`, session })).entries.map(
        (e) => e.seq,
      );
    expect(await q('method=patch')).toEqual([patch.seq]);
    expect(await q('pathPrefix=/v7/')).toEqual([get.seq, patch.seq]);
    expect(await q(`operationId=${ping.operationId}`)).toEqual([ping.seq]);
    expect(await q('actor=owner')).toHaveLength(2);
    expect(await q('actor=guest')).toHaveLength(2);
    expect(await q('status=200&limit=1')).toEqual([ping.seq]);
    expect(await q(`after=${patch.seq}`)).toEqual([ping.seq]);
    expect(await q(`since=${encodeURIComponent(new Date(Date.parse(ping.time) + 1).toISOString())}`)).toEqual([]);
    expect((await s.req({ url: '/__mock/journal?status=abc', session })).statusCode).toBe(400);
    expect((await s.req({ url: '/__mock/journal?colour=red', session })).statusCode).toBe(400);
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/journal', session }))).toEqual({ removed: 4 });
    expect(body<{ entries: unknown[] }>(await s.req({ url: '/__mock/journal', session })).entries).toEqual([]);
  });

  it('the journal records faulted answers: status 0 for a dropped socket, and the rule id', async () => {
    const session = 'journal-faults';
    await s.req({
      method: 'POST',
      url: '/__mock/faults',
      body: { id: 'drop', effect: { kind: 'destroy' }, match: { path: '/ping' } },
      session,
    });
    await s.req({ url: '/ping', session }).catch(() => undefined);
    const [entry] = body<{ entries: JournalEntry[] }>(await s.req({ url: '/__mock/journal', session })).entries;
    expect(entry).toMatchObject({ path: '/ping', status: 0, faults: ['drop'] });
  });

  it('outbox: mails pushed by the accounts module are listed (optionally by recipient) and cleared', async () => {
    const session = 'outbox';
    await s.req({ url: '/__mock/outbox', session });
    const world = s.core.registry.get(session);
    outboxOf(world).push({ to: 'a@x.test', subject: 'Verify', links: ['http://127.0.0.1/verify?t=1'] });
    outboxOf(world).push({ to: 'b@x.test', subject: 'Reset' });
    const all = body<{ mails: { to: string; sentAt: string }[] }>(await s.req({ url: '/__mock/outbox', session }));
    expect(all.mails.map((m) => m.to)).toEqual(['a@x.test', 'b@x.test']);
    expect(at(all.mails, 0).sentAt).toMatch(/^2026-11-01T/);
    expect(body<{ mails: unknown[] }>(await s.req({ url: '/__mock/outbox?to=B@x.test', session })).mails).toHaveLength(
      1,
    );
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/outbox', session }))).toEqual({ removed: 2 });
  });

  it('build marker: get, set, clear; bad input 400', async () => {
    const session = 'marker';
    expect(body(await s.req({ url: '/__mock/build-marker', session }))).toEqual({ value: null });
    expect(
      body(
        await s.req({ method: 'PUT', url: '/__mock/build-marker', body: { value: '2026-11-02T10:00:00Z' }, session }),
      ),
    ).toEqual({ value: '2026-11-02T10:00:00Z' });
    expect(buildMarker(s.core.registry.get(session))).toBe('2026-11-02T10:00:00Z');
    expect(body(await s.req({ method: 'PUT', url: '/__mock/build-marker', body: { value: null }, session }))).toEqual({
      value: null,
    });
    expect((await s.req({ method: 'PUT', url: '/__mock/build-marker', body: { value: 5 }, session })).statusCode).toBe(
      400,
    );
  });

  it('sessions: listed, dropped; a bad name is 400', async () => {
    await s.req({ url: '/ping', session: 'drop-me' });
    expect(body<{ sessions: string[] }>(await s.req({ url: '/__mock/sessions' })).sessions).toContain('drop-me');
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/sessions/drop-me' }))).toEqual({ dropped: 'drop-me' });
    expect(body<{ sessions: string[] }>(await s.req({ url: '/__mock/sessions' })).sessions).not.toContain('drop-me');
    expect(body(await s.req({ method: 'DELETE', url: '/__mock/sessions/never-was' }))).toEqual({ dropped: null });
    expect((await s.req({ method: 'DELETE', url: '/__mock/sessions/bad%20name' })).statusCode).toBe(400);
  });
});
