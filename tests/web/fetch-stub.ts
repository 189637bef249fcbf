/**
 * For tests: a recorded `fetch`. `stubFetch(respond)` replaces the global fetch (undo it with
 * `vi.unstubAllGlobals()`); every request is recorded as method, decoded path with its query, and
 * JSON body, then answered by `respond`.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** Path and query, percent-decoded: `/v7/device?$filter=…`. */
  path: string;
  body: unknown;
}

/** A JSON response as the API sends it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch; returns the list the calls are recorded in, in order. */
export function stubFetch(respond: (call: RecordedCall) => Response): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = await req.text();
    const url = new URL(req.url);
    const call: RecordedCall = {
      method: req.method,
      path: decodeURIComponent(url.pathname + url.search),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  return calls;
}
