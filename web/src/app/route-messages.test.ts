import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { withMessages } from './route-messages.ts';
import { ENTRY_MESSAGES_ONLY } from '../lib/i18n.ts';
import { routeTree } from './route-tree.tsx';
import { at, first } from '../../../tests/present.ts';

/** A table load the test settles by hand, and the order things happened in. */
function gate() {
  const events: string[] = [];
  let open!: () => void;
  let fail!: (e: Error) => void;
  const loaded = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  const load = () => {
    events.push('load');
    return loaded;
  };
  return { events, open, fail, load };
}

const Component = () => null;
const lazyRoute = (name: string, events: string[], extra: Partial<RouteObject> = {}): RouteObject =>
  ({
    path: name,
    ...extra,
    lazy: async () => {
      events.push(name);
      return { Component };
    },
  }) as RouteObject;

describe('message tables before route code (no raw keys on signed-in pages)', () => {
  it("a lazy route's code starts only after the tables loaded, at every depth", async () => {
    const g = gate();
    const tree = withMessages(
      [{ path: '/', Component, children: [lazyRoute('a', g.events, { children: [lazyRoute('b', g.events)] })] }],
      g.load,
    );
    const a = at(at(tree, 0).children!, 0);
    const b = at(a.children!, 0);
    const running = Promise.all([(a.lazy as () => Promise<unknown>)(), (b.lazy as () => Promise<unknown>)()]);
    await Promise.resolve();
    expect(g.events).toEqual(['load', 'load']);
    g.open();
    await running;
    expect(g.events).toEqual(['load', 'load', 'a', 'b']);
    expect(at(tree, 0).lazy).toBeUndefined();
  });

  it('a route marked ENTRY_MESSAGES_ONLY loads without waiting for them', async () => {
    const g = gate();
    const login = first(withMessages([lazyRoute('login', g.events, { handle: ENTRY_MESSAGES_ONLY })], g.load));
    await (login.lazy as () => Promise<unknown>)();
    expect(g.events).toEqual(['login']);
  });

  it("a failed table load fails the route (its error page shows), without running the page's code", async () => {
    const g = gate();
    const page = first(withMessages([lazyRoute('page', g.events)], g.load));
    g.fail(new Error('Failed to fetch dynamically imported module'));
    await expect((page.lazy as () => Promise<unknown>)()).rejects.toThrow('Failed to fetch');
    expect(g.events).toEqual(['load']);
  });

  it("in the app's route tree, /login is the page that needs only the entry's tables", () => {
    const found: RouteObject[] = [];
    const walk = (routes: RouteObject[]) =>
      routes.forEach((r) => {
        if (r.handle === ENTRY_MESSAGES_ONLY) found.push(r);
        if (r.children) walk(r.children);
      });
    walk(routeTree);
    expect(found.map((r) => r.path)).toEqual(['/login']);
  });
});
