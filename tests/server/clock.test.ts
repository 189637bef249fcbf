/**
 * The mock clock on its two settings: by default the wall clock, with the seed's dates laid out from
 * the world's start (so real clients that check a token's `exp` against their own clock accept it on
 * any day); with a pinned epoch (`--epoch`) the clock runs from that instant and the same seed gives
 * the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/install.ts';
import { snapshot } from '../../mock-server/src/core/store/snapshot.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { parseCli, CliError } from '../../mock-server/src/fastify/cli-args.ts';
import { startTestServer, jwtPayload } from './helpers.ts';

const DAY = 86_400_000;
const wallClockCore = () => createMockCore({ defaults: { seed: 42, scale: 'small' }, log: () => {} });

describe('wall clock by default', () => {
  it('runs the clock on the wall clock and issues tokens a client accepts now', async () => {
    const s = await startTestServer({ ...withMockAdmin({}), defaults: { seed: 42, scale: 'small' } });
    const before = Date.now();
    const clock = (await s.req({ url: '/__mock/clock' })).json() as { nowMs: number; frozen: boolean };
    expect(Math.abs(clock.nowMs - before)).toBeLessThan(5_000);
    const token = await s.login('owner');
    const { iat, exp } = jwtPayload(token) as { iat: number; exp: number };
    // What balena-auth checks before sending anything: exp in the future by the machine's clock.
    expect(exp * 1000).toBeGreaterThan(Date.now() + 35 * 3_600_000);
    expect(Math.abs(iat * 1000 - before)).toBeLessThan(5_000);
  });

  it('lays the seeded dates out relative to the start instant', () => {
    const start = Date.now();
    const world = wallClockCore().registry.get();
    const keys = world.store.all('api_key');
    const expired = keys.find((k) => k.name === 'Expired key');
    const expiring = keys.find((k) => k.name === 'Expiring key');
    // 30 days on either side of the start, whatever the day the mock runs on.
    expect(Math.round((Date.parse(String(expired?.expiry_date)) - start) / DAY)).toBe(-30);
    expect(Math.round((Date.parse(String(expiring?.expiry_date)) - start) / DAY)).toBe(30);
    const pastDue = world.store.all('organization').find((o) => o.handle === 'pastdue-labs');
    expect(Math.round((start - Date.parse(String(pastDue?.has_past_due_invoice_since__date))) / DAY)).toBe(35);
  });

  it('gives a new x-mock-session its own world on the wall clock', async () => {
    const s = await startTestServer({ ...withMockAdmin({}), defaults: { seed: 42, scale: 'small' } });
    const clock = (await s.req({ url: '/__mock/clock', session: 'w1' })).json() as { nowMs: number };
    expect(Math.abs(clock.nowMs - Date.now())).toBeLessThan(5_000);
    const token = await s.login('owner', 'w1');
    expect((jwtPayload(token) as { exp: number }).exp * 1000).toBeGreaterThan(Date.now());
  });

  it('keeps the clock admin API working on the wall clock', async () => {
    const s = await startTestServer({ ...withMockAdmin({}), defaults: { seed: 42, scale: 'small' } });
    const token = await s.login('owner');
    expect((await s.req({ url: '/user/v1/whoami', token })).statusCode).toBe(200);
    await s.req({ method: 'POST', url: '/__mock/clock/freeze', body: {} });
    const now = (await s.req({ method: 'POST', url: '/__mock/clock/advance', body: { by: '36h1m' } })).json() as {
      nowMs: number;
      frozen: boolean;
    };
    expect(now.frozen).toBe(true);
    expect(now.nowMs - Date.now()).toBeGreaterThan(36 * 3_600_000);
    // The session token issued before the jump has expired on the mock clock.
    expect((await s.req({ url: '/user/v1/whoami', token })).statusCode).toBe(401);
  });

  it('snapshots and restores a wall-clock world with its clock', async () => {
    const s = await startTestServer({ ...withMockAdmin({}), defaults: { seed: 42, scale: 'small' } });
    const snap = (await s.req({ url: '/__mock/state/snapshot' })).json() as unknown;
    // Through the core: a whole snapshot is larger than the HTTP adapter's default body cap.
    const restored = await s.core.handle({
      method: 'POST',
      path: '/__mock/state/restore',
      rawQuery: '',
      headers: { 'content-type': 'application/json', 'x-mock-session': 'copy' },
      body: snap,
      ip: '127.0.0.1',
    });
    expect(restored.status).toBe(200);
    const { clock } = (restored.body.kind === 'json' ? restored.body.value : {}) as { clock: { nowMs: number } };
    expect(Math.abs(clock.nowMs - Date.now())).toBeLessThan(5_000);
    const token = await s.login('owner', 'copy');
    expect((jwtPayload(token) as { exp: number }).exp * 1000).toBeGreaterThan(Date.now());
  });
});

describe('pinned epoch', () => {
  it('starts the clock at the epoch and gives the same bytes for the same seed and epoch', () => {
    const pinned = () =>
      createMockCore({
        defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
        log: () => {},
      }).registry.get();
    const a = pinned();
    const b = pinned();
    expect(Math.abs(a.clock.now() - Date.parse(PINNED_EPOCH))).toBeLessThan(5_000);
    expect(JSON.stringify(snapshot(a.store))).toBe(JSON.stringify(snapshot(b.store)));
  });

  it('parses --epoch as an ISO instant and refuses anything else', () => {
    expect(parseCli(['--epoch', '2026-11-01T00:00:00Z']).epoch).toBe(Date.parse(PINNED_EPOCH));
    expect(parseCli(['--epoch', '2026-11-01T01:00:00.000+01:00']).epoch).toBe(Date.parse(PINNED_EPOCH));
    expect(parseCli([]).epoch).toBeUndefined();
    for (const bad of ['2026-11-01', 'yesterday', '2026-13-01T00:00:00Z', '1700000000000']) {
      expect(() => parseCli(['--epoch', bad])).toThrow(CliError);
    }
    expect(() => parseCli(['--epoch', 'soon'])).toThrow(
      "--epoch must be an ISO 8601 instant such as 2026-11-01T00:00:00Z, got 'soon'",
    );
  });
});
