/** Query keys of the fleets area, general → specific under the root factory (DESIGN.md principle 7). */
import { queryKeys } from '../../../lib/query-keys.ts';
import type { FleetClass } from '../fleet-class.ts';

export interface ListScope {
  fleetClass: FleetClass;
  userId: number;
  orgId?: number;
  /** A platform admin's list: every fleet of the class, not only those the user is a member of. */
  everyone?: boolean;
}

const app = queryKeys.resource('application');

export const fleetKeys = {
  all: app,
  lists: () => [...app, 'list'] as const,
  list: (scope: ListScope) => [...app, 'list', scope] as const,
  header: (id: number, userId: number) => [...app, 'header', id, userId] as const,
  summary: (id: number) => [...app, 'summary', id] as const,
  names: (orgId: number) => [...app, 'names', orgId] as const,
  releases: (id: number) => [...queryKeys.resource('release'), 'fleet', id] as const,
  adminOrgs: (userId: number) => [...queryKeys.resource('organization'), 'administered', userId] as const,
  deviceTypes: () => [...queryKeys.resource('device_type'), 'catalog'] as const,
  osVersions: (slug: string) => [...queryKeys.resource('device_type'), 'images', slug] as const,
  downloadSize: (slug: string, version: string) => [...queryKeys.resource('device_type'), 'download-size', slug, version] as const,
  cliVersion: () => [...queryKeys.all, 'external', 'cli-version'] as const,
  sshKeys: (userId: number) => [...queryKeys.resource('user_public_key'), 'count', userId] as const,
};
