/**
 * Inputs of the sidebar menus: apps shown (feature flag + experimental display-apps), identity
 * provider shown (SAML feature + `saml` among GET /config supportedSocialProviders), billing access
 * for the organization in context (administrator membership, or a platform admin).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { compileUrl } from '../../lib/odata/index.ts';
import { config } from '../../config.ts';
import { useExperimental } from '../../features/experimental/index.ts';
import { contextStore, useSession } from '../../features/session/index.ts';
import type { NavigationContext } from './navigation-context.ts';
import type { SidebarOptions } from './sidebar-menus.ts';

/** The role whose members may access billing (spec 01 §6: only organization administrators). */
export const BILLING_ROLE = 'administrator';

export const shellKeys = {
  publicConfig: ['config', 'public'] as const,
  orgRole: (orgId: number, userId: number) => ['organization_membership', 'role', orgId, userId] as const,
};

/** GET /config (no token): only the social provider list is read here. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: shellKeys.publicConfig,
    queryFn: ({ signal }) => api.request<{ supportedSocialProviders?: unknown }>({ path: '/config', sendToken: false, signal }),
    staleTime: Infinity,
  });

interface MembershipRow {
  organization_membership_role?: Array<{ name?: string }>;
}

/** The current user's role name in an organization, or null when not a member. */
export const orgRoleQuery = (orgId: number, userId: number) =>
  queryOptions({
    queryKey: shellKeys.orgRole(orgId, userId),
    queryFn: async ({ signal }) => {
      const res = await api.request<{ d: MembershipRow[] }>({
        path: compileUrl('organization_membership', {
          $select: ['id'],
          $filter: { user: userId, is_member_of__organization: orgId },
          $expand: { organization_membership_role: { $select: ['name'] } },
        }),
        signal,
      });
      return res.d[0]?.organization_membership_role?.[0]?.name ?? null;
    },
    staleTime: 60_000,
  });

const orgIdOf = (ctx: NavigationContext): number | null => ('orgId' in ctx ? ctx.orgId : null);

export function useSidebarOptions(context: NavigationContext): SidebarOptions {
  const experimental = useExperimental();
  const { user } = useSession();
  const orgId = orgIdOf(context);
  const { data: publicConfig } = useQuery({ ...publicConfigQuery(), enabled: config.featureFlags.saml });
  const { data: role } = useQuery({ ...orgRoleQuery(orgId ?? 0, user?.id ?? 0), enabled: orgId !== null && user !== undefined && !user.isAdmin });
  const providers = Array.isArray(publicConfig?.supportedSocialProviders) ? publicConfig.supportedSocialProviders : [];
  // The role read here is the user's access role in the organization in context (context store).
  useEffect(() => {
    if (orgId !== null && role !== undefined) contextStore.setAccessRoles(orgId, role ? [role] : []);
  }, [orgId, role]);
  return {
    showApps: config.featureFlags.apps && experimental.displayApps,
    showIdentityProvider: config.featureFlags.saml && providers.includes('saml'),
    canAccessBilling: Boolean(user?.isAdmin) || role === BILLING_ROLE,
  };
}
