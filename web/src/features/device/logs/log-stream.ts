/**
 * Reads the device log stream GET /device/v2/{uuid}/logs?stream=1&count=N (api-ground-truth §4:
 * NDJSON, backlog first, then live lines, bare-newline heartbeats) through the one API client's
 * `parseAs: 'stream'` (web/src/api/device/reads.ts), handing parsed lines to `onLines` chunk by chunk.
 */
import { openLogStream } from '../../../api/device/reads.ts';
import type { DashboardClient } from '../../../api/client.ts';
import { parseNdjson, type WireLogLine } from './log-buffer.ts';

export interface LogStreamOptions {
  uuid: string;
  /** Backlog lines: 100 on the first open, 0 on reconnect (spec 02 §7 "Logs"). */
  count: number;
  signal: AbortSignal;
  onLines: (lines: WireLogLine[]) => void;
  /** Called once the answer's headers arrived (the stream is open). */
  onOpen?: () => void;
  client?: DashboardClient;
}

/** Resolves when the server ends the stream; rejects with ApiError on an error answer or network failure. */
export async function readLogStream({ uuid, count, signal, onLines, onOpen, client }: LogStreamOptions): Promise<void> {
  const body = await openLogStream(uuid, count, signal, client);
  onOpen?.();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let carry = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseNdjson(carry, decoder.decode(value, { stream: true }));
      carry = parsed.carry;
      if (parsed.lines.length) onLines(parsed.lines);
    }
    const tail = parseNdjson(carry, `${decoder.decode()}\n`);
    if (tail.lines.length) onLines(tail.lines);
  } finally {
    reader.releaseLock();
  }
}
