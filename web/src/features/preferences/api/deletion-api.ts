/** Calls of the account deletion checklist (spec 01 §4, §7): sole-admin organizations, billing downgrade, deletes. */
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { compileUrl, type ODataQuery } from '../../../lib/odata/index.ts';

export interface AdminOrganization {
  id: number;
  name: string;
  /** Number of administrators. */
  admins: number;
}

/** Organizations the user administers, with their administrator count (sole admin = 1). */
export async function fetchAdministeredOrganizations(userId: number, client: ApiClient = api): Promise<AdminOrganization[]> {
  const isAdmin = { organization_membership_role: { $any: { $alias: 'r', $expr: { r: { name: 'administrator' } } } } };
  // Built by the SDK's URL compiler: nested $expand options keep their raw `=` and `;` (api-ground-truth §7).
  const path = compileUrl('organization', {
    $select: ['id', 'name'],
    $filter: { organization_membership: { $any: { $alias: 'm', $expr: { m: { user: userId, ...isAdmin } } } } },
    $expand: { organization_membership: { $select: ['id'], $filter: isAdmin } },
  } as ODataQuery<'organization'>);
  const res = await client.request<{ d: Array<{ id: number; name: string; organization_membership: unknown[] }> }>({ path, resource: 'organization' });
  return (res?.d ?? []).map((o) => ({ id: o.id, name: o.name, admins: Array.isArray(o.organization_membership) ? o.organization_membership.length : 0 }));
}

/** Billing plan code of an organization, or null when unknown (custom plans block deletion, spec 01 §5). */
export async function fetchPlanCode(orgId: number, client: ApiClient = api): Promise<string | null> {
  try {
    const plan = await client.request<{ code?: string; tier?: string }>({ path: `/billing/v1/account/${orgId}/plan` });
    return plan?.code ?? plan?.tier ?? null;
  } catch {
    return null;
  }
}

/** Whether a plan code is a custom plan: "custom…" or enterprise-v2 (shown as custom, spec 01 §9). */
export const isCustomPlan = (code: string | null): boolean => !!code && (code.startsWith('custom') || code === 'enterprise-v2');

export const downgradeToFree = (orgId: number, client: ApiClient = api) =>
  client.request({ method: 'PATCH', path: `/billing/v1/account/${orgId}/plan`, body: { tier: 'free', annual: false, planChangeReason: 'account deletion' } });

export const deleteOrganization = (orgId: number, client: ApiClient = api) => client.request({ method: 'DELETE', path: `/v7/organization(${orgId})` });
export const deleteUser = (userId: number, client: ApiClient = api) => client.request({ method: 'DELETE', path: `/v7/user(${userId})` });
