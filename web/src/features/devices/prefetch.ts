/**
 * The devices page's first reads, started by its route as soon as the URL is matched: the page of
 * devices and its count for the view in the URL, and the fleet's context row. On a cold load they
 * leave while the page's code and the session are still loading, instead of after the page has
 * rendered; the page's queries (same keys) then find them in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fleetDevicesContextQuery } from '../../api/application/fleet.ts';
import { parseView } from './filters/filter-model.ts';
import { VIEW_DEFAULTS } from './hooks/use-devices-view.ts';
import { deviceCountQuery, devicePageQuery } from '../../api/device/lists.ts';
import { listView, pageWindow } from './list-view.ts';
import { devicesFilter } from './filters/odata-filter.ts';

export function prefetchDevicesPage(client: QueryClient, fleetId: number, search: URLSearchParams): void {
  const view = parseView(search, VIEW_DEFAULTS);
  void client.prefetchQuery(fleetDevicesContextQuery(fleetId));
  if (view.lens !== 'table') return;
  void client.prefetchQuery(devicePageQuery(fleetId, listView(fleetId, view), ...pageWindow(view)));
  void client.prefetchQuery(deviceCountQuery(fleetId, devicesFilter(fleetId, view)));
}
