/**
 * One application row as each screen reads it (spec 02 §2 "Fleet summary", "Fleet, app and block
 * detail", "Fleet settings", §7): the summary with per-status device counts (`/device/$count` per
 * status), the layout's header with the user's role names, the devices view's context, the access
 * and release pages' context, the settings page's fields, the variables pages' basics (device type
 * and services) and the release target. Each read has its own key under `fleetKeys.all`.
 */
import { queryOptions } from '@tanstack/react-query';
import { read, readOne, readOptions } from '../client.ts';
import { countDevices } from '../device/lists.ts';
import { fleetKeys } from './keys.ts';
import { DEVICE_STATUSES, statusCounts, type StatusCounts } from './lists.ts';
import type { FleetClass } from '../../../../shared/fleet-class.ts';

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

/** A service of the fleet (or installed on a device). */
export interface ServiceRef {
  id: number;
  name: string;
}

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

/** The fleet summary read (exported for the import round-trip test, which compares its answers). */
export const summaryRead = readOptions('application', {
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
    countDevices({ belongs_to__application: id, overall_status: status }, signal),
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
export interface FleetDevicesContext {
  id: number;
  name: string;
  organizationId: number;
  planIsPaid: boolean;
  /**
   * The device deactivation fee in cents (spec 03 §9: one device-month, not covered by the plan
   * allowance): the plan's device:microservices add-on price on a paid plan, else null.
   */
  deactivationFeeCents: number | null;
  /** The active plan's billing code; null when the user may not read the subscription. */
  planCode: string | null;
  cpuArch: string;
}

/** The device add-on whose price is one device-month (spec 03 §3, §9). */
const DEVICE_ADDON_SLUG = 'device:microservices';

const contextRead = readOptions('application', {
  $select: ['id', 'app_name'],
  $expand: {
    organization: {
      $select: ['id'],
      $expand: {
        subscription: {
          $select: ['id'],
          $filter: { is_active: true },
          $expand: {
            is_for__plan: {
              $select: ['monthly_price', 'billing_code'],
              $expand: {
                plan_addon: { $select: ['id', 'base_price'], $expand: { offers__feature: { $select: ['slug'] } } },
              },
            },
          },
        },
      },
    },
    is_for__device_type: { $select: ['id'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
  },
});

export const fleetDevicesContextQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.devicesContext(fleetId),
    queryFn: async ({ signal }): Promise<FleetDevicesContext> => {
      const row = await readOne('application', fleetId, contextRead, { signal });
      if (!row) throw new Error(`fleet not found ${fleetId}`); // spec 02 §8 SDK error
      const org = row.organization[0];
      const plan = org?.subscription[0]?.is_for__plan[0];
      const price = plan?.monthly_price ?? 0;
      const fee = plan?.plan_addon.find((a) => a.offers__feature.some((f) => f.slug === DEVICE_ADDON_SLUG))?.base_price;
      return {
        id: row.id,
        name: row.app_name,
        organizationId: org?.id ?? 0,
        planIsPaid: price > 0,
        deactivationFeeCents: price > 0 && fee !== undefined && Number(fee) > 0 ? Number(fee) : null,
        planCode: plan?.billing_code ?? null,
        cpuArch: row.is_for__device_type[0]?.is_of__cpu_architecture[0]?.slug ?? '',
      };
    },
  });

/** The fleet's name, class, actor and organization, for the access and release pages' headings and choices. */
export type FleetAccessContext = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof fleetAccessContextQuery>['queryFn']>>>
>;

/** The fleet's name, class, organization and whether its plan is paid, for the access pages' headings and role choices. */
export const fleetAccessContextQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.accessContext(fleetId),
    queryFn: async ({ signal }) => {
      const row = await readOne(
        'application',
        fleetId,
        {
          $select: ['id', 'app_name', 'is_of__class', 'organization', 'actor'],
          $expand: {
            organization: {
              $select: ['id', 'handle'],
              $expand: {
                subscription: {
                  $select: ['id'],
                  $filter: { is_active: true },
                  $expand: { is_for__plan: { $select: ['monthly_price', 'billing_code'] } },
                },
              },
            },
          },
        },
        { signal },
      );
      if (!row) return null;
      const org = row.organization[0];
      return {
        id: row.id,
        name: row.app_name,
        fleetClass: row.is_of__class,
        actorId: row.actor?.__id ?? null,
        organization: { id: org?.id ?? 0, handle: org?.handle ?? '' },
        /** The organization's plan has a price: the limited and operator roles may be granted (spec 02 §6). */
        planIsPaid: (org?.subscription[0]?.is_for__plan[0]?.monthly_price ?? 0) > 0,
      };
    },
  });

const settingsRead = readOptions('application', {
  $select: [
    'id',
    'app_name',
    'slug',
    'is_of__class',
    'organization',
    'should_track_latest_release',
    'should_be_running__release',
    'is_accessible_by_support_until__date',
    'is_stored_at__repository_url',
    'is_public',
  ],
  $expand: {
    organization: { $select: ['id', 'name'] },
    is_for__device_type: {
      $select: ['id', 'slug', 'name'],
      $expand: { is_of__cpu_architecture: { $select: ['slug'] } },
    },
    application_type: { $select: ['id', 'name', 'slug', 'is_legacy', 'supports_multicontainer', 'requires_payment'] },
  },
});

/** The fleet as the settings page shows it; null when not found. */
export const fleetSettingsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.settings(fleetId),
    queryFn: async ({ signal }) => {
      const row = await readOne('application', fleetId, settingsRead, { signal });
      if (!row) return null;
      const deviceType = row.is_for__device_type[0];
      return {
        id: row.id,
        name: row.app_name,
        slug: row.slug,
        fleetClass: row.is_of__class,
        organization: { id: row.organization[0]?.id ?? 0, name: row.organization[0]?.name ?? '' },
        deviceType: {
          id: deviceType?.id ?? 0,
          slug: deviceType?.slug ?? '',
          name: deviceType?.name ?? '',
          arch: deviceType?.is_of__cpu_architecture[0]?.slug ?? '',
        },
        applicationType: row.application_type[0] ?? null,
        trackLatest: row.should_track_latest_release,
        pinnedReleaseId: row.should_be_running__release?.__id ?? null,
        /** Support access until this date-time; null means revoked (spec 02 §4 "Device action states"). */
        supportUntil: row.is_accessible_by_support_until__date ?? null,
        repositoryUrl: row.is_stored_at__repository_url ?? null,
        isPublic: row.is_public,
      };
    },
  });

export type FleetSettings = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof fleetSettingsQuery>['queryFn']>>>
>;

/** What the fleet pages need: organization (for the access roles), device type and services. */
export interface FleetBasics {
  id: number;
  name: string;
  organizationId: number;
  deviceType: string;
  services: ServiceRef[];
}

const fleetBasicsRead = readOptions('application', {
  $select: ['id', 'app_name', 'organization'],
  $expand: {
    is_for__device_type: { $select: ['slug'] },
    service: { $select: ['id', 'service_name'], $orderby: { service_name: 'asc' } },
  },
});

export const fleetBasicsQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.basics(fleetId),
    queryFn: async ({ signal }): Promise<FleetBasics | null> => {
      const row = await readOne('application', fleetId, fleetBasicsRead, { signal });
      if (!row) return null;
      return {
        id: row.id,
        name: row.app_name,
        organizationId: fkId(row.organization) ?? 0,
        deviceType: row.is_for__device_type[0]?.slug ?? '',
        services: row.service.map((s) => ({ id: s.id, name: s.service_name })),
      };
    },
  });

/** The fleet's release target: tracking latest, or the pinned release id. */
export const fleetTargetQuery = (fleetId: number) =>
  queryOptions({
    queryKey: fleetKeys.releaseTarget(fleetId),
    queryFn: async ({ signal }) => {
      const row = await readOne(
        'application',
        fleetId,
        { $select: ['id', 'should_track_latest_release', 'should_be_running__release'] },
        { signal },
      );
      return {
        trackLatest: row?.should_track_latest_release ?? true,
        releaseId: row?.should_be_running__release?.__id ?? null,
      };
    },
  });

/** The fleet's `owner/app` slug, or null when the fleet is unknown or not visible (the builder names fleets by it). */
export async function fetchFleetSlug(fleetId: number): Promise<string | null> {
  const [fleet] = await read('application', { $select: ['slug'], $filter: { id: fleetId } });
  return fleet?.slug ?? null;
}
