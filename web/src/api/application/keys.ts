/**
 * Query keys of the `application` resource (fleets, apps and blocks): every read of an application
 * row sits under `fleetKeys.all`, so a write to a fleet refreshes them all at once.
 */
import { queryKeys } from '../../lib/query-keys.ts';
import type { ListScope } from './list-scope.ts';

const app = queryKeys.resource('application');

/** Keys, general → specific: invalidating `fleetKeys.all` refreshes every fleet read. */
export const fleetKeys = {
  all: app,
  lists: () => [...app, 'list'] as const,
  list: (scope: ListScope) => [...app, 'list', scope] as const,
  header: (id: number, userId: number) => [...app, 'header', id, userId] as const,
  summary: (id: number) => [...app, 'summary', id] as const,
  /** Every name (with its id) in an organization: one namespace for all classes. */
  names: (orgId: number) => [...app, 'names', orgId] as const,
  devicesContext: (id: number) => [...app, 'devices-context', id] as const,
  accessContext: (id: number) => [...app, 'access-context', id] as const,
  settings: (id: number) => [...app, 'settings', id] as const,
  basics: (id: number) => [...app, 'basics', id] as const,
  releaseTarget: (id: number) => [...app, 'release-target', id] as const,
  memberFleets: (orgId: number, userId: number, isAdministrator: boolean) =>
    [...app, 'member-fleets', orgId, userId, isAdministrator] as const,
  admin: (search: string) => [...app, 'admin', search] as const,
  transferTargets: (fleetId: number, userId: number) => [...app, 'transfer-targets', fleetId, userId] as const,
  moveTargets: (userId: number, arch: string, currentFleetId: number) =>
    [...app, 'move-targets', userId, arch, currentFleetId] as const,
};
