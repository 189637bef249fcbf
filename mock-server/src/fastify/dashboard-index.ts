/**
 * The dashboard's HTML for a navigation to one of its pages. A build writes a route → files manifest
 * (shared/route-preloads.ts, `route-preloads.json` beside index.html); when the requested path is one
 * of its pages, the HTML gets a `<link rel="modulepreload">` for each of the page's scripts and a
 * `<link rel="preload" as="style">` for each style, so the browser fetches the page's code beside the
 * entry instead of discovering it chunk by chunk after the entry has run. Other paths (and a build
 * without the manifest) get index.html as it is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ROUTE_PRELOADS_FILE,
  routePreloadFor,
  type RoutePreload,
  type RoutePreloads,
} from '../../../shared/route-preloads.ts';

/** The HTML with the route's links before `</head>`. */
export function withRoutePreloads(html: string, route: RoutePreload): string {
  const links = [
    ...route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...route.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `${links.map((l) => `  ${l}\n`).join('')}  </head>`);
}

/**
 * The HTML with preloads when `path` is a page of the manifest of `distDir`, else undefined (then
 * index.html is sent as it is). Both files are read on each navigation, so a build written into the
 * served folder shows at once, as every other served file does.
 */
export async function dashboardPage(distDir: string, path: string): Promise<string | undefined> {
  let manifest: RoutePreloads;
  try {
    manifest = JSON.parse(await readFile(join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    // No manifest (an older build, a folder without one): index.html as it is.
    return undefined;
  }
  const route = routePreloadFor(manifest, path);
  return route && withRoutePreloads(await readFile(join(distDir, 'index.html'), 'utf8'), route);
}
