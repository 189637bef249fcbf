/**
 * The fleet's devices (spec 02 §2 "Fleet devices"): nested by the fleet layout as
 * `{ path: 'devices', children: fleetDevicesRoutes }`; the page (and the map, within it) load lazily.
 * The route's loader starts the page's first reads (prefetch.ts) beside the page's code and never
 * waits for them: a failed read is the page's to show, as if it had read itself.
 */
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { appQueryClient } from '../../api/query-client.ts';
import { readToken } from '../session/index.ts';

function prefetchLoader({ params, request }: LoaderFunctionArgs): null {
  const client = appQueryClient();
  const fleetId = Number(params.fleetId);
  // Signed out, the guards redirect; an invalid id is the fleet layout's to report.
  if (!client || !readToken() || !/^\d+$/.test(params.fleetId ?? '')) return null;
  const search = new URL(request.url).searchParams;
  void import('./prefetch.ts').then(
    ({ prefetchDevicesPage }) => prefetchDevicesPage(client, fleetId, search),
    () => undefined,
  );
  return null;
}

export const fleetDevicesRoutes: RouteObject[] = [
  {
    index: true,
    loader: prefetchLoader,
    lazy: async () => ({ Component: (await import('./pages/devices-page.tsx')).default }),
  },
];
