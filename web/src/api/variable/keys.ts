/**
 * The variables' types and query keys: a stored variable at one level, where a set of variables
 * lives, a change to write, and the keys (invalidating `variableKeys.all()` refreshes every
 * variables read).
 */
import { queryKeys } from '../../lib/query-keys.ts';

export type { ServiceRef } from '../application/fleet.ts';

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
export const variableKeys = {
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
