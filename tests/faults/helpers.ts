/**
 * A test server with the QA pieces (journal, faults, admin API) wired through `withMockAdmin` (journal interceptor first so
 * it sees faulted answers, then the fault interceptor, then the admin routes with the shipped
 * scenario library; scenario routes are checked against the contract's operations).
 */
import { startTestServer, type TestServer } from '../server/helpers.ts';
import type { MockCoreOptions } from '../../mock-server/src/core/app.ts';
import type { FaultInterceptorOptions } from '../../mock-server/src/core/faults/index.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { shippedScenarios } from '../../mock-server/src/core/handlers/mock-admin/node-startup.ts';
import type { MockCore } from '../../mock-server/src/core/app.ts';
import type { CoreRequest, CoreResponse } from '../../mock-server/src/core/http.ts';

export type { TestServer };

export interface FaultTestOptions extends FaultInterceptorOptions {
  core?: Partial<MockCoreOptions>;
}

/** Builds the server the way the CLI does (withMockAdmin); `strict` and `sleep` go to the fault interceptor. */
export async function startFaultServer(options: FaultTestOptions = {}): Promise<TestServer> {
  return startTestServer(
    withMockAdmin(
      { strict: options.strict, ...options.core },
      { faults: { sleep: options.sleep }, scenarios: shippedScenarios },
    ),
  );
}

/** JSON body of an inject response. */
export const body = <T = Record<string, unknown>>(res: { body: string }): T => JSON.parse(res.body) as T;

/** Runs a request straight through `core.handle` (for answers an HTTP client cannot see, e.g. `destroy`). */
export function handle(
  core: MockCore,
  method: CoreRequest['method'],
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown; session?: string; token?: string } = {},
): Promise<CoreResponse> {
  // split() always gives at least one piece, so the path's default never applies.
  const [path = '', rawQuery = ''] = url.split('?');
  return core.handle({
    method,
    path,
    rawQuery,
    headers: {
      ...(opts.session ? { 'x-mock-session': opts.session } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body,
    ip: '127.0.0.1',
  });
}

/** A sleep that records requested delays and resolves at once. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

/**
 * `app.inject` without the contract check of tests/server/helpers.ts, for answers a fault makes
 * deliberately off-contract (an empty 200 body).
 */
export function rawInject(s: TestServer, url: string, headers: Record<string, string> = {}, session?: string) {
  return s.app.inject({
    method: 'GET',
    url,
    headers: { ...(session ? { 'x-mock-session': session } : {}), ...headers },
  });
}
