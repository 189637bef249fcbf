/** Sends a page view on every navigation, but only once analytics is allowed (no call before consent). */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_EVENT, track } from './analytics.ts';
import { useConsent } from './use-consent.ts';

export function PageViewTracker() {
  const { pathname } = useLocation();
  const allowed = useConsent()?.analytics === true;
  useEffect(() => {
    if (allowed) void track({ event: PAGE_VIEW_EVENT, properties: { path: pathname } }, () => allowed);
  }, [pathname, allowed]);
  return null;
}
