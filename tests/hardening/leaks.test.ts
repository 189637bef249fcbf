/**
 * Cross-tenant leaks over HTTP: foreign keys in writes must point at rows the caller may read (a
 * device key moving its device into another organization's fleet, free@ pinning its device to
 * acme's release), invitees are visible to the inviting side's administrators only, and the
 * terminal's service target needs `ssh` like the host target.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FOREIGN_KEY_MESSAGE } from '../../mock-server/src/core/store/errors.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { first } from '../present.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const d = <T = Record<string, unknown>>(res: { body: string }): T[] => (JSON.parse(res.body) as { d: T[] }).d;

beforeAll(async () => {
  s = await startTestServer();
  for (const p of ['owner', 'free', 'observer', 'developer', 'member']) tokens[p] = await s.login(p);
});
afterAll(() => s.app.close());

async function orgId(handle: string): Promise<number> {
  return first(
    d<{ id: number }>(
      await s.req({ url: `/v7/organization?$select=id&$filter=handle eq '${handle}'`, token: tokens.owner }),
    ),
  ).id;
}

describe('foreign keys in writes', () => {
  test("a device API key cannot move its device into another organization's fleet", async () => {
    const device = first(
      d<{ id: number; belongs_to__application: { __id: number } }>(
        await s.req({ url: '/v7/device?$select=id,belongs_to__application&$top=1', token: tokens.free }),
      ),
    );
    const key = await s.req({
      method: 'POST',
      url: `/api-key/device/${device.id}/device-key`,
      token: tokens.free,
      body: {},
    });
    expect(key.statusCode).toBe(200);
    const deviceKey = JSON.parse(key.body) as string;
    const acme = await orgId('acme');
    const acmeFleet = first(
      d<{ id: number }>(
        await s.req({ url: `/v7/application?$select=id&$filter=organization eq ${acme}&$top=1`, token: tokens.owner }),
      ),
    );
    const res = await s.req({
      method: 'PATCH',
      url: `/v7/device(${device.id})`,
      token: deviceKey,
      body: { belongs_to__application: acmeFleet.id },
    });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toBe(FOREIGN_KEY_MESSAGE);
    const after = d<{ belongs_to__application: { __id: number } }>(
      await s.req({ url: `/v7/device(${device.id})?$select=belongs_to__application`, token: tokens.free }),
    );
    expect(first(after).belongs_to__application.__id).toBe(device.belongs_to__application.__id);
  });

  test("free@ cannot pin its device to acme's release it cannot read; its own fleet's release works", async () => {
    const device = first(
      d<{ id: number; belongs_to__application: { __id: number } }>(
        await s.req({ url: '/v7/device?$select=id,belongs_to__application&$top=1', token: tokens.free }),
      ),
    );
    const acme = await orgId('acme');
    const acmeRelease = first(
      d<{ id: number }>(
        await s.req({
          url: `/v7/release?$select=id&$filter=belongs_to__application/any(a:a/organization eq ${acme})&$top=1`,
          token: tokens.owner,
        }),
      ),
    );
    expect(d(await s.req({ url: `/v7/release(${acmeRelease.id})`, token: tokens.free }))).toEqual([]);
    const res = await s.req({
      method: 'PATCH',
      url: `/v7/device(${device.id})`,
      token: tokens.free,
      body: { is_pinned_on__release: acmeRelease.id },
    });
    expect(res.statusCode).toBe(409);
    const pinned = d<{ is_pinned_on__release: unknown }>(
      await s.req({ url: `/v7/device(${device.id})?$select=is_pinned_on__release`, token: tokens.free }),
    );
    expect(first(pinned).is_pinned_on__release).not.toEqual({ __id: acmeRelease.id });
    const own = d<{ id: number }>(
      await s.req({
        url: `/v7/release?$select=id&$filter=belongs_to__application eq ${device.belongs_to__application.__id}&$top=1`,
        token: tokens.free,
      }),
    );
    if (own.length) {
      const ok = await s.req({
        method: 'PATCH',
        url: `/v7/device(${device.id})`,
        token: tokens.free,
        body: { is_pinned_on__release: first(own).id },
      });
      expect(ok.statusCode).toBe(200);
    }
  });
});

describe('invitees', () => {
  test("only the inviting side's administrators see invitees and invites", async () => {
    const all = d<{ id: number; email: string }>(await s.req({ url: '/v7/invitee', token: tokens.owner }));
    expect(all.length).toBeGreaterThan(0);
    for (const p of ['free', 'observer', 'member', 'developer']) {
      expect(d(await s.req({ url: '/v7/invitee', token: tokens[p] })), p).toEqual([]);
      const viaExpand = d<{ invitee: unknown[] }>(
        await s.req({ url: '/v7/organization_invite?$expand=invitee', token: tokens[p] }),
      );
      expect(
        viaExpand.flatMap((i) => i.invitee),
        p,
      ).toEqual([]);
      const appInvites = d<{ invitee: unknown[] }>(
        await s.req({ url: '/v7/application_invite?$expand=invitee', token: tokens[p] }),
      );
      expect(
        appInvites.flatMap((i) => i.invitee),
        p,
      ).toEqual([]);
    }
  });
});

describe('terminal service target', () => {
  interface WebSocket {
    on(event: string, cb: (arg: never) => void): void;
    send(data: string): void;
    close(): void;
  }
  const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => WebSocket;

  test('observer@ (no ssh) gets unauthorized for a service shell, as for the host', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (s.app.server.address() as AddressInfo).port;
    const device = first(
      d<{ uuid: string }>(
        await s.req({
          url: '/v7/device?$select=uuid&$filter=is_online eq true and device_tag/any(t:1 eq 1) or is_online eq true&$top=1',
          token: tokens.observer,
        }),
      ),
    );
    for (const target of ['host', 'service']) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/terminal/v1/ws`);
      const events: string[] = [];
      const done = new Promise<void>((resolve) => {
        ws.on('message', (m: Buffer) => {
          const f = JSON.parse(String(m)) as { event: string };
          events.push(f.event);
          if (f.event === 'authenticated')
            ws.send(
              JSON.stringify({
                event: 'ssh connect',
                data: { uuid: device.uuid, target, serviceName: 'main', cols: 80, rows: 24 },
              }),
            );
          if (['unauthorized', 'ssh spawning', 'ssh disconnect', 'error'].includes(f.event)) resolve();
        });
        ws.on('close', () => resolve());
      });
      ws.on('open', () => ws.send(JSON.stringify({ event: 'authentication', data: { token: tokens.observer } })));
      await done;
      ws.close();
      expect(events, target).toContain('unauthorized');
      expect(events, target).not.toContain('ssh spawning');
    }
  });
});
