/** Query keys of billing, general → specific: invalidating `billingKeys.org(id)` refreshes one organization's billing reads. */
import { queryKeys } from '../../lib/query-keys.ts';

export const billingKeys = {
  all: () => [...queryKeys.all, 'billing'] as const,
  org: (orgId: number) => [...billingKeys.all(), orgId] as const,
  context: (orgId: number, userId: number) => [...billingKeys.org(orgId), 'context', userId] as const,
  account: (orgId: number) => [...billingKeys.org(orgId), 'account'] as const,
  plan: (orgId: number) => [...billingKeys.org(orgId), 'plan'] as const,
  info: (orgId: number) => [...billingKeys.org(orgId), 'info'] as const,
  invoices: (orgId: number) => [...billingKeys.org(orgId), 'invoices'] as const,
  usage: (orgId: number) => [...billingKeys.org(orgId), 'usage'] as const,
  allowance: (orgId: number) => [...billingKeys.org(orgId), 'allowance'] as const,
  supportAccess: (orgId: number) => [...billingKeys.org(orgId), 'support-access'] as const,
  pricing: (orgId: number) => [...billingKeys.org(orgId), 'pricing'] as const,
  model: (orgId: number) => [...billingKeys.org(orgId), 'model'] as const,
  subscription: (orgId: number) => [...billingKeys.org(orgId), 'subscription'] as const,
  plans: () => [...billingKeys.all(), 'plans'] as const,
  supportTiers: () => [...billingKeys.all(), 'support-tiers'] as const,
  notices: (userId: number) => [...billingKeys.all(), 'notices', userId] as const,
  preferred: (userId: number) => [...billingKeys.all(), 'preferred', userId] as const,
};
