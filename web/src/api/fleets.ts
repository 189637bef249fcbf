/**
 * Fleets, apps and blocks (spec 02 §2 "Lists", "Fleet summary", "Fleet, app and block detail", §5
 * "Fleet creation and edits", §7): the user's lists with per-status device counts, one fleet's
 * summary and header (with the user's roles on it), what the devices view needs about its fleet,
 * the organizations the user administers, the names used in an organization, the fleets devices may
 * move to, creation and release pinning.
 *
 * The contract has no per-status count field (resources-model.yaml, application note): a list reads
 * each status as `$expand=owns__device/$count($filter=overall_status eq '<status>')` over the same
 * list (1 + 7 requests per refresh whatever the number of fleets); a summary counts
 * `/device/$count` per status (spec 02 §7).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok, read, readOne, count, readOptions, type Filter, type Row } from './client.ts';
import { releaseKeys } from './releases.ts';
import { fetchUserMembershipRows } from './roles.ts';
import { fleetRolesOf } from '../lib/authz.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** A fleet's class (spec 02 §2): fleets, apps and blocks share one resource. */
export type FleetClass = NonNullable<Row<'application'>['is_of__class']>;

/** Device overall status values (spec 02 §3) in the order the cards show them. */
export const DEVICE_STATUSES = [
  'operational',
  'reduced-functionality',
  'configuring',
  'updating',
  'disconnected',
  'post-provisioning',
  'inactive',
] as const satisfies ReadonlyArray<NonNullable<Row<'device'>['overall_status']>>;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export type StatusCounts = Record<DeviceStatus, number>;

/** Counts of every status, from a lookup (missing statuses count 0). */
const statusCounts = (countOf: (status: DeviceStatus, index: number) => number | undefined): StatusCounts => {
  const counts: Partial<StatusCounts> = {};
  DEVICE_STATUSES.forEach((status, i) => {
    counts[status] = countOf(status, i) ?? 0;
  });
  return {
    operational: 0,
    'reduced-functionality': 0,
    configuring: 0,
    updating: 0,
    disconnected: 0,
    'post-provisioning': 0,
    inactive: 0,
    ...counts,
  };
};

/** Which lists a user sees: one class, optionally in one organization. */
export interface ListScope {
  fleetClass: FleetClass;
  userId: number;
  orgId?: number;
  /** A platform admin's list: every fleet of the class, not only those the user is a member of. */
  everyone?: boolean;
  /**
   * A support agent's list (spec 02 §1 "with temporary granted access, the provider's support
   * staff", §3 "is_accessible_by_support_until__date: null means revoked"): the fleets whose
   * support access lasts beyond now on the API's clock, besides those the user is a member of.
   */
  supportAccess?: boolean;
}

/**
 * The list scope of a signed-in user: platform admins list every fleet, support agents (support.home)
 * also the fleets with support access granted, everyone else the fleets they are a member of.
 */
export function userListScope(
  user: { id: number; isAdmin: boolean; isSupport: boolean },
  fleetClass: FleetClass,
  orgId?: number,
): ListScope {
  return {
    fleetClass,
    userId: user.id,
    ...(orgId === undefined ? {} : { orgId }),
    ...(user.isAdmin ? { everyone: true } : user.isSupport ? { supportAccess: true } : {}),
  };
}

const app = queryKeys.resource('application');

/** Keys, general → specific: invalidating `fleetKeys.all` refreshes every fleet read. */
export const fleetKeys = {
  all: app,
  lists: () => [...app, 'list'] as const,
  list: (scope: ListScope) => [...app, 'list', scope] as const,
  header: (id: number, userId: number) => [...app, 'header', id, userId] as const,
  summary: (id: number) => [...app, 'summary', id] as const,
  names: (orgId: number) => [...app, 'names', orgId] as const,
  devicesContext: (id: number) => [...app, 'devices-context', id] as const,
  moveTargets: (userId: number, arch: string, currentFleetId: number) =>
    [...app, 'move-targets', userId, arch, currentFleetId] as const,
  adminOrgs: (userId: number) => [...queryKeys.resource('organization'), 'administered', userId] as const,
};

// --- lists --------------------------------------------------------------------------------------

/**
 * Fleets of the class the user reaches through an organization membership, a direct membership or a
 * team, and for a support agent (`supportAccess`) those with support access granted until a time
 * still ahead; for a platform admin (`everyone`), every fleet of the class (admins read them all).
 */
export function listFilter(scope: ListScope): Filter<Row<'application'>> {
  const user = scope.userId;
  const base: Filter<Row<'application'>> = {
    is_of__class: scope.fleetClass,
    is_host: false,
    ...(scope.orgId === undefined ? {} : { organization: scope.orgId }),
  };
  if (scope.everyone) return base;
  return {
    ...base,
    $or: [
      {
        organization: {
          $any: {
            $alias: 'o',
            $expr: { o: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user } } } } } },
          },
        },
      },
      { user_application_membership: { $any: { $alias: 'uam', $expr: { uam: { user } } } } },
      {
        team_application_access: {
          $any: {
            $alias: 'ta',
            $expr: {
              ta: {
                team: {
                  $any: {
                    $alias: 't',
                    $expr: { t: { team_membership: { $any: { $alias: 'tm', $expr: { tm: { user } } } } } },
                  },
                },
              },
            },
          },
        },
      },
      ...(scope.supportAccess ? [{ is_accessible_by_support_until__date: { $gt: { $now: {} } } }] : []),
    ],
  };
}

/** A card of the fleet list. */
export interface FleetCardData {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: FleetClass;
  organizationName: string;
  deviceTypeName: string;
  total: number;
  counts: StatusCounts;
}

async function fetchList(scope: ListScope, signal: AbortSignal): Promise<FleetCardData[]> {
  const $filter = listFilter(scope);
  const base = read(
    'application',
    {
      $select: ['id', 'app_name', 'slug', 'is_of__class'],
      $filter,
      $expand: {
        organization: { $select: ['name'] },
        is_for__device_type: { $select: ['name'] },
        owns__device: { $count: {} },
      },
      $orderby: { app_name: 'asc' },
    },
    { signal },
  );
  const perStatus = DEVICE_STATUSES.map((status) =>
    read(
      'application',
      { $select: ['id'], $filter, $expand: { owns__device: { $count: { $filter: { overall_status: status } } } } },
      { signal },
    ),
  );
  const [list, ...counts] = await Promise.all([base, ...perStatus]);
  const byStatus = counts.map((rows) => new Map(rows.map((row) => [row.id, row.owns__device])));
  return list.map((row) => ({
    id: row.id,
    app_name: row.app_name,
    slug: row.slug,
    is_of__class: row.is_of__class,
    organizationName: row.organization[0]?.name ?? '',
    deviceTypeName: row.is_for__device_type[0]?.name ?? '',
    total: row.owns__device,
    counts: statusCounts((_, i) => byStatus[i].get(row.id)),
  }));
}

/** The user's fleets of one class with their device counts (the list page polls it). */
export const fleetListQuery = (scope: ListScope) =>
  queryOptions({ queryKey: fleetKeys.list(scope), queryFn: ({ signal }) => fetchList(scope, signal) });

// --- one fleet ----------------------------------------------------------------------------------

/** The fleet summary card's data. */
export interface FleetSummary {
  id: number;
  slug: string;
  createdAt: string;
  architecture: string;
  deviceTypeSlug: string;
  deviceTypeName: string;
  applicationType: string;
  trackLatest: boolean;
  targetReleaseId: number | null;
  total: number;
  counts: StatusCounts;
}

const summaryRead = readOptions('application', {
  $select: ['id', 'slug', 'created_at', 'should_track_latest_release', 'should_be_running__release'],
  $expand: {
    application_type: { $select: ['name'] },
    is_for__device_type: { $select: ['slug', 'name'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
    owns__device: { $count: {} },
  },
});

async function fetchSummary(id: number, signal: AbortSignal): Promise<FleetSummary | null> {
  const row = readOne('application', id, summaryRead, { signal });
  const counts = DEVICE_STATUSES.map((status) =>
    count('device', { $filter: { belongs_to__application: id, overall_status: status } }, { signal }),
  );
  const [fleet, ...perStatus] = await Promise.all([row, ...counts]);
  if (!fleet) return null;
  const dt = fleet.is_for__device_type[0];
  return {
    id: fleet.id,
    slug: fleet.slug,
    createdAt: fleet.created_at,
    architecture: dt?.is_of__cpu_architecture[0]?.slug ?? '',
    deviceTypeSlug: dt?.slug ?? '',
    deviceTypeName: dt?.name ?? '',
    applicationType: fleet.application_type[0]?.name ?? '',
    trackLatest: fleet.should_track_latest_release,
    targetReleaseId: fleet.should_be_running__release?.__id ?? null,
    total: fleet.owns__device,
    counts: statusCounts((_, i) => perStatus[i]),
  };
}

/** One fleet's summary (the summary page polls it). */
export const fleetSummaryQuery = (id: number) =>
  queryOptions({ queryKey: fleetKeys.summary(id), queryFn: ({ signal }) => fetchSummary(id, signal) });

const roleExpand = { application_membership_role: { $select: ['name'] } } as const;

const headerRead = (userId: number) =>
  readOptions('application', {
    $select: ['id', 'app_name', 'slug', 'is_of__class', 'is_accessible_by_support_until__date'],
    $expand: {
      organization: {
        $select: ['id', 'name', 'handle', 'is_frozen'],
        $expand: {
          organization_membership: {
            $select: ['id'],
            $filter: { user: userId },
            $expand: { organization_membership_role: { $select: ['name'] } },
          },
        },
      },
      user_application_membership: { $select: ['id'], $filter: { user: userId }, $expand: roleExpand },
      team_application_access: {
        $select: ['id'],
        $filter: {
          team: {
            $any: {
              $alias: 't',
              $expr: { t: { team_membership: { $any: { $alias: 'm', $expr: { m: { user: userId } } } } } },
            },
          },
        },
        $expand: roleExpand,
      },
    },
  });

/** What the fleet layout reads before rendering: the fleet, its organization and the user's role names on it. */
export interface FleetHeaderRow {
  id: number;
  name: string;
  slug: string;
  fleetClass: FleetClass;
  organization: { id: number; name: string; handle: string; isFrozen: boolean };
  roleNames: { orgRole: string | null; direct: string[]; team: string[] };
  /** Support access granted until this date (ISO), or null when revoked (spec 02 §4). */
  supportUntil: string | null;
}

/** The header of one fleet, or null when the user cannot see it. */
export async function fetchFleetHeader(
  id: number,
  userId: number,
  signal?: AbortSignal,
): Promise<FleetHeaderRow | null> {
  const row = await readOne('application', id, headerRead(userId), { signal });
  if (!row) return null;
  const org = row.organization[0];
  return {
    id: row.id,
    name: row.app_name,
    slug: row.slug,
    fleetClass: row.is_of__class,
    organization: {
      id: org?.id ?? 0,
      name: org?.name ?? '',
      handle: org?.handle ?? '',
      isFrozen: Boolean(org?.is_frozen),
    },
    roleNames: {
      orgRole: org?.organization_membership[0]?.organization_membership_role[0]?.name ?? null,
      direct: row.user_application_membership.flatMap((m) => m.application_membership_role.map((r) => r.name)),
      team: row.team_application_access.flatMap((m) => m.application_membership_role.map((r) => r.name)),
    },
    supportUntil: row.is_accessible_by_support_until__date ?? null,
  };
}

/** What the devices view needs about its fleet: organization (roles), paid plan (deactivation) and CPU architecture. */
export interface FleetContext {
  id: number;
  name: string;
  organizationId: number;
  planIsPaid: boolean;
  cpuArch: string;
}

const contextRead = readOptions('application', {
  $select: ['id', 'app_name'],
  $expand: {
    organization: {
      $select: ['id'],
      $expand: {
        subscription: {
          $select: ['id'],
          $filter: { is_active: true },
          $expand: { is_for__plan: { $select: ['monthly_price'] } },
        },
      },
    },
    is_for__device_type: { $select: ['id'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
  },
});

export const fleetContextQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.devicesContext(fleetId),
    queryFn: async ({ signal }): Promise<FleetContext> => {
      const row = await readOne('application', fleetId, contextRead, { signal });
      if (!row) throw new Error(`fleet not found ${fleetId}`); // spec 02 §8 SDK error
      const org = row.organization[0];
      const price = org?.subscription[0]?.is_for__plan[0]?.monthly_price ?? 0;
      return {
        id: row.id,
        name: row.app_name,
        organizationId: org?.id ?? 0,
        planIsPaid: price > 0,
        cpuArch: row.is_for__device_type[0]?.is_of__cpu_architecture[0]?.slug ?? '',
      };
    },
  });

// --- moving devices -----------------------------------------------------------------------------

/** Fleet roles that may receive moved devices (spec 02 §5 "Move device"). */
export const MOVE_TARGET_ROLES: readonly string[] = ['administrator', 'developer', 'safe-developer', 'operator'];

/** A fleet devices may move to, and whether the user may move devices there. */
export interface MoveTarget {
  id: number;
  app_name: string;
  allowed: boolean;
}

/** Fleets of the same CPU architecture (other than the current one), each marked whether the user may move devices into it. */
export const moveTargetsQuery = (userId: number, arch: string, currentFleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.moveTargets(userId, arch, currentFleetId),
    queryFn: async ({ signal }): Promise<MoveTarget[]> => {
      const archFilter = {
        is_for__device_type: {
          $any: {
            $alias: 'dt',
            $expr: { dt: { is_of__cpu_architecture: { $any: { $alias: 'c', $expr: { c: { slug: arch } } } } } },
          },
        },
      };
      const [fleets, rows] = await Promise.all([
        read(
          'application',
          {
            $select: ['id', 'app_name', 'organization'],
            $filter: { is_of__class: 'fleet', is_host: false, ...archFilter },
            $orderby: { app_name: 'asc' },
          },
          { signal },
        ),
        fetchUserMembershipRows(userId, signal),
      ]);
      return fleets
        .filter((f) => f.id !== currentFleetId)
        .map((f) => ({
          id: f.id,
          app_name: f.app_name,
          allowed: fleetRolesOf(rows, { id: f.id, organizationId: f.organization?.__id ?? 0 }).some((r) =>
            MOVE_TARGET_ROLES.includes(r),
          ),
        }));
    },
  });

// --- creation -----------------------------------------------------------------------------------

/** Organizations where the user's membership role is administrator, sorted by name: where fleets are created and where a fleet may be transferred to (spec 02 §5). */
export const adminOrgsQuery = (userId: number) =>
  queryOptions({
    queryKey: fleetKeys.adminOrgs(userId),
    queryFn: ({ signal }) =>
      read(
        'organization',
        {
          $select: ['id', 'name'],
          $filter: {
            organization_membership: {
              $any: {
                $alias: 'om',
                $expr: {
                  om: {
                    user: userId,
                    organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } },
                  },
                },
              },
            },
          },
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
  });

/** An organization the user may create fleets in. */
export type AdminOrganization = Awaited<ReturnType<NonNullable<ReturnType<typeof adminOrgsQuery>['queryFn']>>>[number];

/** Every application name in the organization (all classes share one namespace per organization). */
export const orgNamesQuery = (orgId: number) =>
  queryOptions({
    queryKey: fleetKeys.names(orgId),
    queryFn: async ({ signal }) =>
      (await read('application', { $select: ['app_name'], $filter: { organization: orgId } }, { signal })).map(
        (r) => r.app_name,
      ),
  });

export interface CreateFleetInput {
  name: string;
  organization: number;
  deviceType: string;
  fleetClass: FleetClass;
}

/** Errors of fleet creation (spec 02 §8 texts, passed in by the caller). */
export interface CreateFleetTexts {
  missingAttributes: string;
  couldNotFindId: string;
}

/** POST /v7/application; the answer must carry an id (spec 02 §5 "could not find id"). */
export async function createFleet(
  input: CreateFleetInput,
  texts: CreateFleetTexts,
): Promise<{ id: number; is_of__class: FleetClass }> {
  if (!input.name || !input.organization || !input.deviceType) throw new Error(texts.missingAttributes);
  const types = await read('device_type', { $select: ['id'], $filter: { slug: input.deviceType } });
  const deviceTypeId = types[0]?.id;
  if (deviceTypeId === undefined) throw new Error(`Invalid device type: ${input.deviceType}`);
  const created = await ok(
    api.client.POST('/v7/application', {
      body: {
        app_name: input.name,
        organization: input.organization,
        is_for__device_type: deviceTypeId,
        is_of__class: input.fleetClass,
      },
    }),
  );
  if (typeof created?.id !== 'number') throw new Error(texts.couldNotFindId);
  return { id: created.id, is_of__class: input.fleetClass };
}

/**
 * Creates a fleet; every fleet read refreshes. A refusal (a name taken in another tab, a race) means
 * the organization's names changed: they are read again for the form's next checks.
 */
export function useCreateFleet() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ input, texts }: { input: CreateFleetInput; texts: CreateFleetTexts }) => createFleet(input, texts),
    onSuccess: () => queries.invalidateQueries({ queryKey: fleetKeys.all }),
    onError: (_error, { input }) => void queries.invalidateQueries({ queryKey: fleetKeys.names(input.organization) }),
  });
}

// --- release pinning ----------------------------------------------------------------------------

/** The special choice that makes the fleet follow its latest release (spec 02 §4). */
export const TRACK_LATEST = 'track-latest';

/** The PATCH body for a pinning choice: a release id pins, TRACK_LATEST tracks the latest release. */
export function pinBody(choice: string): { should_track_latest_release: boolean; should_be_running__release?: number } {
  return choice === TRACK_LATEST
    ? { should_track_latest_release: true }
    : { should_track_latest_release: false, should_be_running__release: Number(choice) };
}

/** PATCH application(id) with the pinning body; refreshes the summary and the fleet's releases. */
export function usePinFleet(fleetId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (choice: string) =>
      ok(api.client.PATCH('/v7/application({id})', { params: { path: { id: fleetId } }, body: pinBody(choice) })),
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: fleetKeys.summary(fleetId) }),
        queries.invalidateQueries({ queryKey: releaseKeys.fleet(fleetId) }),
      ]),
  });
}
