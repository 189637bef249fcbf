/**
 * The query keys of every `device` read, general → specific: invalidating `deviceKeys.all()` refreshes
 * every device read, `deviceKeys.fleet(id)` every list read of one fleet. The actions service's reads
 * (supervisor state, diagnostics runs) have their own root, `deviceActionKeys`.
 */
import type { OrderBy } from '../../../../shared/odata/index.ts';
import type { Filter, Row } from '../client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type DeviceFilter = Filter<Row<'device'>>;
export type DeviceOrderBy = OrderBy<Row<'device'>>;

/** A version column and its direction: ordered by version numbers, not as text (2.83 before 2.108). */
export interface VersionSort {
  field: 'os_version' | 'supervisor_version';
  desc: boolean;
}

/** What one read of the devices list asks for. */
export interface DeviceListView {
  filter: DeviceFilter;
  orderby: DeviceOrderBy;
  /** Set for a version column: the API orders text alphabetically, so these order here. */
  versionSort?: VersionSort;
}

export const deviceKeys = {
  all: () => queryKeys.resource('device'),
  /** The device page's read. */
  detail: (uuid: string) => [...queryKeys.detail('device', uuid), 'page'] as const,
  hostAccess: (uuid: string) => [...queryKeys.detail('device', uuid), 'host-os-access'] as const,
  location: (uuid: string) => [...queryKeys.detail('device', uuid), 'location'] as const,
  /** Ids, fleet, device type and services (the variables pages). */
  basics: (uuid: string) => [...queryKeys.detail('device', uuid), 'basics'] as const,
  fleet: (fleetId: number) => [...deviceKeys.all(), 'fleet', fleetId] as const,
  page: (fleetId: number, view: DeviceListView, top: number, skip: number) =>
    [...deviceKeys.fleet(fleetId), 'page', view, top, skip] as const,
  count: (fleetId: number, filter: DeviceFilter) => [...deviceKeys.fleet(fleetId), 'count', filter] as const,
  map: (fleetId: number, filter: DeviceFilter, top: number) =>
    [...deviceKeys.fleet(fleetId), 'map', filter, top] as const,
  /** The release page's picker of devices to pin. */
  pinPicker: (fleetId: number, search: string) => [...deviceKeys.all(), 'release-pin-picker', fleetId, search] as const,
  find: (search: string) => [...deviceKeys.all(), 'find', search] as const,
};

/** The actions service's reads of a device (supervisor state, health checks and diagnostics runs). */
export const deviceActionKeys = {
  all: () => [...queryKeys.all, 'device-actions'] as const,
  supervisorState: (uuid: string) => [...deviceActionKeys.all(), 'supervisor-state', uuid] as const,
  targetState: (uuid: string, version: 2 | 3) => [...deviceActionKeys.all(), 'target-state', uuid, version] as const,
  run: (uuid: string, id: string) => [...deviceActionKeys.all(), 'run', uuid, id] as const,
};
