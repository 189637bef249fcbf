/**
 * Lists of organizations other screens show, each read here so that `organization` rows have one
 * owner: every organization (a platform admin's list), the organizations a user administers (what an
 * identity provider can be linked with), an organization's billing state with the user's role (one,
 * or all of the user's for the shell's banners) and the command palette's text search.
 */
import { read, readOne, readOptions, type Filter, type Row, type RowOf } from '../client.ts';

const administratorRole = {
  organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } },
} as const;

/** Organizations where `userId` is an administrator. */
export const adminOrganizationFilter = (userId: number) =>
  ({
    organization_membership: { $any: { $alias: 'om', $expr: { om: { user: userId, ...administratorRole } } } },
  }) as const;

const everyRead = (search: string, top: number) =>
  readOptions('organization', {
    $select: ['id', 'name', 'handle', 'created_at'],
    ...(search ? { $filter: { $or: [{ name: { $contains: search } }, { handle: { $contains: search } }] } } : {}),
    $orderby: { name: 'asc' },
    $top: top,
  });

/** The first `top` organizations by name (a platform admin reads them all), optionally those whose name or handle contains `search`. */
export const readEveryOrganization = (search: string, top: number, signal?: AbortSignal) =>
  read('organization', everyRead(search, top), { signal });

const administeredRead = (userId: number) =>
  readOptions('organization', {
    $select: ['id', 'name', 'handle'],
    $filter: adminOrganizationFilter(userId),
    $orderby: { name: 'asc' },
  });

/** Organizations the user administers, by name. */
export const readAdministeredOrganizations = (userId: number, signal?: AbortSignal) =>
  read('organization', administeredRead(userId), { signal });

// --- billing state ------------------------------------------------------------------------------

const billingStateRead = (userId: number) =>
  readOptions('organization', {
    $select: ['id', 'name', 'handle', 'is_frozen', 'has_past_due_invoice_since__date'],
    $expand: {
      organization_membership: {
        $select: ['id'],
        $filter: { user: userId },
        $expand: { organization_membership_role: { $select: ['name'] } },
      },
    },
  });

/** An organization as billing needs it: frozen, past due, and the user's role. */
export interface BillingContext {
  id: number;
  name: string;
  handle: string;
  isFrozen: boolean;
  pastDueSince: string | null;
  /** The user's organization role name, or null when not a member. */
  role: string | null;
}

function toBillingContext(row: RowOf<'organization', ReturnType<typeof billingStateRead>>): BillingContext {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    isFrozen: row.is_frozen === true,
    pastDueSince: row.has_past_due_invoice_since__date ?? null,
    role: row.organization_membership[0]?.organization_membership_role[0]?.name ?? null,
  };
}

/** The organization's billing state with the user's role; null when it does not exist. */
export async function readOrgBillingState(
  orgId: number,
  userId: number,
  signal?: AbortSignal,
): Promise<BillingContext | null> {
  const row = await readOne('organization', orgId, billingStateRead(userId), { signal });
  return row ? toBillingContext(row) : null;
}

const userOrgsBillingStateRead = (userId: number) =>
  readOptions('organization', {
    $select: ['id', 'name', 'handle', 'is_frozen', 'has_past_due_invoice_since__date'],
    $filter: { organization_membership: { $any: { $alias: 'm', $expr: { m: { user: userId } } } } },
    $expand: {
      organization_membership: {
        $select: ['id'],
        $filter: { user: userId },
        $expand: { organization_membership_role: { $select: ['name'] } },
      },
    },
    $orderby: { id: 'asc' },
  });

/** The billing state of every organization the user is a member of, by id. */
export async function readUserOrgsBillingState(userId: number, signal?: AbortSignal): Promise<BillingContext[]> {
  return (await read('organization', userOrgsBillingStateRead(userId), { signal })).map(toBillingContext);
}

// --- the command palette ------------------------------------------------------------------------

// Typed against the resource up front rather than inferred inside readOptions: nested $or terms
// inferred there made the type checker's work explode.
const textFilter = (s: string): Filter<Row<'organization'>> => ({
  $or: [{ $contains: [{ $tolower: { $: 'name' } }, s] }, { $contains: [{ $tolower: { $: 'handle' } }, s] }],
});

const textSearchRead = (s: string, top: number) =>
  readOptions('organization', { $select: ['id', 'name', 'handle'], $filter: textFilter(s), $top: top });

/** An organization as the command palette lists it. */
export type OrgSearchRow = RowOf<'organization', ReturnType<typeof textSearchRead>>;

/**
 * The first `top` organizations whose name or handle contains `s` (already lower-cased) anywhere,
 * case-insensitively (the command palette's organizations).
 */
export const searchOrganizationsByText = (s: string, top: number, signal?: AbortSignal): Promise<OrgSearchRow[]> =>
  read('organization', textSearchRead(s, top), { signal });
