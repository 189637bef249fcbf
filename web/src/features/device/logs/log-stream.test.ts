import { describe, expect, it } from 'vitest';
import { createDashboardClient } from '../../../api/client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { readLogStream } from './log-stream.ts';
import { reconnectDelay } from './use-device-logs.ts';
import { LOG_RECONNECT_MS, LOG_RECONNECT_NETWORK_MS } from '../constants.ts';
import type { WireLogLine } from './log-buffer.ts';
import { at } from '../../../../../tests/present.ts';

/** A client whose fetch answers with the given chunks as an NDJSON stream (or an error status). */
function client(chunks: string[], status = 200) {
  const seen: Request[] = [];
  const fetchImpl = async (input: Request) => {
    seen.push(input);
    if (status !== 200)
      return new Response(JSON.stringify('No such device'), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(enc.encode(chunk));
        c.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  };
  return {
    seen,
    api: createDashboardClient({
      baseUrl: 'http://api.test',
      fetch: fetchImpl,
      getToken: () => 'tok',
      sleep: async () => {},
    }),
  };
}

describe('log stream through the API client (api-ground-truth §4; spec 02 §7 "Logs")', () => {
  it('asks for stream=1 with the count and hands over lines across chunk borders', async () => {
    const { api, seen } = client([
      '{"message":"a","timestamp":1}\n{"mess',
      'age":"b","timestamp":2}\n\n',
      '{"message":"c","timestamp":3}',
    ]);
    const got: WireLogLine[] = [];
    let opened = false;
    await readLogStream({
      uuid: 'abc',
      count: 100,
      signal: new AbortController().signal,
      onLines: (l) => got.push(...l),
      onOpen: () => (opened = true),
      client: api,
    });
    expect(at(seen, 0).url).toBe('http://api.test/device/v2/abc/logs?stream=1&count=100');
    expect(at(seen, 0).headers.get('authorization')).toBe('Bearer tok');
    expect(opened).toBe(true);
    expect(got.map((l) => l.message)).toEqual(['a', 'b', 'c']);
  });

  it('rejects with ApiError on an error answer', async () => {
    const { api } = client([], 404);
    await expect(
      readLogStream({ uuid: 'x', count: 0, signal: new AbortController().signal, onLines: () => {}, client: api }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('waits 1 s after an error, 10 s after a network error or a 503 (spec 02 §4)', () => {
    expect(reconnectDelay(new ApiError({ status: 404, body: 'x' }))).toBe(LOG_RECONNECT_MS);
    expect(reconnectDelay(new ApiError({ status: 503, body: 'x' }))).toBe(LOG_RECONNECT_NETWORK_MS);
    expect(reconnectDelay(new ApiError({ status: 0, body: undefined, code: 'NetworkError' }))).toBe(
      LOG_RECONNECT_NETWORK_MS,
    );
    expect(reconnectDelay(undefined)).toBe(LOG_RECONNECT_MS);
  });
});
