/** Query keys of the fleet devices view, general → specific (DESIGN.md principle 7). */
import { queryKeys } from '../../../lib/query-keys.ts';

export const deviceKeys = {
  all: () => queryKeys.resource('device'),
  fleetDevices: (fleetId: number) => [...queryKeys.resource('device'), 'fleet', fleetId] as const,
  page: (fleetId: number, params: unknown) => [...deviceKeys.fleetDevices(fleetId), 'page', params] as const,
  count: (fleetId: number, params: unknown) => [...deviceKeys.fleetDevices(fleetId), 'count', params] as const,
  map: (fleetId: number) => [...deviceKeys.fleetDevices(fleetId), 'map'] as const,
  fleetContext: (fleetId: number) => [...queryKeys.resource('application'), 'devices-context', fleetId] as const,
  releases: (fleetId: number) => [...queryKeys.resource('release'), 'fleet', fleetId] as const,
  supervisorReleases: (arch: string) => [...queryKeys.resource('release'), 'supervisor', arch] as const,
  moveTargets: (userId: number) => [...queryKeys.resource('application'), 'move-targets', userId] as const,
  osVersions: (slug: string) => [...queryKeys.all, 'os-versions', slug] as const,
};
