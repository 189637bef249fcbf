/**
 * Organizations (spec 01 §7 "Organizations, members, teams"): the user's organization list (ordered
 * by name, polled), one organization with its members, fleets and teams, create / rename / logo /
 * delete, and the organizations the user administers. Reads go through the typed OData helpers,
 * writes through the generated client. Members: memberships.ts; invites: invites.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, client, ok, read, readOne, readOptions, type DashboardClient } from '../client.ts';
import { useWrite, type WriteOptions } from '../mutation.ts';
import type { FleetClass } from '../../../../shared/fleet-class.ts';
import { orgKeys } from './keys.ts';
import { roleOf } from './memberships.ts';

/** Refresh interval of the organization list (spec 01 §2 "Polled periodically"; the value is ours). */
const ORG_LIST_REFRESH_MS = 10_000;

const fkId = (ref: { __id: number } | null | undefined): number | null => ref?.__id ?? null;

// --- organization list --------------------------------------------------------------------------

const listRead = (userId: number) =>
  readOptions('organization', {
    $select: ['id', 'created_at', 'name', 'handle', 'logo_image'],
    $filter: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user: userId } } } } },
    $expand: {
      owns__team: { $count: {} },
      organization_membership: {
        $select: ['id', 'user'],
        $expand: { organization_membership_role: { $select: ['name'] } },
      },
      application: { $select: ['id', 'is_of__class'] },
    },
    $orderby: { name: 'asc' },
  });

/** One organization of the user's list. */
export interface OrgListItem {
  id: number;
  name: string;
  handle: string;
  createdAt: string;
  logo: string | null;
  teamCount: number;
  memberCount: number;
  administratorCount: number;
  /** The signed-in user's role and membership id in it. */
  role: string;
  membershipId: number;
  /** Applications of class fleet (not apps or blocks). */
  fleetCount: number;
}

/** The logo's href, whether the API answers a string or a `{ href }` object. */
function logoHref(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'href' in value && typeof value.href === 'string' && value.href)
    return value.href;
  return null;
}

/** The user's organizations ordered by name, refreshed every ORG_LIST_REFRESH_MS. */
export const orgListQuery = (userId: number) =>
  queryOptions({
    queryKey: orgKeys.list(userId),
    refetchInterval: ORG_LIST_REFRESH_MS,
    queryFn: async ({ signal }): Promise<OrgListItem[]> => {
      const rows = await read('organization', listRead(userId), { signal });
      return rows.map((o) => {
        const mine = o.organization_membership.find((m) => fkId(m.user) === userId);
        return {
          id: o.id,
          name: o.name,
          handle: o.handle,
          createdAt: o.created_at,
          logo: logoHref(o.logo_image),
          teamCount: o.owns__team,
          memberCount: o.organization_membership.length,
          administratorCount: o.organization_membership.filter(
            (m) => roleOf(m.organization_membership_role) === 'administrator',
          ).length,
          role: roleOf(mine?.organization_membership_role),
          membershipId: mine?.id ?? 0,
          // Fleets only, as the organization summary's Fleets card counts them (apps and blocks are
          // classes of their own, spec 01 §2), which is why the list reads the class.
          fleetCount: o.application.filter((a) => a.is_of__class === 'fleet').length,
        };
      });
    },
  });

// --- one organization ---------------------------------------------------------------------------

const orgRead = readOptions('organization', {
  $select: ['id', 'created_at', 'name', 'handle', 'logo_image', 'is_frozen'],
  $expand: {
    organization_membership: {
      $select: ['id', 'user'],
      $expand: { user: { $select: ['id', 'username'] }, organization_membership_role: { $select: ['name'] } },
      $orderby: { id: 'asc' },
    },
    owns__team: { $select: ['id', 'name'], $orderby: { name: 'asc' } },
    application: { $select: ['id', 'app_name', 'is_of__class'], $orderby: { app_name: 'asc' } },
  },
});

export interface OrgMemberRef {
  membershipId: number;
  userId: number;
  username: string;
  role: string;
}

export interface OrgDetails {
  id: number;
  name: string;
  handle: string;
  createdAt: string;
  logo: string | null;
  isFrozen: boolean;
  members: OrgMemberRef[];
  teams: Array<{ id: number; name: string }>;
  fleets: Array<{ id: number; name: string; fleetClass: FleetClass }>;
}

/** One organization with members (username, role), fleets and teams; null when it is not visible. */
export const orgQuery = (orgId: number) =>
  queryOptions({
    queryKey: orgKeys.summary(orgId),
    queryFn: async ({ signal }): Promise<OrgDetails | null> => {
      const o = await readOne('organization', orgId, orgRead, { signal });
      if (!o) return null;
      return {
        id: o.id,
        name: o.name,
        handle: o.handle,
        createdAt: o.created_at,
        logo: logoHref(o.logo_image),
        isFrozen: o.is_frozen === true,
        members: o.organization_membership.map((m) => ({
          membershipId: m.id,
          userId: m.user[0]?.id ?? fkId(null) ?? 0,
          username: m.user[0]?.username ?? '',
          role: roleOf(m.organization_membership_role),
        })),
        teams: o.owns__team.map((t) => ({ id: t.id, name: t.name })),
        fleets: o.application.map((a) => ({ id: a.id, name: a.app_name, fleetClass: a.is_of__class })),
      };
    },
  });

/** The administrators among an organization's members. */
export const administratorsOf = (members: readonly OrgMemberRef[]): OrgMemberRef[] =>
  members.filter((m) => m.role === 'administrator');

// --- organization writes ------------------------------------------------------------------------

/** An uploaded file: a data URL carrying the type and base64 content, with the file's name (spec 01 §3). */
export interface LogoUpload {
  filename: string;
  contentType: string;
  size: number;
  dataUrl: string;
}

/** POST organization {name, optional logo_image}; the creator becomes its administrator. */
export async function createOrganization(name: string): Promise<{ id: number }> {
  const row = await ok(client.POST('/v7/organization', { body: { name } }));
  if (typeof row.id !== 'number') throw new Error('The organization was created without an id');
  return { id: row.id };
}

/** PATCH organization {name}. */
const renameOrganization = (orgId: number, name: string) =>
  ok(client.PATCH('/v7/organization({id})', { params: { path: { id: orgId } }, body: { name } }));

/** PATCH organization {logo_image}. */
const setOrganizationLogo = (orgId: number, logo: LogoUpload) =>
  ok(
    client.PATCH('/v7/organization({id})', {
      params: { path: { id: orgId } },
      body: {
        logo_image: { filename: logo.filename, href: logo.dataUrl, content_type: logo.contentType, size: logo.size },
      },
    }),
  );

/** DELETE organization by id (`c`: another client, in tests). */
export const deleteOrganization = (orgId: number, c: DashboardClient = api) =>
  ok(c.client.DELETE('/v7/organization({id})', { params: { path: { id: orgId } } }));

// --- organizations the user administers ----------------------------------------------------------

/** An organization the user administers, with its number of administrators (sole admin = 1). */
export interface AdministeredOrganization {
  id: number;
  name: string;
  admins: number;
}

const isAdministrator = {
  organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } },
} as const;

/**
 * Organizations where the user's membership role is administrator, by name, with their
 * administrator count: where fleets are created and may be transferred to (spec 02 §5), and the
 * organizations an account deletion would leave without an administrator (spec 01 §5).
 */
export async function fetchAdministeredOrganizations(
  userId: number,
  c: DashboardClient = api,
  signal?: AbortSignal,
): Promise<AdministeredOrganization[]> {
  const rows = await c.read(
    'organization',
    {
      $select: ['id', 'name'],
      $filter: {
        organization_membership: { $any: { $alias: 'm', $expr: { m: { user: userId, ...isAdministrator } } } },
      },
      $expand: { organization_membership: { $select: ['id'], $filter: isAdministrator } },
      $orderby: { name: 'asc' },
    },
    { signal },
  );
  return rows.map((o) => ({ id: o.id, name: o.name, admins: o.organization_membership.length }));
}

/** The organizations the user administers (fetchAdministeredOrganizations) as a query. */
export const administeredOrgsQuery = (userId: number) =>
  queryOptions({
    queryKey: orgKeys.administered(userId),
    queryFn: ({ signal }) => fetchAdministeredOrganizations(userId, api, signal),
  });

// --- writes -------------------------------------------------------------------------------------

/** An organization write: every organization read (list, summary, members, teams, invites) refreshes. */
const useOrgWrite = <TVars, TData>(write: (vars: TVars) => Promise<TData>, options?: WriteOptions) =>
  useWrite(write, () => [orgKeys.all()], options);

export const useCreateOrganization = () => useOrgWrite(createOrganization);
export const useRenameOrganization = () =>
  useOrgWrite(({ orgId, name }: { orgId: number; name: string }) => renameOrganization(orgId, name));
export const useSetOrganizationLogo = () =>
  useOrgWrite(({ orgId, logo }: { orgId: number; logo: LogoUpload }) => setOrganizationLogo(orgId, logo));
/** Deletes an organization; the page leaves it, so the reads refresh in the background. */
export const useDeleteOrganization = () =>
  useOrgWrite(deleteOrganization, { wait: false, gone: (orgId: number) => [orgKeys.one(orgId)] });
