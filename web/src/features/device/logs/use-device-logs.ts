/**
 * The live log state of one device (spec 02 §4 "Logs", §7 "logs.subscribe(uuid, count 100 first, 0
 * on reconnect)"): 100 history lines then live lines into a 5,000-line buffer; reconnect 1 s after an
 * error or end, at least 10 s after a network error or a 503; "No logs yet" after 3 s with nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/errors.ts';
import {
  LOG_EMPTY_AFTER_MS,
  LOG_HISTORY_COUNT,
  LOG_RECONNECT_MS,
  LOG_RECONNECT_NETWORK_MS,
  LOG_RENDER_BATCH_MS,
} from '../constants.ts';
import { appendLines, type LogEntry, type WireLogLine } from './log-buffer.ts';
import { readLogStream } from './log-stream.ts';

type LogsStatus = 'connecting' | 'live' | 'reconnecting';

/** The wait before re-opening the stream after `error` (undefined: the stream ended normally). */
export function reconnectDelay(error: unknown): number {
  if (isApiError(error) && (error.status === 0 || error.status === 503)) return LOG_RECONNECT_NETWORK_MS;
  return LOG_RECONNECT_MS;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(id);
      resolve();
    });
  });

export interface DeviceLogs {
  lines: LogEntry[];
  status: LogsStatus;
  /** LOG_EMPTY_AFTER_MS passed since the view opened. */
  waited: boolean;
  clear: () => void;
}

export function useDeviceLogs(uuid: string, enabled: boolean): DeviceLogs {
  const [lines, setLines] = useState<LogEntry[]>([]);
  const [status, setStatus] = useState<LogsStatus>('connecting');
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    let seq = 0;
    let pending: LogEntry[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      flushTimer = null;
      const batch = pending;
      pending = [];
      setLines((prev) => appendLines(prev, batch));
    };
    const onLines = (incoming: WireLogLine[]) => {
      for (const l of incoming) pending.push({ ...l, seq: seq++ });
      flushTimer ??= setTimeout(flush, LOG_RENDER_BATCH_MS);
    };
    const emptyTimer = setTimeout(() => setWaited(true), LOG_EMPTY_AFTER_MS);
    setLines([]);
    setWaited(false);
    setStatus('connecting');
    void (async () => {
      let opened = false;
      while (!signal.aborted) {
        let delay = LOG_RECONNECT_MS;
        try {
          await readLogStream({
            uuid,
            count: opened ? 0 : LOG_HISTORY_COUNT,
            signal,
            onLines,
            onOpen: () => {
              opened = true;
              setStatus('live');
            },
          });
        } catch (error) {
          if (signal.aborted) return;
          delay = reconnectDelay(error);
        }
        if (signal.aborted) return;
        setStatus('reconnecting');
        await wait(delay, signal);
      }
    })();
    return () => {
      controller.abort();
      clearTimeout(emptyTimer);
      if (flushTimer) clearTimeout(flushTimer);
    };
  }, [uuid, enabled]);

  const clear = useCallback(() => setLines([]), []);
  return { lines, status, waited, clear };
}
