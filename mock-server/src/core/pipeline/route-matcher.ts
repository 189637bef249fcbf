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

/** A route whose first segment is a parameter or the wildcard can match any first segment. */
const firstIsDynamic = <T>(c: Compiled<T>): boolean => {
  const [first] = c.segments;
  return first === undefined || first.startsWith(':');
};

/** Matches method + path against a fixed list of routes. */
export class RouteMatcher<T extends Pick<RouteDef, 'method' | 'path'>> {
  private readonly compiled: Compiled<T>[];
  private readonly literal = new Map<string, Compiled<T>[]>();
  /**
   * Non-literal routes that can match a path by its first segment, in rank order (the routes starting
   * with that literal plus every dynamic-first one): `/v7/device` tries a handful, not every route.
   */
  private readonly byFirst = new Map<string, Compiled<T>[]>();
  private readonly dynamicFirst: Compiled<T>[];

  constructor(routes: readonly T[]) {
    this.compiled = routes.map((r, i) => compile(r, i)).sort((a, b) => a.rank - b.rank);
    for (const c of this.compiled) {
      if (c.wildcard || c.segments.some((s) => s.startsWith(':'))) continue;
      const key = '/' + c.segments.join('/');
      this.literal.set(key, [...(this.literal.get(key) ?? []), c]);
    }
    this.dynamicFirst = this.compiled.filter(firstIsDynamic);
    const firsts = new Set(this.compiled.flatMap((c) => (firstIsDynamic(c) ? [] : c.segments.slice(0, 1))));
    for (const first of firsts)
      this.byFirst.set(
        first,
        this.compiled.filter((c) => firstIsDynamic(c) || c.segments[0] === first),
      );
  }

  /** The best route for this method and path, or undefined. `allowedMethods` lists methods of path-only matches. */
  match(method: HttpMethod, path: string): RouteMatch<T> | undefined {
    const literal = this.literal.get(path);
    const hit = literal?.find((c) => c.methods.has(method));
    if (hit) return { route: hit.route, params: {} };
    const parts = path.split('/').slice(1);
    const [first] = parts;
    for (const c of (first === undefined ? undefined : this.byFirst.get(first)) ?? this.dynamicFirst) {
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
  // Literal segments first, so a route that does not match allocates nothing.
  for (const [i, seg] of c.segments.entries()) {
    if (seg.startsWith(':') ? parts[i] === '' : seg !== parts[i]) return undefined;
  }
  const params: Record<string, string> = {};
  for (const [i, seg] of c.segments.entries()) {
    const part = parts[i];
    if (part !== undefined && seg.startsWith(':')) params[seg.slice(1)] = safeDecode(part);
  }
  if (c.wildcard) params['*'] = parts.slice(n).join('/');
  return params;
}
