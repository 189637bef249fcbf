/**
 * Choices the action forms offer (spec 02 §5 "Other device rules", §7 "Device reads"): releases to
 * pin to, fleets to move to (compatible CPU architecture, a role that may move devices there),
 * supervisor releases for the architecture, and OS versions per device type.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fleetRolesOf, type MembershipRows } from '../../../lib/authz.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { deviceKeys } from './keys.ts';

const get = async <T,>(path: string, signal?: AbortSignal) => (await api.request<{ d: T[] }>({ path, signal })).d;

export interface ReleaseOption {
  id: number;
  commit: string;
  raw_version: string;
}

/** Releases a device may be pinned to: successful, final and valid, newest first (spec 02 §4, §7 page size 50). */
export const RELEASE_PAGE_SIZE = 50;
export const fleetReleasesQuery = (fleetId: number) =>
  queryOptions({
    queryKey: deviceKeys.releases(fleetId),
    queryFn: ({ signal }) =>
      get<ReleaseOption>(
        compileUrl('release', { $select: ['id', 'commit', 'raw_version'], $filter: { belongs_to__application: fleetId, status: 'success', is_final: true, is_invalidated: false }, $orderby: { id: 'desc' }, $top: RELEASE_PAGE_SIZE }),
        signal,
      ),
  });

/**
 * Supervisor releases: success, final, not invalidated, from public non-host fleets whose slug
 * starts `balena_os/` and ends `-supervisor`, for the CPU architecture (spec 02 §7, §9).
 */
export const supervisorReleasesQuery = (arch: string) =>
  queryOptions({
    queryKey: deviceKeys.supervisorReleases(arch),
    queryFn: async ({ signal }) => {
      const appFilter = {
        $and: [
          { a: { slug: { $startswith: 'balena_os/' } } },
          { a: { slug: { $endswith: '-supervisor' } } },
          { a: { is_public: true, is_host: false } },
          { a: { is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } } } } } },
        ],
      };
      const rows = await get<ReleaseOption & { semver?: string }>(
        compileUrl('release', {
          $select: ['id', 'commit', 'raw_version'],
          $filter: { status: 'success', is_final: true, is_invalidated: false, belongs_to__application: { $any: { $alias: 'a', $expr: appFilter } } },
          $orderby: { id: 'desc' },
        } as never),
        signal,
      );
      return rows.filter((r) => r.raw_version !== '0.0.0');
    },
  });

export interface MoveTarget {
  id: number;
  app_name: string;
  /** The user may move devices there (developer, safe-developer, operator, or org administrator). */
  allowed: boolean;
}

/** Fleet roles that may receive moved devices (spec 02 §5 "Move device"). */
export const MOVE_TARGET_ROLES = ['administrator', 'developer', 'safe-developer', 'operator'] as const;

interface FleetRow {
  id: number;
  app_name: string;
  organization: { __id: number };
}
interface RoleRow {
  is_member_of__organization?: { __id: number };
  is_member_of__application?: { __id: number };
  grants_access_to__application?: { __id: number };
  organization_membership_role?: Array<{ name: string }>;
  application_membership_role?: Array<{ name: string }>;
}
const nameOf = (r: RoleRow) => (r.application_membership_role ?? r.organization_membership_role ?? [])[0]?.name ?? 'member';

/** Fleets of the same CPU architecture, each marked whether the user may move devices into it. */
export const moveTargetsQuery = (userId: number, arch: string, currentFleetId: number) =>
  queryOptions({
    queryKey: [...deviceKeys.moveTargets(userId), arch, currentFleetId],
    queryFn: async ({ signal }): Promise<MoveTarget[]> => {
      const archFilter = { is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } } } } };
      const roleSel = { $select: ['name'] };
      const [fleets, orgs, direct, teams] = await Promise.all([
        get<FleetRow>(compileUrl('application', { $select: ['id', 'app_name', 'organization'], $filter: { is_of__class: 'fleet', is_host: false, ...archFilter }, $orderby: { app_name: 'asc' } } as never), signal),
        get<RoleRow>(compileUrl('organization_membership', { $select: ['is_member_of__organization'], $filter: { user: userId }, $expand: { organization_membership_role: roleSel } } as never), signal),
        get<RoleRow>(compileUrl('user_application_membership', { $select: ['is_member_of__application'], $filter: { user: userId }, $expand: { application_membership_role: roleSel } } as never), signal),
        get<RoleRow>(
          compileUrl('team_application_access', {
            $select: ['grants_access_to__application'],
            $filter: { team: { $any: { $alias: 't', $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user: userId } } } } } } } } },
            $expand: { application_membership_role: roleSel },
          } as never),
          signal,
        ),
      ]);
      const rows: MembershipRows = {
        organizationRoles: orgs.map((r) => ({ organizationId: r.is_member_of__organization?.__id ?? 0, role: nameOf(r) })),
        fleetRoles: direct.map((r) => ({ fleetId: r.is_member_of__application?.__id ?? 0, role: nameOf(r) })),
        teamFleetRoles: teams.map((r) => ({ fleetId: r.grants_access_to__application?.__id ?? 0, role: nameOf(r) })),
      };
      return fleets
        .filter((f) => f.id !== currentFleetId)
        .map((f) => ({
          id: f.id,
          app_name: f.app_name,
          allowed: fleetRolesOf(rows, { id: f.id, organizationId: f.organization.__id }).some((r) => (MOVE_TARGET_ROLES as readonly string[]).includes(r)),
        }));
    },
  });

/** OS versions offered for a device type (GET /device-types/v1/{slug}/images). */
export const osVersionsQuery = (slug: string) =>
  queryOptions({
    queryKey: deviceKeys.osVersions(slug),
    queryFn: async ({ signal }) => (await api.request<{ versions: string[]; latest: string | null }>({ path: `/device-types/v1/${encodeURIComponent(slug)}/images`, signal })).versions,
  });
