/**
 * Preloads the code of the page being opened, from the entry and before React renders: the build
 * writes a route → files manifest into index.html (web/build/route-preloads.ts); for a signed-in
 * visitor whose URL is one of its pages, each of the page's scripts gets a `<link rel="modulepreload">`
 * and each style a `<link rel="preload">`, so the browser fetches them all at once instead of
 * discovering them chunk by chunk (the route tables, then the shell and the page, then their imports).
 * Links already in the document (the mock puts them into the HTML it serves) are not added twice.
 */
import { ROUTE_PRELOADS_ELEMENT_ID, routePreloadFor, type RoutePreloads } from '../../../shared/route-preloads.ts';
import { readToken } from '../features/session/index.ts';

/** Adds the links for `pathname`; returns how many it added. */
export function preloadRoute(doc: Document = document, pathname: string = location.pathname): number {
  // Signed out, the guards send every signed-in page to /login: nothing of it is loaded.
  const block = doc.getElementById(ROUTE_PRELOADS_ELEMENT_ID);
  if (!block?.textContent || !readToken()) return 0;
  let route;
  try {
    route = routePreloadFor(JSON.parse(block.textContent) as RoutePreloads, pathname);
  } catch {
    return 0;
  }
  if (!route) return 0;
  const links = [
    ...route.scripts.map((file) => ['modulepreload', file] as const),
    ...route.styles.map((file) => ['preload', file] as const),
  ];
  let added = 0;
  for (const [rel, file] of links) {
    const href = `/${file}`;
    if (doc.head.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') link.as = 'style';
    else link.crossOrigin = '';
    doc.head.append(link);
    added++;
  }
  return added;
}
