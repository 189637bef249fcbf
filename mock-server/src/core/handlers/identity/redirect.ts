/**
 * Where the mock's provider pages send the browser back to: the dashboard origin the flow started
 * from (the Referer of the first navigation, carried through the pages), or the mock's own origin
 * when the dashboard is served by the mock (`--dist`). Only http(s) origins are accepted.
 */
import type { CoreRequest, CoreResponse } from '../../http.ts';

/** The origin of an http(s) URL, or '' when the text is not one. */
export function httpOrigin(text: string | undefined | null): string {
  if (!text) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** The dashboard origin a browser flow starts from: Referer, else Origin, else '' (same origin). */
export const startOrigin = (req: CoreRequest): string =>
  httpOrigin(req.headers.referer) || httpOrigin(req.headers.origin);

/** 302 to `location` with an empty body. */
export const redirect = (location: string): CoreResponse => ({
  status: 302,
  headers: { location, 'cache-control': 'no-store' },
  body: { kind: 'empty' },
});

/** `origin + path + ?query` (origin '' keeps the URL relative to the mock). */
export function withQuery(origin: string, path: string, query: Record<string, string | undefined>): string {
  const qs = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
  const s = qs.toString();
  return `${origin}${path}${s ? `?${s}` : ''}`;
}

/** True for a browser page navigation (Accept prefers HTML); API clients send `*\/*` or JSON. */
export const isPageNavigation = (req: CoreRequest): boolean => /text\/html/i.test(req.headers.accept ?? '');
