/**
 * Helpers for the identity tests: the shared test server (small seed, responses checked against the
 * contract), a fresh session per test, and small readers for redirects and pages.
 */
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type ReqOptions, type TestServer } from '../server/helpers.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { MockClock } from '../../mock-server/src/core/clock.ts';

export { PERSONA, jwtPayload } from '../server/helpers.ts';

let counter = 0;

export interface IdentityEnv {
  server: TestServer;
  session: string;
  world: World;
  clock: MockClock;
  req(o: Omit<ReqOptions, 'session'>): Promise<LightMyRequestResponse>;
  login(persona: string): Promise<string>;
}

/** A server (shared per file) and a fresh world with a frozen clock. */
export async function identityEnv(server?: TestServer): Promise<IdentityEnv> {
  const s = server ?? (await startTestServer());
  const session = `identity-${++counter}-${Date.now()}`;
  const world = s.core.registry.get(session);
  if (!(world.clock instanceof MockClock)) throw new Error('expected a MockClock');
  world.clock.freeze();
  return {
    server: s,
    session,
    world,
    clock: world.clock,
    req: (o) => s.req({ ...o, session }),
    login: (persona) => s.login(persona, session),
  };
}

/** The Location header of a redirect, parsed against a dummy origin. */
export function location(res: LightMyRequestResponse): URL {
  const loc = res.headers.location;
  if (typeof loc !== 'string') throw new Error(`no Location (status ${res.statusCode}): ${res.body.slice(0, 200)}`);
  return new URL(loc, 'http://mock.invalid');
}

/** The path + query of a URL (for the next request through inject). */
export const pathOf = (url: URL): string => `${url.pathname}${url.search}`;

/** The JSON value of a response body. */
export const bodyJson = (res: LightMyRequestResponse): unknown => JSON.parse(res.body);
