/**
 * Helpers for the billing and support tests: one Fastify test server (small seed, contract-checked
 * 2xx answers, see tests/server/helpers.ts), a private session per test file, persona tokens and
 * organization ids by handle.
 */
import { startTestServer, type TestServer } from '../server/helpers.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { MockClock } from '../../mock-server/src/core/clock.ts';

export interface BillingFixture {
  server: TestServer;
  session: string;
  world: () => World;
  clock: () => MockClock;
  orgId: (handle: string) => number;
  token: (persona: string) => Promise<string>;
  /** Uses a fixed credential for a persona (e.g. the owner's API key where JWT signing is unavailable, as under jsdom). */
  useToken: (persona: string, token: string) => void;
  /** Request as a persona (or anonymously with persona null); returns status, parsed body and raw response. */
  as: (
    persona: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => Promise<{ status: number; json: unknown; raw: import('fastify').LightMyRequestResponse }>;
}

/** A server and session for one test file; the session's clock is frozen at the seed epoch. */
export async function billingFixture(session: string): Promise<BillingFixture> {
  const server = await startTestServer();
  const tokens = new Map<string, string>();
  const world = (): World => server.core.registry.get(session);
  const clock = (): MockClock => world().clock;
  clock().freeze();
  const token = async (persona: string): Promise<string> => {
    if (!tokens.has(persona)) tokens.set(persona, await server.login(persona, session));
    return tokens.get(persona)!;
  };
  const orgId = (handle: string): number => {
    const row = world().store.find('organization', 'handle', handle)[0];
    if (!row) throw new Error(`no organization ${handle}`);
    return row.id;
  };
  const as: BillingFixture['as'] = async (persona, method, url, body) => {
    const raw = await server.req({ method, url, body, session, token: persona ? await token(persona) : undefined });
    const type = String(raw.headers['content-type'] ?? '');
    return { status: raw.statusCode, json: raw.body && type.includes('json') ? JSON.parse(raw.body) : raw.body, raw };
  };
  const useToken = (persona: string, t: string): void => void tokens.set(persona, t);
  return { server, session, world, clock, orgId, token, useToken, as };
}
