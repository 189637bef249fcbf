/**
 * Shared helpers for the server tests: a core over the `small` seed, a Fastify app built on it,
 * persona login through POST /login_, and a tiny request wrapper for `app.inject`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createMockCore, type MockCore, type MockCoreOptions } from '../../mock-server/src/core/app.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { checkResponse } from './contract.ts';
import { at } from '../present.ts';

export const PERSONA = (key: string): string => `${key}@fleetmock.test`;

export interface TestServer {
  core: MockCore;
  app: FastifyInstance;
  login(persona: string, session?: string): Promise<string>;
  req(opts: ReqOptions): Promise<LightMyRequestResponse>;
}

export interface ReqOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS' | 'HEAD';
  url: string;
  token?: string;
  body?: unknown;
  session?: string;
  headers?: Record<string, string>;
}

/** Builds a core (small scale, seed 42, the pinned epoch) and its Fastify app. */
export async function startTestServer(options: Partial<MockCoreOptions> = {}): Promise<TestServer> {
  const core = createMockCore({
    defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) },
    log: () => {},
    ...options,
  });
  const app = await buildApp({ core });
  const req = async (o: ReqOptions): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.session ? { 'x-mock-session': o.session } : {}),
        ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      },
      payload: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    checkResponse(
      o.method ?? 'GET',
      o.url,
      res.statusCode,
      res.headers['content-type'] as string | undefined,
      o.method === 'HEAD' ? '' : res.body,
    );
    return res;
  };
  const login = async (persona: string, session?: string): Promise<string> => {
    const res = await req({
      method: 'POST',
      url: '/login_',
      body: { username: PERSONA(persona), password: PERSONA_PASSWORD },
      session,
    });
    if (res.statusCode !== 200) throw new Error(`login ${persona} failed: ${res.statusCode}`);
    return res.body;
  };
  return { core, app, login, req };
}

/** Decodes a JWT payload without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(at(token.split('.'), 1), 'base64url').toString('utf8')) as Record<string, unknown>;
}
