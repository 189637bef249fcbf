/**
 * The layout around every route, signed in or not: global banners (offline, throttled, outdated),
 * the page, the cookie banner, toasts and consent-gated page views. React-aria's client-side
 * navigation is set up by the signed-in shell (aria-routing.tsx), where its links are.
 */
import { Outlet } from 'react-router';
import { ToastRegion } from '../../components/ui/toast-region.tsx';
import { CookieBanner, PageViewTracker } from '../../features/consent/index.ts';
import { GlobalBanners } from '../shell/global-banners.tsx';

export function RootLayout() {
  return (
    <>
      <GlobalBanners />
      <Outlet />
      <CookieBanner />
      <ToastRegion />
      <PageViewTracker />
    </>
  );
}
