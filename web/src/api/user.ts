/**
 * The signed-in user's account (spec 01 §4, §7 "Account"): profile, password, e-mail, other sessions,
 * and the account-deletion checklist (organizations the user administers, their billing plan, the
 * downgrade to free, organization and user deletion).
 */
import { queryOptions } from '@tanstack/react-query';
import { api, ok, read, type DashboardClient } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { fetchAdministeredOrganizations } from './organization/organizations.ts';
import { countDevices } from './device/lists.ts';
import { countApplications } from './application/lists.ts';

/** Keys of the account area, general → specific. */
const userKeys = {
  all: () => [...queryKeys.user(), 'account'] as const,
  soleAdminOrgs: (userId: number) => [...userKeys.all(), 'sole-admin-orgs', userId] as const,
  created: (userId: number) => [...userKeys.all(), 'created', userId] as const,
};

/** The profile form's values; has_enabled_newsletter is the inverse of has_disabled_newsletter (spec 01 §3). */
export interface ProfileInput {
  first_name: string;
  last_name: string;
  company: string;
  account_type: 'personal' | 'professional';
  has_enabled_newsletter: boolean;
}

/** PATCH /user/profile. */
export const saveProfile = (v: ProfileInput, c: DashboardClient = api) =>
  ok(
    c.client.PATCH('/user/profile', {
      body: {
        first_name: v.first_name,
        last_name: v.last_name,
        company: v.company,
        account_type: v.account_type,
        has_disabled_newsletter: !v.has_enabled_newsletter,
      },
    }),
  );

/** PATCH /user/password {currentPassword, password}; currentPassword only when one is set. */
export const changePassword = (password: string, currentPassword: string | undefined, c: DashboardClient = api) =>
  ok(c.client.PATCH('/user/password', { body: currentPassword ? { currentPassword, password } : { password } }));

export type EmailChangeResult = { kind: 'pending' } | { kind: 'updated'; token?: string };

/**
 * PATCH /user/email {email, password} (spec 01 §4 "Email change"): an empty body means verification
 * pending; otherwise updated, and a string body is a new token.
 */
export async function changeEmail(
  email: string,
  password: string,
  c: DashboardClient = api,
): Promise<EmailChangeResult> {
  const res: unknown = await ok(c.client.PATCH('/user/email', { body: { email, password } }));
  if (res === undefined || res === '') return { kind: 'pending' };
  return typeof res === 'string' ? { kind: 'updated', token: res } : { kind: 'updated' };
}

export const logoutOtherSessions = (c: DashboardClient = api) => ok(c.client.POST('/logout-others'));

// --- account age -------------------------------------------------------------------------------

/** When the user's account was created (`user.created_at`), or null when unknown; it never changes. */
export const accountCreatedQuery = (userId: number, c: DashboardClient = api) =>
  queryOptions({
    queryKey: userKeys.created(userId),
    queryFn: async ({ signal }) =>
      (await c.readOne('user', userId, { $select: ['created_at'] }, { signal }))?.created_at ?? null,
    staleTime: Infinity,
  });

// --- account deletion ---------------------------------------------------------------------------

/** The organizations the user is the sole administrator of, and whether one of them is on a custom plan. */
export const soleAdminOrganizationsQuery = (userId: number, c: DashboardClient = api) =>
  queryOptions({
    queryKey: userKeys.soleAdminOrgs(userId),
    queryFn: async ({ signal }) => {
      const sole = (await fetchAdministeredOrganizations(userId, c, signal)).filter((o) => o.admins === 1);
      const ids = sole.map((o) => o.id);
      // What goes with those organizations: their fleets (of every class) and those fleets' devices.
      const [plans, fleets, devices] = await Promise.all([
        Promise.all(sole.map((o) => fetchPlanCode(o.id, c))),
        ids.length ? countApplications({ organization: { $in: ids } }, signal, c) : 0,
        ids.length
          ? countDevices(
              { belongs_to__application: { $any: { $alias: 'a', $expr: { a: { organization: { $in: ids } } } } } },
              signal,
              c,
            )
          : 0,
      ]);
      return { sole, fleets, devices, hasCustomPlan: plans.some(isCustomPlan) };
    },
  });

/** Billing plan code of an organization, or null when unknown (custom plans block deletion, spec 01 §5). */
async function fetchPlanCode(orgId: number, c: DashboardClient = api): Promise<string | null> {
  try {
    const plan = await ok(c.client.GET('/billing/v1/account/{orgId}/plan', { params: { path: { orgId } } }));
    return plan.code ?? plan.tier ?? null;
  } catch {
    return null;
  }
}

/** Whether a plan code is a custom plan: "custom…" or enterprise-v2 (shown as custom, spec 01 §9). */
const isCustomPlan = (code: string | null): boolean =>
  !!code && (code.startsWith('custom') || code === 'enterprise-v2');

export const downgradeToFree = (orgId: number, c: DashboardClient = api) =>
  ok(
    c.client.PATCH('/billing/v1/account/{orgId}/plan', {
      params: { path: { orgId } },
      body: { tier: 'free', annual: false, planChangeReason: 'account deletion' },
    }),
  );

export const deleteUser = (userId: number, c: DashboardClient = api) =>
  ok(c.client.DELETE('/v7/user({id})', { params: { path: { id: userId } } }));

/**
 * The organization's members by username, for picking an existing member to add to a fleet (spec 01
 * §7 "GET user with organization_membership for the add-members list", spec 02 §5 "In existing-user
 * mode only organization members not yet fleet members are selectable").
 */
export const orgMemberUsersQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...queryKeys.resource('user'), 'org-members', orgId],
    queryFn: ({ signal }) =>
      read(
        'user',
        {
          $select: ['id', 'username'],
          $filter: {
            organization_membership: {
              $any: { $alias: 'om', $expr: { om: { is_member_of__organization: orgId } } },
            },
          },
          $orderby: { username: 'asc' },
        },
        { signal },
      ),
  });
