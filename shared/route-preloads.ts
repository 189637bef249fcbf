/**
 * The route → files manifest a dashboard build writes (`route-preloads.json`, and the same data in
 * its index.html): for the signed-in pages that matter most on a cold load, the scripts and styles
 * their first screen needs beyond the entry. The dashboard's entry turns the files of the URL being
 * opened into `<link rel="modulepreload">` before React renders; the mock, serving a build, puts the
 * same links into the HTML it answers a navigation with, so they are fetched beside the entry.
 */

/** One page: its path pattern (`:name` matches one segment) and the files its first screen loads. */
export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
}

/** The id of the JSON data block that carries the manifest in index.html. */
export const ROUTE_PRELOADS_ELEMENT_ID = 'fleetmock-route-preloads';

/** The file name of the manifest in the build's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Whether `pathname` is matched by `pattern` (same segment count, `:name` segments match any non-empty one). */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  return routeParams(pattern, pathname) !== undefined;
}

/** The `:name` segments of `pattern` in `pathname` (decoded), or undefined when it does not match (or a segment is malformed). */
export function routeParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (!segment.startsWith(':')) {
      if (segment !== got[i]) return undefined;
      continue;
    }
    try {
      params[segment.slice(1)] = decodeURIComponent(got[i]!);
    } catch {
      return undefined;
    }
  }
  return params;
}

/** The first route of the manifest that matches `pathname`, if any. */
export function routePreloadFor(manifest: RoutePreloads, pathname: string): RoutePreload | undefined {
  return manifest.routes.find((route) => matchesRoutePath(route.path, pathname));
}
