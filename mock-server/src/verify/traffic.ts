/**
 * Recorded traffic as Exchanges: a session's journal (`GET /__mock/journal` saved to a file: the
 * `{entries: [...]}` answer or its array) or a HAR 1.2 file (browser devtools "Save all as HAR",
 * Playwright `recordHar`). Anything else is a TrafficError saying what was expected.
 */
import type { Exchange } from './contract.ts';

export class TrafficError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A body as text: JSON when it parses and the type says JSON (or is unknown), else the text itself. */
export function parseBody(text: string | undefined, contentType: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  if (!contentType || /json/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of search) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function fromJournal(entries: unknown[]): Exchange[] {
  return entries.map((e, i) => {
    if (!isRecord(e) || typeof e.method !== 'string' || typeof e.path !== 'string' || typeof e.status !== 'number') {
      throw new TrafficError(`journal entry ${i}: expected method, path and status (a GET /__mock/journal answer)`);
    }
    return {
      method: e.method,
      path: e.path,
      query: isRecord(e.query) ? (e.query as Record<string, string | string[]>) : {},
      requestBody: e.body === null ? undefined : e.body,
      status: e.status,
      source: `journal seq ${typeof e.seq === 'number' ? e.seq : i + 1}`,
    };
  });
}

interface HarEntry {
  request: { method: string; url: string; postData?: { mimeType?: string; text?: string } };
  response: { status: number; content?: { mimeType?: string; text?: string; encoding?: string } };
}

function fromHar(entries: unknown[], origin: string | undefined): Exchange[] {
  const out: Exchange[] = [];
  entries.forEach((raw, i) => {
    const e = raw as HarEntry;
    if (!isRecord(e) || !isRecord(e.request) || !isRecord(e.response) || typeof e.request.url !== 'string') {
      throw new TrafficError(`HAR entry ${i}: expected request.url and response.status`);
    }
    const url = new URL(e.request.url);
    if (origin !== undefined && url.origin !== origin) return;
    const content = e.response.content;
    const text = content?.encoding === 'base64' ? undefined : content?.text;
    out.push({
      method: e.request.method,
      path: url.pathname,
      query: queryOf(url.searchParams),
      requestBody: parseBody(e.request.postData?.text, e.request.postData?.mimeType),
      status: e.response.status,
      responseBody: parseBody(text, content?.mimeType),
      responseContentType: content?.mimeType,
      source: `HAR entry ${i + 1}`,
    });
  });
  return out;
}

/**
 * Exchanges of a parsed recording. `origin` keeps only HAR requests to that origin (a browser's HAR
 * also holds the page's scripts and images); by default every request is checked.
 */
export function exchangesOf(data: unknown, origin?: string): Exchange[] {
  if (Array.isArray(data)) return fromJournal(data);
  if (isRecord(data) && Array.isArray(data.entries)) return fromJournal(data.entries);
  if (isRecord(data) && isRecord(data.log) && Array.isArray(data.log.entries)) return fromHar(data.log.entries, origin);
  throw new TrafficError(
    'expected a journal (GET /__mock/journal: {"entries": [...]}) or a HAR file ({"log": {"entries": [...]}})',
  );
}
