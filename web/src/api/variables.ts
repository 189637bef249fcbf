/**
 * Variables and configuration variables over the OData API (spec 02 §7 "Variables"): reads of the
 * fleet, service, device and device-service variables, the config var rules and schema
 * (GET /config/vars?deviceType=, `config.getConfigVarSchema`), the device overrides of one fleet
 * variable, and the writes (POST with the owner id, PATCH and DELETE by id with body `{value}`,
 * api-ground-truth §2.4). URLs come from the typed OData builder, rows and bodies from the
 * generated contract types.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { compileUrl, type ODataQuery, type ResourceName, type Row } from '../lib/odata/index.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { components } from '../../../generated/types/api.gen.ts';

type Schemas = components['schemas'];

/** A stored variable at one level: name, service (null: all services), value and its row id. */
export interface StoredVariable {
  id: number;
  name: string;
  serviceId: number | null;
  value: string;
}

export interface ServiceRef {
  id: number;
  name: string;
}

/** Where a set of variables lives; decides the resources a change is written to. */
export type VariableTarget =
  | { kind: 'fleetEnv'; fleetId: number }
  | { kind: 'fleetConfig'; fleetId: number }
  | { kind: 'deviceEnv'; deviceId: number; /** service id → service install id on this device */ installs: ReadonlyMap<number, number> }
  | { kind: 'deviceConfig'; deviceId: number };

/** A change to write: an add (POST), an update (PATCH by id) or a delete (DELETE by id). */
export interface VariableWrite {
  op: 'add' | 'update' | 'delete';
  name: string;
  serviceId: number | null;
  value: string;
  id?: number;
}

/** The error an add raises when the device runs no such service (spec 02 §4, §8 errors.service_not_found). */
export class ServiceNotFoundError extends Error {
  constructor() {
    super('Service not found');
    this.name = 'ServiceNotFoundError';
  }
}

export const variableKeys = {
  all: () => [...queryKeys.all, 'variables'] as const,
  /** The variables of one set (fleet or device, environment or configuration) of one owner. */
  stored: (set: VariableSet, ownerId: number) => [...variableKeys.all(), set, ownerId] as const,
  overrides: (fleetId: number, kind: 'env' | 'config', name: string, serviceId: number | null, page: number) =>
    [...variableKeys.all(), 'overrides', fleetId, kind, name, serviceId, page] as const,
  fleetBasics: (fleetId: number) => [...variableKeys.all(), 'fleet', fleetId] as const,
  deviceBasics: (uuid: string) => [...variableKeys.all(), 'device', uuid] as const,
  configVars: (deviceType: string) => [...queryKeys.all, 'config-vars', deviceType] as const,
};

const get = <R extends ResourceName, T = Row<R>>(resource: R, options: ODataQuery<R>, signal?: AbortSignal, id?: number) =>
  api.request<{ d: T[] }>({ path: compileUrl(resource, options, id as never), resource, signal }).then((r) => r.d);

const idOf = (ref: { __id: number } | Array<{ id?: number }> | undefined | null): number | null =>
  ref == null ? null : Array.isArray(ref) ? (ref[0]?.id ?? null) : ref.__id;

const NAME_VALUE = ['id', 'name', 'value'] as const;

// --- contexts -----------------------------------------------------------------------------------

/** What the fleet pages need: organization (for the access roles), device type and services. */
export interface FleetBasics {
  id: number;
  name: string;
  organizationId: number;
  deviceType: string;
  services: ServiceRef[];
}

export const fleetBasicsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: variableKeys.fleetBasics(fleetId),
    queryFn: async ({ signal }): Promise<FleetBasics | null> => {
      type R = Row<'application'> & { is_for__device_type: Array<{ slug: string }>; service: Array<{ id: number; service_name: string }> };
      const [row] = await get<'application', R>(
        'application',
        {
          $select: ['id', 'app_name', 'organization'],
          $expand: { is_for__device_type: { $select: ['slug'] }, service: { $select: ['id', 'service_name'], $orderby: { service_name: 'asc' } } },
        } as ODataQuery<'application'>,
        signal,
        fleetId,
      );
      if (!row) return null;
      return {
        id: row.id ?? fleetId,
        name: row.app_name ?? '',
        organizationId: idOf(row.organization as { __id: number }) ?? 0,
        deviceType: row.is_for__device_type[0]?.slug ?? '',
        services: row.service.map((s) => ({ id: s.id, name: s.service_name })),
      };
    },
  });

/** What the device pages need: ids, fleet, device type and the services installed on the device. */
export interface DeviceBasics {
  id: number;
  uuid: string;
  name: string;
  fleetId: number;
  fleetName: string;
  organizationId: number;
  deviceType: string;
  /** Services running on the device, with their service install ids. */
  services: Array<ServiceRef & { installId: number }>;
}

export const deviceBasicsQuery = (uuid: string) =>
  queryOptions({
    queryKey: variableKeys.deviceBasics(uuid),
    queryFn: async ({ signal }): Promise<DeviceBasics | null> => {
      type R = {
        id: number;
        uuid: string;
        device_name: string;
        belongs_to__application: Array<{ id: number; app_name: string; organization: { __id: number } }>;
        is_of__device_type: Array<{ slug: string }>;
        service_install: Array<{ id: number; installs__service: Array<{ id: number; service_name: string }> }>;
      };
      const url = compileUrl(
        'device',
        {
          $select: ['id', 'uuid', 'device_name'],
          $expand: {
            belongs_to__application: { $select: ['id', 'app_name', 'organization'] },
            is_of__device_type: { $select: ['slug'] },
            service_install: { $select: ['id'], $expand: { installs__service: { $select: ['id', 'service_name'] } } },
          },
        } as ODataQuery<'device'>,
        { uuid } as never,
      );
      const [row] = (await api.request<{ d: R[] }>({ path: url, resource: 'device', signal })).d;
      if (!row) return null;
      const fleet = row.belongs_to__application[0];
      return {
        id: row.id,
        uuid: row.uuid,
        name: row.device_name,
        fleetId: fleet?.id ?? 0,
        fleetName: fleet?.app_name ?? '',
        organizationId: fleet?.organization.__id ?? 0,
        deviceType: row.is_of__device_type[0]?.slug ?? '',
        services: row.service_install
          .flatMap((si) => si.installs__service.map((s) => ({ id: s.id, name: s.service_name, installId: si.id })))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  });

/** GET /config/vars for a device type: naming rules and the config var schema. */
export type ConfigVars = Schemas['ConfigVars'];

export const configVarsQuery = (deviceType: string) =>
  queryOptions({
    queryKey: variableKeys.configVars(deviceType),
    queryFn: ({ signal }) => api.request<ConfigVars>({ path: '/config/vars', query: deviceType ? { deviceType } : undefined, sendToken: false, signal }),
    staleTime: Infinity,
  });

// --- reads --------------------------------------------------------------------------------------

type NameValue = { id: number; name: string; value: string };
const plain = (rows: NameValue[], serviceId: number | null = null): StoredVariable[] => rows.map((r) => ({ id: r.id, name: r.name, value: r.value, serviceId }));

/** Fleet-wide and fleet service variables (spec 02 §7: fleet env vars, services, service vars). */
const readFleetEnv = async (fleetId: number, signal?: AbortSignal): Promise<StoredVariable[]> => {
      const [wide, service] = await Promise.all([
        get<'application_environment_variable', NameValue>('application_environment_variable', { $select: [...NAME_VALUE], $filter: { application: fleetId }, $orderby: { name: 'asc' } }, signal),
        get<'service_environment_variable', NameValue & { service: { __id: number } }>(
          'service_environment_variable',
          { $select: [...NAME_VALUE, 'service'], $filter: { service: { $any: { $alias: 's', $expr: { s: { application: fleetId } } } } }, $orderby: { name: 'asc' } } as ODataQuery<'service_environment_variable'>,
          signal,
        ),
      ]);
      return [...plain(wide), ...service.map((r) => ({ id: r.id, name: r.name, value: r.value, serviceId: r.service.__id }))];
};

/** Device variables and device service variables (service id through the service install). */
const readDeviceEnv = async (deviceId: number, signal?: AbortSignal): Promise<StoredVariable[]> => {
      type ServiceVar = NameValue & { service_install: Array<{ installs__service: { __id: number } }> };
      const [wide, service] = await Promise.all([
        get<'device_environment_variable', NameValue>('device_environment_variable', { $select: [...NAME_VALUE], $filter: { device: deviceId }, $orderby: { name: 'asc' } }, signal),
        get<'device_service_environment_variable', ServiceVar>(
          'device_service_environment_variable',
          {
            $select: [...NAME_VALUE],
            $filter: { service_install: { $any: { $alias: 'si', $expr: { si: { device: deviceId } } } } },
            $expand: { service_install: { $select: ['installs__service'] } },
            $orderby: { name: 'asc' },
          } as ODataQuery<'device_service_environment_variable'>,
          signal,
        ),
      ]);
      return [
        ...plain(wide),
        ...service.map((r) => ({ id: r.id, name: r.name, value: r.value, serviceId: r.service_install[0]?.installs__service.__id ?? null })),
      ];
};

const readFleetConfig = async (fleetId: number, signal?: AbortSignal) =>
  plain(await get<'application_config_variable', NameValue>('application_config_variable', { $select: [...NAME_VALUE], $filter: { application: fleetId }, $orderby: { name: 'asc' } }, signal));

const readDeviceConfig = async (deviceId: number, signal?: AbortSignal) =>
  plain(await get<'device_config_variable', NameValue>('device_config_variable', { $select: [...NAME_VALUE], $filter: { device: deviceId }, $orderby: { name: 'asc' } }, signal));

/** The four sets of variables: fleet or device, environment or configuration. */
export type VariableSet = 'fleet-env' | 'fleet-config' | 'device-env' | 'device-config';

const READERS: Record<VariableSet, (ownerId: number, signal?: AbortSignal) => Promise<StoredVariable[]>> = {
  'fleet-env': readFleetEnv,
  'fleet-config': readFleetConfig,
  'device-env': readDeviceEnv,
  'device-config': readDeviceConfig,
};

/** The stored variables of one set; `ownerId` is the fleet or device id. */
export const storedVariablesQuery = (set: VariableSet, ownerId: number) =>
  queryOptions({ queryKey: variableKeys.stored(set, ownerId), queryFn: ({ signal }) => READERS[set](ownerId, signal) });

/** Page size of the device-override dialog (spec 02 §2, §9 "Config override table page size 5"). */
export const OVERRIDES_PAGE_SIZE = 5;

export interface DeviceOverride {
  id: number;
  value: string;
  deviceUuid: string;
  deviceName: string;
}

/**
 * The devices of a fleet overriding one fleet variable, a page of 5 with the total: device
 * variables (or device service variables of that service), or device config variables.
 */
export const overridesQuery = (fleetId: number, kind: 'env' | 'config', name: string, serviceId: number | null, page: number) =>
  queryOptions({
    queryKey: variableKeys.overrides(fleetId, kind, name, serviceId, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<{ rows: DeviceOverride[]; total: number }> => {
      const ofFleet = { $any: { $alias: 'd', $expr: { d: { belongs_to__application: fleetId } } } };
      const deviceExpand = { $select: ['uuid', 'device_name'] };
      const paging = { $top: OVERRIDES_PAGE_SIZE, $skip: page * OVERRIDES_PAGE_SIZE, $orderby: { id: 'asc' } };
      type R = NameValue & { device?: Array<{ uuid: string; device_name: string }>; service_install?: Array<{ device: Array<{ uuid: string; device_name: string }> }> };
      let resource: ResourceName;
      let filter: object;
      let expand: object;
      if (kind === 'config' || serviceId === null) {
        resource = kind === 'config' ? 'device_config_variable' : 'device_environment_variable';
        filter = { name, device: ofFleet };
        expand = { device: deviceExpand };
      } else {
        resource = 'device_service_environment_variable';
        filter = { name, service_install: { $any: { $alias: 'si', $expr: { si: { installs__service: serviceId } } } } };
        expand = { service_install: { $select: ['id'], $expand: { device: deviceExpand } } };
      }
      const [rows, count] = await Promise.all([
        api.request<{ d: R[] }>({ path: compileUrl(resource, { $select: [...NAME_VALUE], $filter: filter, $expand: expand, ...paging } as never), resource, signal }).then((r) => r.d),
        api.request<{ d: number }>({ path: compileUrl(resource, { $count: { $filter: filter } } as never), resource, signal }).then((r) => r.d),
      ]);
      return {
        total: count,
        rows: rows.map((r) => {
          const device = r.device?.[0] ?? r.service_install?.[0]?.device[0];
          return { id: r.id, value: r.value, deviceUuid: device?.uuid ?? '', deviceName: device?.device_name ?? '' };
        }),
      };
    },
  });

// --- writes -------------------------------------------------------------------------------------

type Create =
  | ['application_environment_variable', Schemas['ApplicationEnvironmentVariableCreate']]
  | ['service_environment_variable', Schemas['ServiceEnvironmentVariableCreate']]
  | ['device_environment_variable', Schemas['DeviceEnvironmentVariableCreate']]
  | ['device_service_environment_variable', Schemas['DeviceServiceEnvironmentVariableCreate']]
  | ['application_config_variable', Schemas['ApplicationConfigVariableCreate']]
  | ['device_config_variable', Schemas['DeviceConfigVariableCreate']];

/** The resource holding a variable of this target and service. */
export function resourceOf(target: VariableTarget, serviceId: number | null): Create[0] {
  switch (target.kind) {
    case 'fleetEnv':
      return serviceId === null ? 'application_environment_variable' : 'service_environment_variable';
    case 'deviceEnv':
      return serviceId === null ? 'device_environment_variable' : 'device_service_environment_variable';
    case 'fleetConfig':
      return 'application_config_variable';
    case 'deviceConfig':
      return 'device_config_variable';
  }
}

function createOf(target: VariableTarget, w: VariableWrite): Create {
  const { name, value, serviceId } = w;
  switch (target.kind) {
    case 'fleetEnv':
      return serviceId === null ? ['application_environment_variable', { application: target.fleetId, name, value }] : ['service_environment_variable', { service: serviceId, name, value }];
    case 'deviceEnv': {
      if (serviceId === null) return ['device_environment_variable', { device: target.deviceId, name, value }];
      const install = target.installs.get(serviceId);
      if (install === undefined) throw new ServiceNotFoundError();
      return ['device_service_environment_variable', { service_install: install, name, value }];
    }
    case 'fleetConfig':
      return ['application_config_variable', { application: target.fleetId, name, value }];
    case 'deviceConfig':
      return ['device_config_variable', { device: target.deviceId, name, value }];
  }
}

/** Writes one staged change: POST the new variable, PATCH `{value}` or DELETE by id. */
export async function writeVariable(target: VariableTarget, w: VariableWrite): Promise<void> {
  if (w.op === 'add') {
    const [resource, body] = createOf(target, w);
    await api.request({ method: 'POST', path: compileUrl(resource), body, resource });
    return;
  }
  const resource = resourceOf(target, w.serviceId);
  if (w.id === undefined) throw new Error(`${w.op} of ${w.name} has no id`);
  const path = compileUrl(resource, undefined, w.id);
  if (w.op === 'update') await api.request({ method: 'PATCH', path, body: { value: w.value } satisfies Schemas['DeviceEnvironmentVariableUpdate'], resource });
  else await api.request({ method: 'DELETE', path, resource });
}
