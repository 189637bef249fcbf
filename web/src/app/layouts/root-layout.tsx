/**
 * The layout around every route, signed in or not: global banners (offline, throttled, outdated),
 * the page, the cookie banner, toasts and consent-gated page views. Also hands react-router's
 * navigation to react-aria so menu items with `href` navigate client-side.
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

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <GlobalBanners />
      <Outlet />
      <CookieBanner />
      <ToastRegion />
      <PageViewTracker />
    </AriaRouterProvider>
  );
}
