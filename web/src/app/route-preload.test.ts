// @vitest-environment jsdom
/** The entry's preloads: the opened page's files from the manifest in index.html, for a signed-in visitor only. */
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRoute } from './route-preload.ts';
import { clearToken, writeToken } from '../features/session/index.ts';
import { ROUTE_PRELOADS_ELEMENT_ID, type RoutePreloads } from '../../../shared/route-preloads.ts';

const manifest: RoutePreloads = {
  routes: [
    {
      path: '/fleets/:fleetId/devices',
      scripts: ['assets/shell-1.js', 'assets/page-2.js'],
      styles: ['assets/page-3.css'],
    },
  ],
};

function page(data: string = JSON.stringify(manifest)): Document {
  const doc = document.implementation.createHTMLDocument('dashboard');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = ROUTE_PRELOADS_ELEMENT_ID;
  block.textContent = data;
  doc.head.append(block);
  return doc;
}

const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}${l.as ? ` ${l.as}` : ''}`);

afterEach(() => clearToken());

describe('preloadRoute', () => {
  it("adds a modulepreload per script and a style preload per style of the opened page's route", () => {
    writeToken('token');
    const doc = page();
    expect(preloadRoute(doc, '/fleets/7/devices')).toBe(3);
    expect(links(doc)).toEqual([
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/page-2.js',
      'preload /assets/page-3.css style',
    ]);
  });

  it('does not add a link the document has already (the HTML the mock served)', () => {
    writeToken('token');
    const doc = page();
    const served = doc.createElement('link');
    served.rel = 'modulepreload';
    served.href = '/assets/shell-1.js';
    doc.head.append(served);
    expect(preloadRoute(doc, '/fleets/7/devices')).toBe(2);
    expect(links(doc).filter((l) => l.endsWith('shell-1.js'))).toHaveLength(1);
  });

  it('adds nothing signed out, on another page, or without a readable manifest', () => {
    const doc = page();
    expect(preloadRoute(doc, '/fleets/7/devices')).toBe(0);
    writeToken('token');
    expect(preloadRoute(doc, '/login')).toBe(0);
    expect(preloadRoute(page('{not json'), '/fleets/7/devices')).toBe(0);
    expect(preloadRoute(document.implementation.createHTMLDocument('x'), '/fleets/7/devices')).toBe(0);
    expect(links(doc)).toEqual([]);
  });
});
