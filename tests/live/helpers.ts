/** Helpers for the live-side tests: a core, requests through `core.handle`, an online device of the owner. */
import { createMockCore, type MockCore } from '../../mock-server/src/core/app.ts';
import type { CoreRequest, CoreResponse } from '../../mock-server/src/core/http.ts';
import { OWNER_API_KEY, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import type { StoredRow } from '../../mock-server/src/core/store/rows.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { MockClock } from '../../mock-server/src/core/clock.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mock-server/src/fastify/app.ts';

export { OWNER_API_KEY };

/** Sends a request through the core as the owner (or with `token`). */
export function call(
  core: MockCore,
  session: string,
  method: CoreRequest['method'],
  url: string,
  body?: unknown,
  token: string | null = OWNER_API_KEY,
): Promise<CoreResponse> {
  // split() always gives at least one piece, so the path's default never applies.
  const [path = '', rawQuery = ''] = url.split('?');
  return core.handle({
    method,
    path,
    rawQuery,
    headers: { 'x-mock-session': session, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    ip: '127.0.0.1',
  });
}

/** The JSON (or text) value of a core response. */
export function valueOf(res: CoreResponse): unknown {
  const b = res.body;
  return b.kind === 'json' || b.kind === 'text' ? b.value : undefined;
}

/** A fresh core and the world of `session`, its clock frozen at the pinned epoch. */
export function setup(session: string): { core: MockCore; world: World; clock: MockClock } {
  const core = createMockCore({ defaults: { seed: 42, scale: 'demo', epoch: Date.parse(PINNED_EPOCH) } });
  const world = core.registry.get(session);
  if (!(world.clock instanceof MockClock)) throw new Error('expected a MockClock');
  // Frozen at the seed's start exactly: two setups see the same instant however long seeding took.
  world.clock.freeze(Date.parse(PINNED_EPOCH));
  return { core, world, clock: world.clock };
}

/** Online devices the owner can proxy to (answering 200 to /supervisor/ping). */
export async function ownerOnlineDevices(
  core: MockCore,
  world: World,
  session: string,
  max = 3,
): Promise<StoredRow<'device'>[]> {
  const out: StoredRow<'device'>[] = [];
  for (const d of world.store.all('device')) {
    if (d.is_connected_to_vpn !== true) continue;
    const res = await call(core, session, 'POST', '/supervisor/ping', { uuid: d.uuid });
    if (res.status === 200) out.push(d);
    if (out.length >= max) break;
  }
  return out;
}

/** The Fastify adapter over `core`, listening on a free loopback port (stream and websocket tests). */
export async function listenOnLoopback(core: MockCore): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ core });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, port: typeof addr === 'object' && addr ? addr.port : 0 };
}
