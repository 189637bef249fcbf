/**
 * The layout around every route, signed in or not: global banners (offline, throttled, outdated),
 * the page, the cookie banner, toasts and consent-gated page views. Also hands react-router's
 * navigation to react-aria so menu items with `href` navigate client-side (absolute URLs stay absolute).
 */
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ToastRegion } from '../../components/ui/toast-region.tsx';
import { CookieBanner, PageViewTracker } from '../../features/consent/index.ts';
import { GlobalBanners } from '../shell/global-banners.tsx';

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

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <GlobalBanners />
      <Outlet />
      <CookieBanner />
      <ToastRegion />
      <PageViewTracker />
    </AriaRouterProvider>
  );
}
