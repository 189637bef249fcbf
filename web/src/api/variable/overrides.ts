/**
 * Variables across devices (spec 02 §7 "Variables"): the device overrides of one fleet variable,
 * paged, and the bulk editor's state of one variable over a selection of devices.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { count, read } from '../client.ts';
import { variableKeys } from './keys.ts';

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

/** Page size of the device-override dialog (spec 02 §2, §9 "Config override table page size 5"). */
export const OVERRIDES_PAGE_SIZE = 5;

interface DeviceOverride {
  id: number;
  value: string;
  deviceUuid: string;
  deviceName: string;
}

type Page = { rows: DeviceOverride[]; total: number };

/**
 * The devices of a fleet overriding one fleet variable, a page of 5 with the total: device
 * variables (or device service variables of that service), or device config variables. `names`
 * are the spellings the variable may be stored under (a configuration setting: BALENA_X and RESIN_X).
 */
export const overridesQuery = (
  fleetId: number,
  kind: 'env' | 'config',
  names: readonly string[],
  serviceId: number | null,
  page: number,
) =>
  queryOptions({
    queryKey: variableKeys.overrides(fleetId, kind, names, serviceId, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page> => {
      const call = { signal };
      const paging = { $top: OVERRIDES_PAGE_SIZE, $skip: page * OVERRIDES_PAGE_SIZE, $orderby: { id: 'asc' } } as const;
      const device = { $select: ['uuid', 'device_name'] } as const;
      const ofFleet = { $any: { $alias: 'd', $expr: { d: { belongs_to__application: fleetId } } } } as const;
      const toRow = (id: number, value: string, d: { uuid: string; device_name: string } | undefined) => ({
        id,
        value,
        deviceUuid: d?.uuid ?? '',
        deviceName: d?.device_name ?? '',
      });
      const name = names.length === 1 ? names[0] : { $in: [...names] };
      if (kind === 'env' && serviceId !== null) {
        const $filter = {
          name,
          service_install: { $any: { $alias: 'si', $expr: { si: { installs__service: serviceId } } } },
        };
        const [rows, total] = await Promise.all([
          read(
            'device_service_environment_variable',
            {
              $select: ['id', 'value'],
              $filter,
              $expand: { service_install: { $select: ['id'], $expand: { device } } },
              ...paging,
            },
            call,
          ),
          count('device_service_environment_variable', { $filter }, call),
        ]);
        return { total, rows: rows.map((r) => toRow(r.id, r.value, r.service_install[0]?.device[0])) };
      }
      const $filter = { name, device: ofFleet };
      const resource = kind === 'config' ? 'device_config_variable' : 'device_environment_variable';
      const [rows, total] = await Promise.all([
        read(resource, { $select: ['id', 'value'], $filter, $expand: { device }, ...paging }, call),
        count(resource, { $filter }, call),
      ]);
      return { total, rows: rows.map((r) => toRow(r.id, r.value, r.device[0])) };
    },
  });

/** Ids per request when filtering by a list (the SDK's chunk of 200 numeric ids, api-ground-truth §2.4). */
const ID_CHUNK = 200;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / ID_CHUNK) }, (_, i) => items.slice(i * ID_CHUNK, (i + 1) * ID_CHUNK));

/** One variable on many devices: the stored value per device and, for a service, its install per device. */
export interface BulkState {
  /** device id → the device's stored variable of that name and service. */
  stored: Map<number, { id: number; value: string }>;
  /** device id → service install id (service variables only). */
  installs: Map<number, number>;
}

/** Reads one variable (name, service) on a set of devices, for bulk edits from the devices list. */
export const bulkStateQuery = (deviceIds: readonly number[], name: string, serviceId: number | null) =>
  queryOptions({
    queryKey: variableKeys.bulk(deviceIds, name, serviceId),
    queryFn: async ({ signal }): Promise<BulkState> => {
      const stored = new Map<number, { id: number; value: string }>();
      const installs = new Map<number, number>();
      for (const ids of chunks(deviceIds)) {
        if (serviceId === null) {
          const rows = await read(
            'device_environment_variable',
            { $select: ['id', 'value', 'device'], $filter: { name, device: { $in: ids } } },
            { signal },
          );
          for (const r of rows) stored.set(fkId(r.device) ?? 0, { id: r.id, value: r.value });
          continue;
        }
        const si = await read(
          'service_install',
          { $select: ['id', 'device'], $filter: { device: { $in: ids }, installs__service: serviceId } },
          { signal },
        );
        const deviceOf = new Map(si.map((r) => [r.id, fkId(r.device) ?? 0]));
        for (const [install, device] of deviceOf) installs.set(device, install);
        if (deviceOf.size === 0) continue;
        const rows = await read(
          'device_service_environment_variable',
          {
            $select: ['id', 'value', 'service_install'],
            $filter: { name, service_install: { $in: [...deviceOf.keys()] } },
          },
          { signal },
        );
        for (const r of rows) stored.set(deviceOf.get(fkId(r.service_install) ?? 0) ?? 0, { id: r.id, value: r.value });
      }
      return { stored, installs };
    },
  });
