/**
 * Map points of the fleet's devices (spec 02 §2 "The map lists devices of the fleet"): the custom
 * location when set (spec 02 §4 "Saving manual sets a custom location"), else the geo-located one.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { DEVICE_POLL_INTERVAL_MS, MAP_DEVICE_LIMIT } from '../constants.ts';
import { devicesFilter } from '../filters/odata-filter.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { deviceKeys } from '../api/keys.ts';

export interface MapPoint {
  uuid: string;
  name: string;
  lat: number;
  lng: number;
}

interface Raw {
  uuid: string;
  device_name: string;
  latitude: string | null;
  longitude: string | null;
  custom_latitude: string | null;
  custom_longitude: string | null;
}

const num = (v: string | null): number | null => {
  if (v == null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A device's point, or null when it has no usable coordinates. */
export function pointOf(r: Raw): MapPoint | null {
  const cLat = num(r.custom_latitude);
  const cLng = num(r.custom_longitude);
  const lat = cLat ?? num(r.latitude);
  const lng = cLat !== null && cLng !== null ? cLng : num(r.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { uuid: r.uuid, name: r.device_name, lat, lng };
}

export const mapPointsQuery = (fleetId: number, view: Pick<DevicesView, 'filters' | 'search'>) =>
  queryOptions({
    queryKey: [...deviceKeys.map(fleetId), { f: view.filters, q: view.search }],
    queryFn: async ({ signal }) => {
      const path = compileUrl('device', {
        $select: ['uuid', 'device_name', 'latitude', 'longitude', 'custom_latitude', 'custom_longitude'],
        $filter: devicesFilter(fleetId, view),
        $top: MAP_DEVICE_LIMIT,
      } as never);
      const rows = (await api.request<{ d: Raw[] }>({ path, resource: 'device', signal })).d;
      return rows.map(pointOf).filter((p): p is MapPoint => p !== null);
    },
    refetchInterval: DEVICE_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
