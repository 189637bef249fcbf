/**
 * The billing catalogue (spec 03 §3, §7), read as OData rows: the self-serve plans, the free plan,
 * the support tiers, and an organization's active subscription with its plan and add-ons.
 */
import { queryOptions } from '@tanstack/react-query';
import { read, readOptions, type RowOf } from '../client.ts';
import { billingKeys } from './keys.ts';

const PLAN_SELECT = [
  'id',
  'title',
  'billing_code',
  'can_self_serve',
  'is_legacy',
  'annual_price',
  'monthly_price',
  'is_valid_from__date',
  'is_valid_until__date',
] as const;
const PLAN_EXPAND = {
  plan_addon: {
    $select: ['id', 'base_price', 'can_self_serve', 'bills_dynamically'],
    $expand: { offers__feature: { $select: ['slug'] } },
  },
  plan_feature: { $select: ['id', 'quantity'], $expand: { provides__feature: { $select: ['slug'] } } },
} as const;

/** GET plan with add-ons, features and discount codes, ordered by monthly_price (spec 03 §7). */
const plansRead = readOptions('plan', {
  $select: [...PLAN_SELECT],
  $expand: { ...PLAN_EXPAND, discount_code: { $select: ['id', 'code', 'discount_percentage'] } },
  $orderby: { monthly_price: 'asc' },
});

/** Every plan with its add-ons, features and discount codes, by monthly price; cached for an hour (spec 03 §7, §9). */
export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => read('plan', plansRead, { signal }),
    staleTime: 60 * 60 * 1000,
  });
export type PlanRow = RowOf<'plan', typeof plansRead>;

/** GET plan by billing_code free (spec 03 §7): the plan the cancel button proposes. */
const freePlanRead = readOptions('plan', {
  $select: [...PLAN_SELECT],
  $expand: { ...PLAN_EXPAND, discount_code: { $select: ['id', 'code', 'discount_percentage'] } },
  $filter: { billing_code: 'free' },
  $top: 1,
});

/** The free plan, read by its billing code and cached like the plan list; null when the catalog has none. */
export const freePlanQuery = () =>
  queryOptions({
    queryKey: [...billingKeys.plans(), 'free'] as const,
    queryFn: async ({ signal }): Promise<PlanRow | null> => (await read('plan', freePlanRead, { signal }))[0] ?? null,
    staleTime: 60 * 60 * 1000,
  });

const supportTiersRead = readOptions('support_feature', {
  $select: ['id'],
  $expand: {
    feature: { $select: ['slug'] },
    support_tier: { $select: ['title', 'includes__SLA', 'includes_private_support'] },
  },
});

/** A support tier as a plan's support:* feature grants it (spec 03 §3 "Support feature and tier"). */
export interface SupportTier {
  title: string;
  sla: string | null;
  privateSupport: boolean;
}

/**
 * GET support_feature with support_tier (spec 03 §7): the support tier each support:* feature slug
 * grants, cached like the plans (the catalog changes rarely).
 */
export const supportTiersQuery = () =>
  queryOptions({
    queryKey: billingKeys.supportTiers(),
    queryFn: async ({ signal }): Promise<Map<string, SupportTier>> => {
      const rows = await read('support_feature', supportTiersRead, { signal });
      const tiers = new Map<string, SupportTier>();
      for (const row of rows) {
        const slug = row.feature[0]?.slug;
        const tier = row.support_tier[0];
        if (slug && tier)
          tiers.set(slug, {
            title: tier.title,
            sla: tier.includes__SLA ?? null,
            privateSupport: tier.includes_private_support === true,
          });
      }
      return tiers;
    },
    staleTime: 60 * 60 * 1000,
  });

/**
 * GET subscription (spec 03 §7): the active subscription of an organization, expanding its plan with
 * the plan's add-ons and features, its prepaid add-ons and its add-on discounts.
 */
const subscriptionRead = (orgId: number) =>
  readOptions('subscription', {
    $select: ['id', 'billing_cycle', 'discount_percentage', 'starts_on__date', 'ends_on__date', 'is_active'],
    $filter: { is_for__organization: orgId, is_active: true },
    $expand: {
      is_for__plan: { $select: [...PLAN_SELECT], $expand: PLAN_EXPAND },
      subscription_addon_discount: { $select: ['id', 'discount_percentage', 'is_for__plan_addon'] },
      subscription_prepaid_addon: {
        $select: ['id', 'discount_percentage', 'quantity', 'starts_on__date', 'expires_on__date', 'is_for__plan_addon'],
      },
    },
    $top: 1,
  });

/**
 * The organization's active subscription with its plan, add-on discounts and prepaid add-ons (spec 03
 * §3, §7 "GET subscription: active subscription of an organization"); null when it has none.
 */
export const subscriptionQuery = (orgId: number) =>
  queryOptions({
    queryKey: billingKeys.subscription(orgId),
    queryFn: async ({ signal }) => (await read('subscription', subscriptionRead(orgId), { signal }))[0] ?? null,
  });
export type SubscriptionRow = RowOf<'subscription', ReturnType<typeof subscriptionRead>>;
