/**
 * Map points of the fleet's devices (spec 02 §2 "The map lists devices of the fleet"): the custom
 * location when set (spec 02 §4 "Saving manual sets a custom location"), else the geo-located one.
 */
import { queryOptions } from '@tanstack/react-query';
import { deviceLocationsQuery, type DeviceLocationRow } from '../../../api/device/lists.ts';
import { MAP_PAGE_SIZE } from '../constants.ts';
import { DEVICE_POLL_MS } from '../../../lib/timing.ts';
import { polling } from '../../../lib/polling.ts';
import { devicesFilter } from '../filters/odata-filter.ts';
import type { DevicesView } from '../filters/filter-model.ts';

export interface MapPoint {
  uuid: string;
  name: string;
  lat: number;
  lng: number;
  /** A frozen device opens the frozen-devices dialog instead of its page (spec 02 §2). */
  frozen: boolean;
}

type Raw = Pick<
  DeviceLocationRow,
  'uuid' | 'device_name' | 'latitude' | 'longitude' | 'custom_latitude' | 'custom_longitude' | 'is_frozen'
>;

const num = (v: string | null | undefined): number | null => {
  if (v == null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A device's point, or null when it has no usable coordinates. */
function pointOf(r: Raw): MapPoint | null {
  const cLat = num(r.custom_latitude);
  const cLng = num(r.custom_longitude);
  const lat = cLat ?? num(r.latitude);
  const lng = cLat !== null && cLng !== null ? cLng : num(r.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { uuid: r.uuid, name: r.device_name, lat, lng, frozen: r.is_frozen === true };
}

/** The map's devices: those with usable coordinates as points, and how many of the view have none. */
export interface MapPoints {
  points: MapPoint[];
  unlocated: number;
}

/** Rows to points; module-level so the query's `select` keeps its identity and runs once per answer. */
export function toPoints(rows: readonly Raw[]): MapPoints {
  const points: MapPoint[] = [];
  for (const r of rows) {
    const p = pointOf(r);
    if (p) points.push(p);
  }
  return { points, unlocated: rows.length - points.length };
}

/** Every device of the view (all of them, read in pages): the located ones as points, the others counted. */
export const mapPointsQuery = (fleetId: number, view: Pick<DevicesView, 'filters' | 'search'>) =>
  queryOptions({
    ...deviceLocationsQuery(fleetId, devicesFilter(fleetId, view), MAP_PAGE_SIZE),
    select: toPoints,
    // Device polling (60 s), not the list's 8 s: the map reads every device of the view, up to the
    // whole fleet, too much to repeat every 8 s at 100,000 devices.
    ...polling(DEVICE_POLL_MS),
  });
