/**
 * Answers the contract documents, over HTTP: `/user/v1/refresh-token` takes an optional object body
 * and refuses anything else with 400 (an array was accepted).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFRESH_BODY_MESSAGE } from '../../mock-server/src/core/auth/routes.ts';
import { startTestServer, type TestServer } from '../server/helpers.ts';

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = await s.login('owner');
});
afterAll(() => s.app.close());

describe('refresh-token body', () => {
  test('non-object bodies get 400; no body and an object body get a token', async () => {
    for (const body of [['fleetmock-demo'], 'fleetmock-demo', 42, true]) {
      const res = await s.req({ method: 'POST', url: '/user/v1/refresh-token', token: owner, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(res.body)).toBe(REFRESH_BODY_MESSAGE);
    }
    expect((await s.req({ method: 'POST', url: '/user/v1/refresh-token', token: owner })).statusCode).toBe(200);
    expect((await s.req({ method: 'POST', url: '/user/v1/refresh-token', token: owner, body: {} })).statusCode).toBe(
      200,
    );
    expect((await s.req({ url: '/user/v1/refresh-token', token: owner })).statusCode).toBe(200);
  });
});
