/**
 * The dashboard's route table as a list of URL patterns, read from the router's own `RouteObject`
 * tree (web/src/app/route-tree.tsx and the features' routes.tsx), so a page added there is visited by
 * the layout check without anyone listing it. Each pattern records whether it sits behind
 * `RequireAuth` (visited signed in) or not (visited signed out). Index routes add their parent's
 * path; catch-all `*` children (not-found pages) are left out; a splat at the end of a real path
 * (`/login/cli/*`) is kept and filled like a parameter.
 */
import type { RouteObject } from 'react-router';
import { present } from '../../tests/present.ts';

export interface RoutePattern {
  /** `/fleets/:fleetId/releases/:releaseId`, always starting with `/`. */
  path: string;
  signedIn: boolean;
}

const join = (base: string, part: string): string => {
  if (part.startsWith('/')) return part;
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  return `${b}/${part}`;
};

/** Whether a route's element is the `RequireAuth` guard (compared by the component's name). */
const guardName = (route: RouteObject): string | undefined => {
  const el = route.element as { type?: { name?: string } } | null | undefined;
  return el && typeof el === 'object' && el.type && typeof el.type === 'function' ? el.type.name : undefined;
};

/** Every distinct route pattern of the tree, in declaration order. */
export function routePatterns(tree: readonly RouteObject[], requireAuthName = 'RequireAuth'): RoutePattern[] {
  const out = new Map<string, RoutePattern>();
  const visit = (routes: readonly RouteObject[], base: string, signedIn: boolean) => {
    for (const r of routes) {
      const guarded = signedIn || guardName(r) === requireAuthName;
      if (r.path === '*') continue;
      const path = r.path ? join(base, r.path) : base;
      // A route with a path (or an index) is a page; pathless layout routes only pass their guard on.
      if ((r.path || r.index) && path !== '' && !out.has(path)) out.set(path, { path: path || '/', signedIn: guarded });
      if (r.children) visit(r.children, path, guarded);
    }
  };
  visit(tree, '', false);
  return [...out.values()];
}

/** Parameter names (`fleetId`, and `*` for a splat) of a pattern. */
export const paramsOf = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z0-9_]+)|\/(\*)$/g)].map((m) => m[1] ?? present(m[2], `the splat of ${path}`));

/**
 * The pattern with its parameters filled by `value(name, pattern)`; throws naming the parameter
 * when there is no value, so a new route parameter fails the check until it gets one.
 */
export function fillPattern(path: string, value: (name: string, path: string) => string | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)|\/\*$/g, (whole, name: string | undefined) => {
    const key = name ?? '*';
    const v = value(key, path);
    if (v === undefined) throw new Error(`route ${path}: no value for parameter ${key}`);
    return whole.startsWith('/') ? `/${encodeURIComponent(v)}` : encodeURIComponent(v);
  });
}
