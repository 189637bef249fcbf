/**
 * The journal interceptor (issue 5 "journal"): records every API request after it is answered.
 * Register it FIRST so its `after` runs last and sees the final (possibly faulted) response.
 * Admin routes (`/__mock/*`) never reach interceptors, so the journal holds only API traffic.
 */
import type { CoreResponse } from '../http.ts';
import type { Interceptor, RequestContext } from '../pipeline/context.ts';
import { appliedFaults } from '../faults/interceptor.ts';
import { journalOf, JOURNAL_BODY_LIMIT_BYTES } from './journal.ts';

function bodyOf(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (body instanceof Uint8Array) return { omitted: true, bytes: body.length };
  if (typeof body === 'string') return body.length > JOURNAL_BODY_LIMIT_BYTES ? { omitted: true, bytes: body.length } : body;
  const text = JSON.stringify(body) ?? '';
  return text.length > JOURNAL_BODY_LIMIT_BYTES ? { omitted: true, bytes: text.length } : (JSON.parse(text) as unknown);
}

/** Creates the journal interceptor. */
export function journalInterceptor(): Interceptor {
  return {
    name: 'journal',
    after(ctx: RequestContext, res: CoreResponse): CoreResponse {
      journalOf(ctx.world).recordRaw({
        receivedAt: ctx.receivedAt,
        method: ctx.req.method,
        path: ctx.req.path,
        rawQuery: ctx.req.rawQuery,
        body: bodyOf(ctx.req.body),
        status: res.body.kind === 'destroy' ? 0 : res.status,
        actor: ctx.actor,
        session: ctx.sessionName,
        operationId: ctx.operationId ?? null,
        resource: ctx.resource ?? null,
        device: ctx.deviceUuid ?? null,
        faults: appliedFaults(ctx),
      });
      return res;
    },
  };
}
