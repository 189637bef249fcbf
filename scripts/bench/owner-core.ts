/**
 * The mock core alone (no HTTP), seeded like `npm run mock -- --devices N` on the pinned epoch, with
 * the owner signed in: what the core-level benchmarks measure against.
 */
import { createMockCore, type MockCore } from '../../mock-server/src/core/app.ts';
import { coreOptionsFrom } from '../../mock-server/src/fastify/server.ts';
import type { CoreRequest } from '../../mock-server/src/core/http.ts';
import { splitUrl } from '../../mock-server/src/core/pipeline/body.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';

export type BenchRequest = (
  method: CoreRequest['method'],
  url: string,
  headers?: Record<string, string>,
  body?: unknown,
) => CoreRequest;

export interface OwnerCore {
  core: MockCore;
  /** Builds a core request the way the Fastify adapter does. */
  request: BenchRequest;
  /** The owner's bearer header. */
  auth: Record<string, string>;
}

/** Seeds a core with `devices` devices in one fleet and signs the owner in. */
export async function ownerCore(devices: number): Promise<OwnerCore> {
  const core = createMockCore(
    coreOptionsFrom({
      port: 0,
      host: '127.0.0.1',
      seed: 42,
      scale: 'demo',
      devices,
      epoch: Date.parse(PINNED_EPOCH),
      simulation: false,
      strict: true,
    }),
  );
  const request: BenchRequest = (method, url, headers = {}, body) => ({
    method,
    ...splitUrl(url),
    headers: { host: '127.0.0.1', ...headers },
    body,
    ip: '127.0.0.1',
  });
  const login = await core.handle(
    request(
      'POST',
      '/login_',
      { 'content-type': 'application/json' },
      { username: 'owner@fleetmock.test', password: PERSONA_PASSWORD },
    ),
  );
  if (login.body.kind !== 'text') throw new Error(`login failed: ${login.status}`);
  return { core, request, auth: { authorization: `Bearer ${login.body.value}` } };
}
