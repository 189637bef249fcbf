/**
 * Message tables per route: a lazy route's code runs only after the signed-in areas' tables have
 * loaded (lib/i18n.ts `loadMessages`), so neither a module's `messages('fleets')` nor a page's `t()`
 * ever meets a missing table and shows a raw key. A route whose `handle` is `ENTRY_MESSAGES_ONLY`
 * (/login) needs only the tables of the entry and loads without them.
 */
import type { RouteObject } from 'react-router';
import { ENTRY_MESSAGES_ONLY, loadMessages } from '../lib/i18n.ts';

const entryOnly = (route: RouteObject): boolean =>
  (route.handle as { messages?: unknown } | undefined)?.messages === ENTRY_MESSAGES_ONLY.messages;

/** The same route tree with every lazy route function (but entry-only ones) waiting for the tables. */
export function withMessages(tree: RouteObject[], load: () => Promise<void> = loadMessages): RouteObject[] {
  return tree.map((route): RouteObject => {
    const children = route.children ? withMessages(route.children, load) : undefined;
    const lazy = route.lazy;
    if (typeof lazy !== 'function' || entryOnly(route))
      return (children ? { ...route, children } : route) as RouteObject;
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => {
        await load();
        return lazy();
      },
    } as RouteObject;
  });
}
