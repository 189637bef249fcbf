/**
 * Admin API: a device's live state and simulated release updates (`/__mock/devices/{uuid}*`), and
 * the frozen flag, driven over HTTP as the control panel sends them and checked through the OData
 * API the dashboard reads.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { startFaultServer, body } from './helpers.ts';
import type { TestServer } from '../server/helpers.ts';
import { first } from '../present.ts';

interface Live {
  overallStatus: string;
  overallProgress: number | null;
  updateStatus: string | null;
  isFrozen: boolean;
  runningRelease: { id: number } | null;
  targetRelease: { id: number } | null;
  flags: string[];
  failNext: string | null;
  update: { phase: string; progress: number | null; waiting: string | null; error: string | null } | null;
}
interface Install {
  status: string;
  download_progress: number | null;
  is_provided_by__release: { __id: number };
}
interface DeviceRow {
  id: number;
  uuid: string;
  overall_status: string;
  overall_progress: number | null;
  update_status: string | null;
  is_frozen: boolean;
  is_running__release: { __id: number } | null;
  belongs_to__application: { __id: number };
}

describe('admin: device updates and the frozen flag', () => {
  let s: TestServer;
  let owner: string;
  const session = 'device-updates';
  const admin = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
    s.req({ method, url, body: payload, session });
  const live = async (uuid: string): Promise<Live> => body<Live>(await admin('GET', `/__mock/devices/${uuid}`));
  const advance = (seconds: number) => admin('POST', '/__mock/clock/advance', { ms: seconds * 1000 });
  const odata = async <T>(url: string): Promise<T[]> => body<{ d: T[] }>(await s.req({ url, token: owner, session })).d;
  const deviceRow = async (uuid: string): Promise<DeviceRow> =>
    first(
      await odata<DeviceRow>(
        `/v7/device(uuid='${uuid}')?$select=id,uuid,overall_status,overall_progress,update_status,is_frozen,is_running__release,belongs_to__application`,
      ),
    );
  const installs = (id: number): Promise<Install[]> =>
    odata<Install>(
      `/v7/image_install?$filter=device eq ${id} and status ne 'deleted'&$select=status,download_progress,is_provided_by__release`,
    );

  /** An online, unflagged device of the session pinned to a release it does not run (used once per test). */
  const used = new Set<string>();
  async function deviceBehind(): Promise<{ uuid: string; id: number; target: number; running: number | null }> {
    const rows = await odata<DeviceRow>(
      `/v7/device?$select=id,uuid,is_running__release,belongs_to__application&$filter=is_online eq true and is_frozen eq false and api_heartbeat_state eq 'online' and is_running__release ne null&$orderby=id asc&$top=50`,
    );
    for (const d of rows) {
      if (used.has(d.uuid)) continue;
      const running = d.is_running__release?.__id ?? null;
      const releases = await odata<{ id: number; release_image: unknown[] }>(
        `/v7/release?$select=id&$expand=release_image($select=id)&$filter=belongs_to__application eq ${d.belongs_to__application.__id} and status eq 'success'`,
      );
      const other = releases.find((r) => r.id !== running && r.release_image.length > 0);
      if (!other) continue;
      used.add(d.uuid);
      const pin = await s.req({
        method: 'PATCH',
        url: `/v7/device(uuid='${d.uuid}')`,
        body: { is_pinned_on__release: other.id },
        token: owner,
        session,
      });
      expect(pin.statusCode).toBe(200);
      return { uuid: d.uuid, id: d.id, target: other.id, running };
    }
    throw new Error('no device with a second release in its fleet');
  }

  beforeAll(async () => {
    s = await startFaultServer();
    owner = await s.login('owner', session);
    expect((await admin('POST', '/__mock/clock/freeze', {})).statusCode).toBe(200);
  });

  it('an update downloads with rising progress, installs, and ends on the target release', async () => {
    const d = await deviceBehind();
    const started = await admin('POST', `/__mock/devices/${d.uuid}/update`, { downloadSeconds: 60 });
    expect(started.statusCode).toBe(200);
    expect(body<Live>(started)).toMatchObject({
      targetRelease: { id: d.target },
      updateStatus: 'downloading',
      update: { phase: 'downloading', progress: 0, waiting: null },
    });
    await advance(30);
    expect(await deviceRow(d.uuid)).toMatchObject({ overall_status: 'updating', update_status: 'downloading' });
    const mid = await installs(d.id);
    const fresh = mid.filter((i) => i.is_provided_by__release.__id === d.target);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((i) => i.status === 'Downloading' && i.download_progress === 50)).toBe(true);
    expect((await live(d.uuid)).update).toMatchObject({ phase: 'downloading', progress: 50 });

    await advance(31);
    expect(await live(d.uuid)).toMatchObject({ updateStatus: 'applying changes', update: { phase: 'installing' } });
    await advance(5);
    const done = await live(d.uuid);
    expect(done).toMatchObject({ updateStatus: 'done', runningRelease: { id: d.target }, update: { phase: 'done' } });
    const row = await deviceRow(d.uuid);
    expect(row.is_running__release?.__id).toBe(d.target);
    expect(row.overall_status).not.toBe('updating');
    const after = await installs(d.id);
    expect(after.every((i) => i.is_provided_by__release.__id === d.target && i.status === 'Running')).toBe(true);

    const again = await admin('POST', `/__mock/devices/${d.uuid}/update`);
    expect(again.statusCode).toBe(409);
    expect(body<{ error: string }>(again).error).toMatch(/already runs its target release/);
  });

  it('a failure armed beforehand strikes at 50 %; the old release keeps running', async () => {
    const d = await deviceBehind();
    const armed = body<Live>(await admin('POST', `/__mock/devices/${d.uuid}/update/fail`, { reason: 'No space left' }));
    expect(armed).toMatchObject({ failNext: 'No space left', update: null });
    await admin('POST', `/__mock/devices/${d.uuid}/update`, { downloadSeconds: 20 });
    await advance(5);
    expect((await live(d.uuid)).update).toMatchObject({ phase: 'downloading', progress: 25 });
    await advance(5);
    expect(await live(d.uuid)).toMatchObject({
      updateStatus: 'aborted',
      failNext: null,
      update: { phase: 'failed', error: 'No space left', progress: null },
    });
    const row = await deviceRow(d.uuid);
    expect(row.is_running__release?.__id ?? null).toBe(d.running);
    expect(row.update_status).toBe('aborted');
    const failed = (await installs(d.id)).filter((i) => i.is_provided_by__release.__id === d.target);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((i) => i.status === 'failed')).toBe(true);
  });

  it('fail fails a running update at once; disarm clears an armed failure', async () => {
    const d = await deviceBehind();
    await admin('POST', `/__mock/devices/${d.uuid}/update`);
    await advance(6);
    const failed = body<Live>(await admin('POST', `/__mock/devices/${d.uuid}/update/fail`));
    expect(failed.update).toMatchObject({ phase: 'failed', error: 'Failed to download image' });
    expect(failed.failNext).toBeNull();
    await admin('POST', `/__mock/devices/${d.uuid}/update/fail`);
    expect((await live(d.uuid)).failNext).toBe('Failed to download image');
    expect((await admin('DELETE', `/__mock/devices/${d.uuid}/update/fail`)).statusCode).toBe(200);
    expect((await live(d.uuid)).failNext).toBeNull();
  });

  it('frozen: is_frozen is written through and an update waits until unfrozen', async () => {
    const d = await deviceBehind();
    const set = await admin('PUT', `/__mock/flags/devices/${d.uuid}`, { flags: ['frozen'] });
    expect(body(set)).toMatchObject({ flags: ['frozen'], frozen: true });
    expect((await deviceRow(d.uuid)).is_frozen).toBe(true);
    await admin('POST', `/__mock/devices/${d.uuid}/update`, { downloadSeconds: 10 });
    await advance(30);
    expect(await live(d.uuid)).toMatchObject({
      isFrozen: true,
      update: { phase: 'downloading', progress: 0, waiting: 'frozen' },
    });
    await admin('PUT', `/__mock/flags/devices/${d.uuid}`, { flags: [] });
    expect((await deviceRow(d.uuid)).is_frozen).toBe(false);
    await advance(5);
    expect((await live(d.uuid)).update).toMatchObject({ phase: 'downloading', progress: 50, waiting: null });
  });

  it('an update-locked device downloads but waits before installing', async () => {
    const d = await deviceBehind();
    await admin('PUT', `/__mock/flags/devices/${d.uuid}`, { flags: ['update-locked'] });
    await admin('POST', `/__mock/devices/${d.uuid}/update`, { downloadSeconds: 10 });
    await advance(20);
    expect(await live(d.uuid)).toMatchObject({
      updateStatus: 'downloaded',
      update: { phase: 'downloaded', waiting: 'update-locked' },
    });
    await admin('PUT', `/__mock/flags/devices/${d.uuid}`, { flags: [] });
    await advance(6);
    expect((await live(d.uuid)).update).toMatchObject({ phase: 'done' });
  });

  it('400 names the bad field; 404 for an unknown uuid', async () => {
    const d = await deviceBehind();
    const zero = await admin('POST', `/__mock/devices/${d.uuid}/update`, { downloadSeconds: 0 });
    expect(zero.statusCode).toBe(400);
    expect(body<{ error: string }>(zero).error).toMatch(/^Invalid update options: downloadSeconds: /);
    const extra = await admin('POST', `/__mock/devices/${d.uuid}/update`, { release: 'abc' });
    expect(extra.statusCode).toBe(400);
    expect(body<{ error: string }>(extra).error).toContain('release');
    const reason = await admin('POST', `/__mock/devices/${d.uuid}/update/fail`, { reason: '' });
    expect(reason.statusCode).toBe(400);
    expect(body<{ error: string }>(reason).error).toMatch(/^Invalid update failure: reason: /);
    const unknown = '0'.repeat(32);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/update'],
      ['POST', '/update/fail'],
      ['DELETE', '/update/fail'],
    ] as const) {
      const res = await admin(method, `/__mock/devices/${unknown}${path}`);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(body<{ error: string }>(res).error).toBe(`Unknown device '${unknown}'`);
    }
  });
});
