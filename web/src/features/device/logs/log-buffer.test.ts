import { describe, expect, it } from 'vitest';
import {
  appendLines,
  filterLines,
  formatLogTime,
  logFileName,
  logsAsText,
  parseNdjson,
  type LogEntry,
} from './log-buffer.ts';
import { at } from '../../../../../tests/present.ts';

const entry = (seq: number, extra: Partial<LogEntry> = {}): LogEntry => ({
  seq,
  message: `line ${seq}`,
  timestamp: seq * 1000,
  isSystem: false,
  serviceId: 1,
  ...extra,
});

describe('log buffer (spec 02 §9 "Log buffer 5000 lines")', () => {
  it('keeps the newest lines up to the limit', () => {
    let buf: LogEntry[] = [];
    for (let i = 0; i < 60; i++) buf = appendLines(buf, [entry(i)], 50);
    expect(buf).toHaveLength(50);
    expect(at(buf, 0).seq).toBe(10);
    expect(at(buf, 49).seq).toBe(59);
  });
  it('defaults to 5000 lines and returns the same array for nothing new', () => {
    const big = Array.from({ length: 5200 }, (_, i) => entry(i));
    const buf = appendLines([], big);
    expect(buf).toHaveLength(5000);
    expect(at(buf, 0).seq).toBe(200);
    expect(appendLines(buf, [])).toBe(buf);
  });
});

describe('NDJSON parsing (api-ground-truth §4 stream)', () => {
  it('carries partial lines, skips heartbeats and junk', () => {
    const a = parseNdjson('', '{"message":"a","timestamp":1}\n\n{"message":"b","times');
    expect(a.lines.map((l) => l.message)).toEqual(['a']);
    const b = parseNdjson(a.carry, 'tamp":2}\nnot json\n{"x":1}\n');
    expect(b.lines.map((l) => l.message)).toEqual(['b']);
    expect(b.carry).toBe('');
  });
});

describe('filter (spec 02 §2 show-logs by service, §9 filter)', () => {
  const lines = [
    entry(1, { message: 'Server listening' }),
    entry(2, { serviceId: 2, message: 'Heartbeat sent' }),
    entry(3, { isSystem: true, serviceId: undefined, message: 'Supervisor starting' }),
  ];
  const names = (id: number) => (id === 1 ? 'main' : id === 2 ? 'mqtt' : undefined);
  it('passes everything without a filter (same array)', () => {
    expect(filterLines(lines, { text: '  ', service: 'all' })).toBe(lines);
  });
  it('filters by text, case-insensitively, on message and service name', () => {
    expect(filterLines(lines, { text: 'HEART', service: 'all' }, names).map((l) => l.seq)).toEqual([2]);
    expect(filterLines(lines, { text: 'mqtt', service: 'all' }, names).map((l) => l.seq)).toEqual([2]);
  });
  it('filters by service and system lines', () => {
    expect(filterLines(lines, { text: '', service: 1 }).map((l) => l.seq)).toEqual([1]);
    expect(filterLines(lines, { text: '', service: 'system' }).map((l) => l.seq)).toEqual([3]);
    expect(filterLines(lines, { text: 'listening', service: 2 })).toEqual([]);
  });
});

describe('time and download (spec 02 §9)', () => {
  it('formats UTC', () =>
    expect(formatLogTime(Date.UTC(2026, 10, 1, 12, 5, 7, 9), true)).toBe('2026-11-01 12:05:07.009'));
  it('names the file in lowercase with uuid and timestamp', () => {
    expect(logFileName('ABCdef', Date.UTC(2026, 10, 1, 12, 0, 0))).toBe('logs-abcdef-2026-11-01t12-00-00-000z.txt');
  });
  it('renders text with source', () => {
    const text = logsAsText([entry(1), entry(2, { isSystem: true, serviceId: undefined })], true, (id) =>
      id === 1 ? 'main' : undefined,
    );
    expect(text.split('\n')[0]).toBe('1970-01-01 00:00:01.000 [main] line 1');
    expect(text.split('\n')[1]).toContain('[system]');
  });
});
