/**
 * Hands react-router's navigation to react-aria, so menu items and tabs with `href` navigate
 * client-side (absolute URLs stay absolute). Only the signed-in shell has such links: the sign-in
 * pages use none, so react-aria's router support loads with the shell instead of with /login.
 */
import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: not an app path. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * React Aria asks the router for the href of every link, external ones too; React Router's useHref
 * would turn `https://…` into the app path `/https:/…`, so absolute URLs are passed through as they are.
 */
function useLinkHref(to: string): string {
  const appHref = useHref(to);
  return ABSOLUTE_URL.test(to) ? to : appHref;
}

export function AriaRouting({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      {children}
    </AriaRouterProvider>
  );
}
