/**
 * Writes of variables (spec 02 §7 "Variables"; api-ground-truth §2.4): POST with the owner id, PATCH
 * `{value}` and DELETE by id, each to the resource of the target and service; the device config
 * upsert of the action registry.
 */
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, client, ok, read, type paths } from '../client.ts';
import { ServiceNotFoundError, variableKeys, type VariableTarget, type VariableWrite } from './keys.ts';

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
