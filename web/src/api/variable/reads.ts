/**
 * Reads of variables (spec 02 §7 "Variables"): the fleet, service, device and device-service
 * variables of one owner, environment and config, and the naming rules and config var schema of a
 * device type (GET /config/vars?deviceType=, `config.getConfigVarSchema`).
 */
import { queryOptions } from '@tanstack/react-query';
import { client, NO_TOKEN, ok, read } from '../client.ts';
import type { components } from '../../../../generated/types/api.gen.ts';
import { variableKeys, type StoredVariable, type VariableSet, type VariableTarget } from './keys.ts';

type Schemas = components['schemas'];

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

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
