/**
 * Variables and configuration variables (spec 02 §7 "Variables"): reads of the fleet, service,
 * device and device-service variables, the naming rules and config var schema of a device type
 * (GET /config/vars?deviceType=, `config.getConfigVarSchema`), the device overrides of one fleet
 * variable, and the writes: POST with the owner id, PATCH `{value}` and DELETE by id
 * (api-ground-truth §2.4). Reads go through the typed OData helpers, writes through the generated
 * client; rows and bodies are the contract's types.
 */
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, client, count, NO_TOKEN, ok, read, type paths } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { ServiceRef } from './application/fleet.ts';

export type { ServiceRef };
import type { components } from '../../../generated/types/api.gen.ts';

type Schemas = components['schemas'];

/** A stored variable at one level: name, service (null: all services), value and its row id. */
export interface StoredVariable {
  id: number;
  name: string;
  serviceId: number | null;
  value: string;
}

/** Where a set of variables lives; decides the resources a change is written to. */
export type VariableTarget =
  | { kind: 'fleetEnv'; fleetId: number }
  | { kind: 'fleetConfig'; fleetId: number }
  | {
      kind: 'deviceEnv';
      deviceId: number;
      /** service id → service install id on this device */ installs: ReadonlyMap<number, number>;
    }
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

/** The four sets of variables: fleet or device, environment or configuration. */
export type VariableSet = 'fleet-env' | 'fleet-config' | 'device-env' | 'device-config';

/** Keys, general → specific: invalidating `all()` refreshes every variables read. */
const variableKeys = {
  all: () => [...queryKeys.all, 'variables'] as const,
  /** The variables of one set of one owner (fleet or device id). */
  stored: (set: VariableSet, ownerId: number) => [...variableKeys.all(), set, ownerId] as const,
  overrides: (
    fleetId: number,
    kind: 'env' | 'config',
    names: readonly string[],
    serviceId: number | null,
    page: number,
  ) => [...variableKeys.all(), 'overrides', fleetId, kind, names, serviceId, page] as const,
  bulk: (deviceIds: readonly number[], name: string, serviceId: number | null) =>
    [...variableKeys.all(), 'bulk', deviceIds, name, serviceId] as const,
  configVars: (deviceType: string) => [...queryKeys.all, 'config-vars', deviceType] as const,
};

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

// --- contexts -----------------------------------------------------------------------------------

/** GET /config/vars for a device type: naming rules and the config var schema (api-ground-truth §1, §4). */
export type ConfigVars = Schemas['ConfigVars'];

export const configVarsQuery = (deviceType: string) =>
  queryOptions({
    queryKey: variableKeys.configVars(deviceType),
    // Without a device type the call is anonymous; with one it carries the token (a private device type needs it).
    queryFn: ({ signal }) =>
      ok(
        deviceType
          ? client.GET('/config/vars', { params: { query: { deviceType } }, signal })
          : client.GET('/config/vars', { params: { query: {} }, headers: NO_TOKEN, signal }),
      ),
    staleTime: Infinity,
  });

// --- reads --------------------------------------------------------------------------------------

type Plain = { id: number; name: string; value: string };
const plain = (rows: Plain[], serviceId: number | null = null): StoredVariable[] =>
  rows.map((r) => ({ id: r.id, name: r.name, value: r.value, serviceId }));
const BY_NAME = { name: 'asc' } as const;

/** Fleet-wide and fleet service variables (spec 02 §7: fleet env vars, services, service vars). */
async function readFleetEnv(fleetId: number, signal?: AbortSignal): Promise<StoredVariable[]> {
  const [wide, service] = await Promise.all([
    read(
      'application_environment_variable',
      { $select: ['id', 'name', 'value'], $filter: { application: fleetId }, $orderby: BY_NAME },
      { signal },
    ),
    read(
      'service_environment_variable',
      {
        $select: ['id', 'name', 'value', 'service'],
        $filter: { service: { $any: { $alias: 's', $expr: { s: { application: fleetId } } } } },
        $orderby: BY_NAME,
      },
      { signal },
    ),
  ]);
  return [
    ...plain(wide),
    ...service.map((r) => ({ id: r.id, name: r.name, value: r.value, serviceId: fkId(r.service) })),
  ];
}

/** Device variables and device service variables (the service through the service install). */
async function readDeviceEnv(deviceId: number, signal?: AbortSignal): Promise<StoredVariable[]> {
  const [wide, service] = await Promise.all([
    read(
      'device_environment_variable',
      { $select: ['id', 'name', 'value'], $filter: { device: deviceId }, $orderby: BY_NAME },
      { signal },
    ),
    read(
      'device_service_environment_variable',
      {
        $select: ['id', 'name', 'value'],
        $filter: { service_install: { $any: { $alias: 'si', $expr: { si: { device: deviceId } } } } },
        $expand: { service_install: { $select: ['installs__service'] } },
        $orderby: BY_NAME,
      },
      { signal },
    ),
  ]);
  return [
    ...plain(wide),
    ...service.map((r) => ({
      id: r.id,
      name: r.name,
      value: r.value,
      serviceId: fkId(r.service_install[0]?.installs__service),
    })),
  ];
}

const readFleetConfig = async (fleetId: number, signal?: AbortSignal) =>
  plain(
    await read(
      'application_config_variable',
      { $select: ['id', 'name', 'value'], $filter: { application: fleetId }, $orderby: BY_NAME },
      { signal },
    ),
  );

const readDeviceConfig = async (deviceId: number, signal?: AbortSignal) =>
  plain(
    await read(
      'device_config_variable',
      { $select: ['id', 'name', 'value'], $filter: { device: deviceId }, $orderby: BY_NAME },
      { signal },
    ),
  );

const READERS: Record<VariableSet, (ownerId: number, signal?: AbortSignal) => Promise<StoredVariable[]>> = {
  'fleet-env': readFleetEnv,
  'fleet-config': readFleetConfig,
  'device-env': readDeviceEnv,
  'device-config': readDeviceConfig,
};

/** The stored variables of one set; `ownerId` is the fleet or device id. */
export const storedVariablesQuery = (set: VariableSet, ownerId: number) =>
  queryOptions({ queryKey: variableKeys.stored(set, ownerId), queryFn: ({ signal }) => READERS[set](ownerId, signal) });

/**
 * The variables of a target as the server holds them now, read past the cache: the editor compares
 * them with what its staged changes were based on right before applying (concurrent edits).
 */
export function readCurrentVariables(target: VariableTarget): Promise<StoredVariable[]> {
  switch (target.kind) {
    case 'fleetEnv':
      return READERS['fleet-env'](target.fleetId);
    case 'fleetConfig':
      return READERS['fleet-config'](target.fleetId);
    case 'deviceEnv':
      return READERS['device-env'](target.deviceId);
    case 'deviceConfig':
      return READERS['device-config'](target.deviceId);
  }
}

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

// --- writes -------------------------------------------------------------------------------------

type EnvResource =
  | 'application_environment_variable'
  | 'service_environment_variable'
  | 'device_environment_variable'
  | 'device_service_environment_variable';
type VariableResource = EnvResource | 'application_config_variable' | 'device_config_variable';

/** The resource holding a variable of this target and service. */
function resourceOf(target: VariableTarget, serviceId: number | null): VariableResource {
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

/** POST of a new variable, typed by the contract's create bodies. */
function create(target: VariableTarget, w: VariableWrite) {
  const { name, value, serviceId } = w;
  switch (target.kind) {
    case 'fleetEnv':
      return serviceId === null
        ? client.POST('/v7/application_environment_variable', { body: { application: target.fleetId, name, value } })
        : client.POST('/v7/service_environment_variable', { body: { service: serviceId, name, value } });
    case 'deviceEnv': {
      if (serviceId === null)
        return client.POST('/v7/device_environment_variable', { body: { device: target.deviceId, name, value } });
      const install = target.installs.get(serviceId);
      if (install === undefined) throw new ServiceNotFoundError();
      return client.POST('/v7/device_service_environment_variable', {
        body: { service_install: install, name, value },
      });
    }
    case 'fleetConfig':
      return client.POST('/v7/application_config_variable', { body: { application: target.fleetId, name, value } });
    case 'deviceConfig':
      return client.POST('/v7/device_config_variable', { body: { device: target.deviceId, name, value } });
  }
}

type ByIdPath = `/v7/${VariableResource}({id})` & keyof paths;

/** The id of the variable stored under the natural key (owner, name) of a change, if any. */
async function storedId(target: VariableTarget, w: VariableWrite): Promise<number | undefined> {
  const { name, serviceId } = w;
  const first = (rows: Array<{ id: number }>) => rows[0]?.id;
  switch (target.kind) {
    case 'fleetEnv':
      return serviceId === null
        ? first(
            await read('application_environment_variable', {
              $select: ['id'],
              $filter: { application: target.fleetId, name },
            }),
          )
        : first(await read('service_environment_variable', { $select: ['id'], $filter: { service: serviceId, name } }));
    case 'deviceEnv': {
      if (serviceId === null)
        return first(
          await read('device_environment_variable', { $select: ['id'], $filter: { device: target.deviceId, name } }),
        );
      const install = target.installs.get(serviceId);
      return install === undefined
        ? undefined
        : first(
            await read('device_service_environment_variable', {
              $select: ['id'],
              $filter: { service_install: install, name },
            }),
          );
    }
    case 'fleetConfig':
      return first(
        await read('application_config_variable', { $select: ['id'], $filter: { application: target.fleetId, name } }),
      );
    case 'deviceConfig':
      return first(
        await read('device_config_variable', { $select: ['id'], $filter: { device: target.deviceId, name } }),
      );
  }
}

const byId = async (target: VariableTarget, w: VariableWrite, op: 'update' | 'delete', id: number): Promise<void> => {
  // Every variable resource has the same by-id PATCH ({value}) and DELETE; one path type covers them.
  const path = `/v7/${resourceOf(target, w.serviceId)}({id})` as ByIdPath & '/v7/device_environment_variable({id})';
  const params = { path: { id } };
  if (op === 'update') await ok(client.PATCH(path, { params, body: { value: w.value } }));
  else await ok(client.DELETE(path, { params }));
};

/**
 * Writes one staged change: POST the new variable, PATCH `{value}` or DELETE by id. An add is the
 * SDK's `set` (upsert, api-ground-truth §2.4): when the POST meets a unique conflict (the variable
 * was created meanwhile) the existing row gets the value.
 */
export async function writeVariable(target: VariableTarget, w: VariableWrite): Promise<void> {
  if (w.op === 'add') {
    try {
      await ok(create(target, w));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409 && /unique/i.test(e.message))) throw e;
      const id = await storedId(target, w);
      if (id === undefined) throw e;
      await byId(target, w, 'update', id);
    }
    return;
  }
  if (w.id === undefined) throw new Error(`${w.op} of ${w.name} has no id`);
  await byId(target, w, w.op, w.id);
}

/**
 * What a batch of `writeVariable` calls changed (the editors and the bulk edit run their own
 * batches, each item's outcome shown): every variables read refreshes afterwards.
 */
export function useVariablesWritten(): () => Promise<void> {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: variableKeys.all() });
}

/**
 * Sets a device config variable: POST; on a unique conflict PATCH the existing row, as the SDK's
 * upsert does (the action registry's local mode switch).
 */
export async function setDeviceConfigVar(deviceId: number, name: string, value: string): Promise<void> {
  try {
    await ok(api.client.POST('/v7/device_config_variable', { body: { device: deviceId, name, value } }));
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 409)) throw e;
    const id = (await read('device_config_variable', { $select: ['id'], $filter: { device: deviceId, name } }))[0]?.id;
    if (id === undefined) throw e;
    await ok(api.client.PATCH('/v7/device_config_variable({id})', { params: { path: { id } }, body: { value } }));
  }
}
