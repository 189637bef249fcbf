/**
 * A small route matcher for RouteDef patterns: literal segments, `:param` segments and a trailing
 * `*` wildcard (param `*`, the rest of the path still percent-encoded). Literal routes win over
 * parametric ones, which win over wildcards; among equals the first registered wins.
 */
import type { HttpMethod } from '../http.ts';
import type { RouteDef } from '../router.ts';

interface Compiled<T> {
  route: T;
  methods: ReadonlySet<HttpMethod>;
  segments: readonly string[];
  wildcard: boolean;
  /** Lower is more specific. */
  rank: number;
}

export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

/** Percent-decodes a path segment; a malformed escape keeps the raw text instead of throwing. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function compile<T extends Pick<RouteDef, 'method' | 'path'>>(route: T, order: number): Compiled<T> {
  const wildcard = route.path.endsWith('*');
  const base = wildcard ? route.path.slice(0, -1) : route.path;
  const segments = base.split('/').filter((s, i, all) => s !== '' || (i > 0 && i === all.length - 1 && !wildcard));
  const params = segments.filter((s) => s.startsWith(':')).length;
  const methods = new Set<HttpMethod>(Array.isArray(route.method) ? route.method : [route.method as HttpMethod]);
  return { route, methods, segments, wildcard, rank: (wildcard ? 1_000_000 : 0) + params * 1000 + order / 1e6 };
}

/** Matches method + path against a fixed list of routes. */
export class RouteMatcher<T extends Pick<RouteDef, 'method' | 'path'>> {
  private readonly compiled: Compiled<T>[];
  private readonly literal = new Map<string, Compiled<T>[]>();

  constructor(routes: readonly T[]) {
    this.compiled = routes.map((r, i) => compile(r, i)).sort((a, b) => a.rank - b.rank);
    for (const c of this.compiled) {
      if (c.wildcard || c.segments.some((s) => s.startsWith(':'))) continue;
      const key = '/' + c.segments.join('/');
      this.literal.set(key, [...(this.literal.get(key) ?? []), c]);
    }
  }

  /** The best route for this method and path, or undefined. `allowedMethods` lists methods of path-only matches. */
  match(method: HttpMethod, path: string): RouteMatch<T> | undefined {
    const literal = this.literal.get(path);
    const hit = literal?.find((c) => c.methods.has(method));
    if (hit) return { route: hit.route, params: {} };
    const parts = path.split('/').slice(1);
    for (const c of this.compiled) {
      if (!c.methods.has(method)) continue;
      const params = matchSegments(c, parts);
      if (params) return { route: c.route, params };
    }
    return undefined;
  }

  /** True when some route matches the path with any method (for 405-style decisions). */
  matchesPath(path: string): boolean {
    const parts = path.split('/').slice(1);
    return this.compiled.some((c) => matchSegments(c, parts) !== undefined);
  }
}

function matchSegments<T>(c: Compiled<T>, parts: readonly string[]): Record<string, string> | undefined {
  const n = c.segments.length;
  if (c.wildcard ? parts.length < n : parts.length !== n) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const seg = c.segments[i];
    const part = parts[i];
    if (seg.startsWith(':')) {
      if (part === '') return undefined;
      params[seg.slice(1)] = safeDecode(part);
    } else if (seg !== part) return undefined;
  }
  if (c.wildcard) params['*'] = parts.slice(n).join('/');
  return params;
}
