/**
 * Pure log-view logic (spec 02 §3 "Log line", §4 "Logs", §9 "Log buffer 5000 lines", log download
 * file names): the bounded buffer, NDJSON chunk parsing, filtering, time formatting, download text.
 */
import { format } from 'date-fns';
import { LOG_BUFFER_MAX } from '../constants.ts';

/** A line on the wire (api-ground-truth §4 "log line shape"). */
export interface WireLogLine {
  message: string;
  createdAt?: number;
  timestamp: number;
  isSystem?: boolean;
  isStdErr?: boolean;
  serviceId?: number;
}

/** A line in the view: a stable sequence number for list keys. */
export interface LogEntry extends WireLogLine {
  seq: number;
}

/** Appends lines and keeps the newest `max` (returns a new array; the old one is not changed). */
export function appendLines(
  prev: readonly LogEntry[],
  incoming: readonly LogEntry[],
  max = LOG_BUFFER_MAX,
): LogEntry[] {
  if (incoming.length === 0) return prev as LogEntry[];
  const all = prev.length + incoming.length <= max ? prev.concat(incoming) : prev.concat(incoming).slice(-max);
  return all;
}

const isLine = (v: unknown): v is WireLogLine =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as WireLogLine).message === 'string' &&
  typeof (v as WireLogLine).timestamp === 'number';

/**
 * Splits an NDJSON chunk: complete lines are parsed, the unfinished tail is carried to the next
 * chunk. Blank lines are the stream's heartbeats and are skipped, as are lines that are not log lines.
 */
export function parseNdjson(carry: string, chunk: string): { lines: WireLogLine[]; carry: string } {
  const text = carry + chunk;
  const parts = text.split('\n');
  const rest = parts.pop() ?? '';
  const lines: WireLogLine[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    try {
      const v: unknown = JSON.parse(trimmed);
      if (isLine(v)) lines.push(v);
    } catch {
      /* a corrupt line is dropped, the stream goes on */
    }
  }
  return { lines, carry: rest };
}

/** Which lines the service selector keeps: all, system lines only, or one service id. */
export type ServiceFilter = 'all' | 'system' | number;

export interface LogFilter {
  text: string;
  service: ServiceFilter;
}

/** True when a line passes the filter (text is case-insensitive, on the message and service name). */
function matchesFilter(
  line: WireLogLine,
  filter: LogFilter,
  serviceName?: (id: number) => string | undefined,
): boolean {
  if (filter.service === 'system' && !line.isSystem) return false;
  if (typeof filter.service === 'number' && line.serviceId !== filter.service) return false;
  const needle = filter.text.trim().toLowerCase();
  if (needle === '') return true;
  if (line.message.toLowerCase().includes(needle)) return true;
  const name = line.serviceId === undefined ? undefined : serviceName?.(line.serviceId);
  return name !== undefined && name.toLowerCase().includes(needle);
}

/** The lines that pass the filter (the same array when nothing filters). */
export function filterLines<T extends WireLogLine>(
  lines: readonly T[],
  filter: LogFilter,
  serviceName?: (id: number) => string | undefined,
): readonly T[] {
  if (filter.service === 'all' && filter.text.trim() === '') return lines;
  return lines.filter((l) => matchesFilter(l, filter, serviceName));
}

const TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss.SSS';

/** A line's time as "yyyy-MM-dd HH:mm:ss.SSS", in UTC or local time (spec 02 §9 log preferences). */
export function formatLogTime(ms: number, utc: boolean): string {
  if (!Number.isFinite(ms)) return '';
  if (!utc) return format(ms, TIME_FORMAT);
  return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}

/** The download file name: lowercase, with the device uuid and a timestamp (spec 02 §9). */
export function logFileName(uuid: string, now: number): string {
  return `logs-${uuid}-${new Date(now).toISOString().replace(/[:.]/g, '-')}.txt`.toLowerCase();
}

/** One text line per log line: time, source, message. */
export function logsAsText(
  lines: readonly WireLogLine[],
  utc: boolean,
  serviceName: (id: number) => string | undefined,
): string {
  return lines
    .map((l) => {
      const source = l.isSystem
        ? 'system'
        : l.serviceId === undefined
          ? ''
          : (serviceName(l.serviceId) ?? String(l.serviceId));
      return `${formatLogTime(l.timestamp, utc)} [${source}] ${l.message}`;
    })
    .join('\n');
}
