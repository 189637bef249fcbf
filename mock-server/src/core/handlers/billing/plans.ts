/**
 * Plan catalog rules over the OData tables (spec 03 §3, §5): the tier of a billing code, the
 * self-serve list, the active subscription of an organization and the features a plan includes.
 */
import type { StoredRow } from '../../store/rows.ts';

/** A billing plan row. */
export type Plan = StoredRow<'plan'>;
import type { Store } from '../../store/store.ts';
import { FREE_PLAN_CODE } from './constants.ts';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The tier of a billing code: drop any `-v{n}` suffix (spec 03 §2); enterprise-v2 shows as custom there, the API keeps enterprise. */
export function tierOf(code: string): string {
  return code.replace(/-v\d+$/, '');
}

/**
 * Self-serve plans (spec 03 §5): can_self_serve, not legacy, monthly_price above 0, within the
 * valid-from and valid-until dates, sorted by price.
 */
export function selfServePlans(store: Store, now: number): Plan[] {
  return store
    .all('plan')
    .filter((p) => {
      const from = p.is_valid_from__date ? Date.parse(String(p.is_valid_from__date)) : -Infinity;
      const until = p.is_valid_until__date ? Date.parse(String(p.is_valid_until__date)) : Infinity;
      return (
        p.can_self_serve === true && p.is_legacy !== true && Number(p.monthly_price) > 0 && from <= now && now <= until
      );
    })
    .sort((a, b) => Number(a.monthly_price) - Number(b.monthly_price));
}

/** Plan row by billing code. */
const planByCode = (store: Store, code: string): Plan | undefined => store.find('plan', 'billing_code', code)[0];

/** Current (non-legacy preferred) plan for a tier name such as `production`, or the free plan for `free`. */
export function planByTier(store: Store, tier: string): Plan | undefined {
  const matches = store
    .all('plan')
    .filter((p) => typeof p.billing_code === 'string' && (p.billing_code === tier || tierOf(p.billing_code) === tier));
  return matches.find((p) => p.is_legacy !== true) ?? matches[0];
}

/** The active subscription of an organization, if any. */
export function activeSubscription(store: Store, orgId: number): StoredRow<'subscription'> | undefined {
  return store.find('subscription', 'is_for__organization', orgId).find((s) => s.is_active === true);
}

/** The plan an organization is on (its active subscription's plan, else the free plan). */
export function currentPlan(store: Store, orgId: number): Plan | undefined {
  const sub = activeSubscription(store, orgId);
  const plan = sub ? store.get('plan', fk(sub.is_for__plan) ?? -1) : undefined;
  return plan ?? planByCode(store, FREE_PLAN_CODE);
}

/** Feature slug of a feature id. */
export const featureSlug = (store: Store, id: unknown): string | undefined => {
  const n = fk(id);
  const f = n === undefined ? undefined : store.get('feature', n);
  return typeof f?.slug === 'string' ? f.slug : undefined;
};

/** Quantity of a feature slug a plan includes (plan_feature), 0 when none. */
export function includedQuantity(store: Store, planId: number, slug: string): number {
  const row = store
    .find('plan_feature', 'plan', planId)
    .find((pf) => featureSlug(store, pf.provides__feature) === slug);
  return Number(row?.quantity ?? 0);
}

/** The plan add-on offering a feature slug, if any. */
export function planAddon(store: Store, planId: number, slug: string): StoredRow<'plan_addon'> | undefined {
  return store.find('plan_addon', 'plan', planId).find((a) => featureSlug(store, a.offers__feature) === slug);
}

/** The support tier of a plan (through its support:* feature), defaulting to Community (spec 03 §1). */
export function supportTierOf(store: Store, planId: number): { slug: string; title: string; includesPrivate: boolean } {
  for (const pf of store.find('plan_feature', 'plan', planId)) {
    const slug = featureSlug(store, pf.provides__feature);
    if (!slug?.startsWith('support:')) continue;
    const sf = store.find('support_feature', 'feature', fk(pf.provides__feature))[0];
    const tier = sf ? store.get('support_tier', fk(sf.support_tier) ?? -1) : undefined;
    if (tier)
      return {
        slug: String(tier.slug),
        title: String(tier.title),
        includesPrivate: tier.includes_private_support === true,
      };
  }
  return { slug: 'community', title: 'Community', includesPrivate: false };
}
