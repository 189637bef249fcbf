/**
 * One call that wires the QA tooling (journal, faults, admin API) into a core's options: the journal interceptor first (its `after`
 * runs last, so it records faulted answers), the fault interceptor (honouring `strict`), then any
 * other interceptors, and the admin routes. Browser-safe: pass `scenarios` from
 * faults/scenario/files.ts on Node.
 */
import type { MockCoreOptions } from '../../deps.ts';
import { faultInterceptor, type FaultInterceptorOptions } from '../../faults/interceptor.ts';
import { journalInterceptor } from '../../journal/capture.ts';
import { mockAdminRouteFactory, type MockAdminOptions } from './routes.ts';
import { journalStreamSockets } from './journal-stream.ts';

export interface WithMockAdminOptions extends MockAdminOptions {
  /** Fault interceptor options besides `strict` (which comes from the core options), e.g. a test `sleep`. */
  faults?: Omit<FaultInterceptorOptions, 'strict'>;
  /** Keep passwords, tokens and API keys in the journal (`--journal-secrets`); redacted by default. */
  journalSecrets?: boolean;
}

/** `createMockCore(withMockAdmin({...options}))`: journal, faults and `/__mock/*` added. */
export function withMockAdmin(options: MockCoreOptions, extra: WithMockAdminOptions = {}): MockCoreOptions {
  const { faults, journalSecrets, ...admin } = extra;
  return {
    ...options,
    interceptors: [
      journalInterceptor({ keepSecrets: journalSecrets }),
      faultInterceptor({ ...faults, strict: options.strict }),
      ...(options.interceptors ?? []),
    ],
    adminRouteFactories: [...(options.adminRouteFactories ?? []), mockAdminRouteFactory(admin)],
    socketFactories: [...(options.socketFactories ?? []), journalStreamSockets],
  };
}
