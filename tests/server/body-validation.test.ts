/**
 * Handlers that used to read their JSON body by hand now check it with validateBody against the
 * contract's schema, keeping their own answers: bad input is a 400 naming the problem (or the real
 * API's 401 for a login), never a 500, and the documented forms still pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers.ts';
import { startFaultServer } from '../faults/helpers.ts';
import { REFRESH_BODY_MESSAGE } from '../../mock-server/src/core/auth/routes.ts';
import { ACCESS_BODY_MESSAGE } from '../../mock-server/src/core/handlers/resources/respond.ts';
import { CAPTCHA_NOT_VERIFIED } from '../../mock-server/src/core/handlers/account/constants.ts';
import { first } from '../present.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  // With the admin API, for the world-session route.
  s = await startFaultServer();
  owner = await s.login('owner');
});

describe('bodies through validateBody', () => {
  it('/login_: a body that is not {username, password} is 401 like bad credentials', async () => {
    for (const body of [['x'], { username: 5, password: 'p' }, { username: 'owner@fleetmock.test' }, 'text'])
      expect((await s.req({ method: 'POST', url: '/login_', body })).statusCode).toBe(401);
  });

  it('refresh-token: no body is fine, a body that is not the documented object is 400', async () => {
    expect((await s.req({ method: 'POST', url: '/user/v1/refresh-token', token: owner })).statusCode).toBe(200);
    for (const body of [['x'], { password: 5 }]) {
      const res = await s.req({ method: 'POST', url: '/user/v1/refresh-token', token: owner, body });
      expect([res.statusCode, res.json()]).toEqual([400, REFRESH_BODY_MESSAGE]);
    }
  });

  it('canAccess: one of action or method, the method in any case', async () => {
    const device = first(s.core.registry.get().store.all('device'));
    const url = `/v7/device(${device.id})/canAccess`;
    const lower = await s.req({ method: 'POST', url, token: owner, body: { method: 'get' } });
    expect(lower.json()).toEqual({ d: [{ id: device.id }] });
    for (const body of [{}, { method: 'FETCH' }, { action: 5 }, { action: 'x', method: 'GET' }]) {
      const res = await s.req({ method: 'POST', url, token: owner, body });
      expect([res.statusCode, res.json()]).toEqual([400, ACCESS_BODY_MESSAGE]);
    }
  });

  it('password-reset request: no captcha answer is the captcha error', async () => {
    const res = await s.req({ method: 'POST', url: '/user/reset-password/owner%40fleetmock.test', body: {} });
    expect([res.statusCode, res.json()]).toEqual([400, CAPTCHA_NOT_VERIFIED]);
  });

  it('buildFromUrl: the project URL is required', async () => {
    const url = '/v3/buildFromUrl?headless=true&owner=acme&app=smart-lights';
    for (const body of [{}, { url: 5 }, { url: '  ' }]) {
      const res = await s.req({ method: 'POST', url, token: owner, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.stringContaining('"url"') });
    }
  });

  it('loading a world session: unknown keys, a bad name and a missing world are 400 naming them', async () => {
    const load = (body: unknown) => s.req({ method: 'POST', url: '/__mock/sessions', body });
    const extra = await load({ world: {}, colour: 'blue' });
    expect([extra.statusCode, extra.json().error]).toEqual([400, expect.stringContaining('colour')]);
    const name = await load({ name: 'no spaces', world: {} });
    expect([name.statusCode, name.json().error]).toEqual([400, expect.stringContaining('name')]);
    const missing = await load({ name: 'ok' });
    expect(missing.json().error).toBe('Invalid world session: world: a world file is required');
  });
});
