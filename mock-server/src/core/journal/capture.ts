/**
 * Journal capture, the journal's interceptor: records every API request after it is answered, with the answer's
 * headers and the start of its body, held as sent and cut and redacted when the entry is first read
 * (response.ts).
 * Register it FIRST so its `after` runs last and sees the final (possibly faulted) response.
 * Admin routes (`/__mock/*`) never reach interceptors, so the journal holds only API traffic.
 */
import type { CoreResponse } from '../http.ts';
import type { Interceptor, RequestContext } from '../pipeline/context.ts';
import { appliedFaults } from '../faults/interceptor.ts';
import { journalOf, JOURNAL_BODY_LIMIT_BYTES } from './journal.ts';
import { redactBody, redactPath, redactQuery } from './redact.ts';
import { holdResponse } from './response.ts';

function bodyOf(body: unknown, keepSecrets: boolean): unknown {
  if (body === undefined || body === null) return null;
  if (body instanceof Uint8Array) return { omitted: true, bytes: body.length };
  if (typeof body === 'string')
    return body.length > JOURNAL_BODY_LIMIT_BYTES ? { omitted: true, bytes: body.length } : body;
  // The copy (redacted unless secrets are kept) detaches the entry from the handler's object.
  const copy = keepSecrets ? body : redactBody(body);
  const text = JSON.stringify(copy) ?? '';
  return text.length > JOURNAL_BODY_LIMIT_BYTES ? { omitted: true, bytes: text.length } : (JSON.parse(text) as unknown);
}

export interface JournalInterceptorOptions {
  /** Record passwords, codes, tokens and API keys as sent (default: replaced by `[redacted]`). */
  keepSecrets?: boolean;
}

/** Distinct paths or queries whose redacted form one interceptor remembers before starting over. */
const REDACTED_MEMO_LIMIT = 1024;

/**
 * `redact` with its answers remembered: a client polling the same read sends the same path and query
 * each time, and scanning a 600-character OData query per request was a visible part of recording.
 */
function remembered(redact: (text: string) => string): (text: string) => string {
  let memo = new Map<string, string>();
  return (text) => {
    const known = memo.get(text);
    if (known !== undefined) return known;
    if (memo.size >= REDACTED_MEMO_LIMIT) memo = new Map();
    const out = redact(text);
    memo.set(text, out);
    return out;
  };
}

/** Creates the journal interceptor. */
export function journalInterceptor({ keepSecrets = false }: JournalInterceptorOptions = {}): Interceptor {
  const pathOf = remembered(redactPath);
  const queryOf = remembered(redactQuery);
  return {
    name: 'journal',
    after(ctx: RequestContext, answer: CoreResponse): CoreResponse {
      const { held, res } = holdResponse(answer, ctx.operationId ?? null, keepSecrets);
      journalOf(ctx.world).recordRaw({
        receivedAt: ctx.receivedAt,
        method: ctx.req.method,
        path: keepSecrets ? ctx.req.path : pathOf(ctx.req.path),
        rawQuery: keepSecrets ? ctx.req.rawQuery : queryOf(ctx.req.rawQuery),
        body: bodyOf(ctx.req.body, keepSecrets),
        status: res.body.kind === 'destroy' ? 0 : res.status,
        actor: ctx.actor,
        session: ctx.sessionName,
        operationId: ctx.operationId ?? null,
        resource: ctx.resource ?? null,
        device: ctx.deviceUuid ?? null,
        faults: appliedFaults(ctx),
        response: held,
      });
      return res;
    },
  };
}
