/**
 * Inputs of the sidebar menus: apps shown (feature flag + experimental display-apps), identity
 * provider shown (SAML feature + `saml` among GET /config supportedSocialProviders), billing access
 * for the organization in context (administrator membership, or a platform admin).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../api/config.ts';
import { orgRoleQuery } from '../../api/roles/reads.ts';
import { config } from '../../config.ts';
import { useExperimental } from '../../features/experimental/index.ts';
import { contextStore, useSession } from '../../features/session/index.ts';
import type { NavigationContext } from '../../lib/navigation-context.ts';
import type { SidebarOptions } from '../../lib/sidebar-menus.ts';

/** The role whose members may access billing (spec 01 §6: only organization administrators). */
const BILLING_ROLE = 'administrator';

const orgIdOf = (ctx: NavigationContext): number | null => ('orgId' in ctx ? ctx.orgId : null);

export function useSidebarOptions(context: NavigationContext): SidebarOptions {
  const experimental = useExperimental();
  const { user } = useSession();
  const orgId = orgIdOf(context);
  const { data: publicConfig } = useQuery({ ...publicConfigQuery(), enabled: config.featureFlags.saml });
  const { data: role } = useQuery({
    ...orgRoleQuery(orgId ?? 0, user?.id ?? 0),
    enabled: orgId !== null && user !== undefined && !user.isAdmin,
  });
  const providers: readonly string[] = publicConfig?.supportedSocialProviders ?? [];
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
