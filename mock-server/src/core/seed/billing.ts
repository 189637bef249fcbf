/**
 * Billing: features, support tiers, plans with features/add-ons, subscriptions, prepaid add-ons and
 * discounts, credit bundles in every payment status and a credit notification (OData, spec 03 §3),
 * plus private billing accounts, payment methods, invoices in every state and support tickets.
 */
import type { BillingInfo, Invoice, InvoiceState } from '../store/private.ts';
import { add, DAY_MS, at, maybeAdd, type SeedContext } from './context.ts';
import {
  CREDIT_FEATURE,
  DEVICE_PRICE_CENTS,
  FEATURES,
  LEGACY_DEVICE_PRICE_CENTS,
  PLANS,
  SEAT_PRICES,
  SUPPORT_TIERS,
} from './catalog.ts';
import type { OrgSpec } from './orgs.ts';
import { entry } from '../lists.ts';

/** Credits expire 10 years after purchase (spec 03 §9). */
const CREDIT_VALIDITY_YEARS = 10;
const CREDIT_UNIT_COST_CENTS = 200;
const CREDIT_PAYMENT_STATUSES = [
  'processing',
  'paid',
  'failed',
  'complimentary',
  'cancelled',
  'refunded',
  'manually invoiced',
] as const;

/** Features, support tiers, plans and add-ons (the platform's billing catalogue). */
export function billingCatalog(ctx: SeedContext): void {
  for (const slug of FEATURES) {
    ctx.ids.set(
      `feature:${slug}`,
      add(ctx, 'feature', { slug, title: slug.replace(/[:_-]/g, ' '), billing_code: slug }).id,
    );
  }
  for (const t of SUPPORT_TIERS) {
    const tier = maybeAdd(ctx, 'support_tier', { ...t });
    if (tier)
      maybeAdd(ctx, 'support_feature', { feature: ctx.ids.get(`feature:support:${t.slug}`), support_tier: tier.id });
  }
  for (const p of PLANS) {
    const plan = add(ctx, 'plan', {
      title: p.title,
      billing_code: p.code,
      monthly_price: p.monthly,
      annual_price: p.annual,
      can_self_serve: p.selfServe,
      is_legacy: p.legacy,
      is_valid_from__date: at(ctx, -1000 * DAY_MS),
      is_valid_until__date: p.legacy ? at(ctx, -30 * DAY_MS) : null,
    }).id;
    ctx.ids.set(`plan:${p.code}`, plan);
    maybeAdd(ctx, 'plan_feature', { plan, provides__feature: ctx.ids.get('feature:device:any'), quantity: p.devices });
    maybeAdd(ctx, 'plan_feature', {
      plan,
      provides__feature: ctx.ids.get(`feature:support:${p.support}`),
      quantity: 1,
    });
    maybeAdd(ctx, 'plan_feature', {
      plan,
      provides__feature: ctx.ids.get('feature:member:administrator'),
      quantity: p.code === 'free' ? 1 : 3,
    });
    if (p.code === 'free') continue;
    for (const [slug, price] of Object.entries(SEAT_PRICES)) {
      const addon = maybeAdd(ctx, 'plan_addon', {
        plan,
        offers__feature: ctx.ids.get(`feature:${slug}`),
        base_price: price,
        can_self_serve: true,
        bills_dynamically: false,
      });
      if (addon) ctx.ids.set(`addon:${p.code}:${slug}`, addon.id);
    }
    maybeAdd(ctx, 'plan_addon', {
      plan,
      offers__feature: ctx.ids.get(`feature:${CREDIT_FEATURE}`),
      base_price: DEVICE_PRICE_CENTS[p.code] ?? 200,
      can_self_serve: true,
      bills_dynamically: true,
    });
    maybeAdd(ctx, 'discount_code', { plan, code: `${p.code.toUpperCase()}-LAUNCH`, discount_percentage: 10 });
    const legacyPrice = LEGACY_DEVICE_PRICE_CENTS[p.code];
    if (legacyPrice !== undefined) {
      for (const slug of ['device:legacy-v1', 'device:legacy-v2']) {
        maybeAdd(ctx, 'plan_addon', {
          plan,
          offers__feature: ctx.ids.get(`feature:${slug}`),
          base_price: legacyPrice,
          can_self_serve: true,
          bills_dynamically: true,
        });
      }
    }
    // Limited (safe) roles are billed as seats, so every paid plan offers the add-on that enables them (spec 03 §6).
    maybeAdd(ctx, 'plan_addon', {
      plan,
      offers__feature: ctx.ids.get('feature:safe-roles-preview-addon'),
      base_price: 0,
      can_self_serve: true,
      bills_dynamically: false,
    });
  }
}

/** Each organization's subscription to its plan (acme also has add-ons and an ended one). */
export function subscriptions(ctx: SeedContext, orgs: readonly OrgSpec[]): void {
  for (const o of orgs) {
    const org = ctx.ids.get(`org:${o.handle}`);
    const sub = maybeAdd(ctx, 'subscription', {
      is_for__plan: ctx.ids.get(`plan:${o.plan}`),
      is_for__organization: org,
      billing_cycle: o.handle === 'acme' ? 'annual' : 'monthly',
      starts_on__date: at(ctx, -200 * DAY_MS),
      ends_on__date: null,
      is_active: true,
      discount_percentage: o.handle === 'acme' ? 10 : 0,
      origin: 'self-serve',
    });
    if (!sub || o.handle !== 'acme') continue;
    maybeAdd(ctx, 'subscription', {
      is_for__plan: ctx.ids.get('plan:pilot-v2'),
      is_for__organization: org,
      billing_cycle: 'monthly',
      starts_on__date: at(ctx, -600 * DAY_MS),
      ends_on__date: at(ctx, -200 * DAY_MS),
      is_active: false,
      discount_percentage: 0,
      origin: 'self-serve',
    });
    const addon = (slug: string) => ctx.ids.get(`addon:${o.plan}:${slug}`);
    maybeAdd(ctx, 'subscription_prepaid_addon', {
      is_for__subscription: sub.id,
      is_for__plan_addon: addon('member:developer'),
      discount_percentage: 15,
      quantity: 5,
      starts_on__date: at(ctx, -100 * DAY_MS),
      expires_on__date: at(ctx, 265 * DAY_MS),
    });
    maybeAdd(ctx, 'subscription_prepaid_addon', {
      is_for__subscription: sub.id,
      is_for__plan_addon: addon('member:operator'),
      discount_percentage: 0,
      quantity: 2,
      starts_on__date: at(ctx, -400 * DAY_MS),
      expires_on__date: at(ctx, -35 * DAY_MS),
    });
    maybeAdd(ctx, 'subscription_addon_discount', {
      is_for__subscription: sub.id,
      is_for__plan_addon: addon('member:operator'),
      discount_percentage: 20,
    });
  }
}

/** Credits expire 10 calendar years after purchase (spec 03 §9), the way a purchase sets it. */
function tenYearsAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + CREDIT_VALIDITY_YEARS);
  return d.toISOString();
}

function credits(ctx: SeedContext): void {
  const org = ctx.ids.get('org:credits-co');
  const user = ctx.ids.get('user:credits');
  const feature = ctx.ids.get(`feature:${CREDIT_FEATURE}`);
  CREDIT_PAYMENT_STATUSES.forEach((status, i) => {
    const qty = entry([1200, 5000, 300, 250, 100, 800, 20_000], i);
    const counted = status === 'paid' || status === 'complimentary' || status === 'manually invoiced';
    const used = counted ? Math.floor(qty * 0.3) : 0;
    const created = -(CREDIT_PAYMENT_STATUSES.length - i) * 40 * DAY_MS;
    maybeAdd(ctx, 'credit_bundle', {
      belongs_to__organization: org,
      is_for__feature: feature,
      is_created_by__user: user,
      payment_status: status,
      unit_cost: CREDIT_UNIT_COST_CENTS,
      original_quantity: qty,
      available_balance: counted ? qty - used : 0,
      total_cost: status === 'complimentary' ? 0 : qty * CREDIT_UNIT_COST_CENTS,
      total_balance: counted ? qty - used : 0,
      expires_on__date: tenYearsAfter(at(ctx, created)),
      is_associated_with__invoice_id: status === 'paid' || status === 'refunded' ? `INV-CR-${1000 + i}` : null,
      error_message: status === 'failed' ? 'Your card was declined.' : null,
      created_at: at(ctx, created),
      modified_at: at(ctx, created),
    });
  });
  maybeAdd(ctx, 'organization_credit_notification', {
    organization: org,
    owns_credit_notification_for__feature: feature,
    is_sent_when_below__threshold: 500,
  });
}

const INVOICES: Readonly<Record<string, readonly InvoiceState[]>> = {
  acme: ['paid', 'paid', 'paid', 'paid', 'paid', 'closed', 'voided', 'open', 'draft'],
  globex: ['paid', 'pending', 'processing'],
  'pastdue-labs': ['paid', 'past_due'],
  'frozen-foods': ['failed', 'past_due'],
  'credits-co': ['paid', 'void'],
};

/** The invoices the seeded credit bundles point at (is_associated_with__invoice_id), so each exists. */
function creditInvoices(ctx: SeedContext, org: number): Invoice[] {
  if (!ctx.store.resources.has('credit_bundle')) return [];
  return ctx.store.find('credit_bundle', 'belongs_to__organization', org).flatMap((b): Invoice[] => {
    if (typeof b.is_associated_with__invoice_id !== 'string') return [];
    const cents = String(b.total_cost);
    const created = String(b.created_at);
    const state = b.payment_status === 'refunded' ? 'voided' : 'paid';
    return [
      {
        organizationId: org,
        uuid: ctx.rng.hex(32),
        invoice_number: b.is_associated_with__invoice_id,
        state,
        created_at: created,
        closed_at: created,
        due_on: created,
        currency: 'USD',
        subtotal_in_cents: cents,
        total_in_cents: cents,
      },
    ];
  });
}

function privateBilling(ctx: SeedContext, orgs: readonly OrgSpec[]): void {
  orgBillingRecords(ctx, orgs);
  const priv = ctx.store.priv;
  priv.supportTickets.push({
    id: 1,
    organizationId: ctx.ids.get('org:acme')!,
    userId: ctx.ids.get('user:owner')!,
    subject: 'Devices stuck in updating',
    comment: 'Several devices in smart-lights stay at 37%.',
    createdAt: at(ctx, -3 * DAY_MS),
    fields: { priority: 'normal' },
  });
}

/** Billing account, payment method and invoices of each paid organization (past-due ones owe an invoice). */
export function orgBillingRecords(ctx: SeedContext, orgs: readonly OrgSpec[]): void {
  const priv = ctx.store.priv;
  for (const o of orgs) {
    if (o.plan === 'free') continue;
    const org = ctx.ids.get(`org:${o.handle}`)!;
    const address = {
      address1: ctx.faker.location.streetAddress(),
      address2: '',
      city: ctx.faker.location.city(),
      state: ctx.faker.location.state(),
      zip: ctx.faker.location.zipCode(),
      country: 'US',
      phone: ctx.faker.phone.number(),
    };
    priv.billingAccounts.set(org, {
      organizationId: org,
      account_state: 'active',
      email: `billing@${o.handle}.example.com`,
      company_name: o.name,
      address,
      tax_id: o.handle === 'acme' ? { type: 'eu_vat', value: 'DE123456789', country: 'DE' } : null,
      // The seeded balances are those at the seed's start: periods closed before it are settled.
      creditsSettledThrough: at(ctx, 0),
    });
    const bank = o.handle === 'credits-co';
    // Stripe's test cards: MasterCard 5555 5555 5555 4444, Visa 4242 4242 4242 4242.
    const globex = o.handle === 'globex';
    const card: BillingInfo = {
      organizationId: org,
      type: bank ? 'sepa_debit' : 'credit_card',
      full_name: `${o.name} Billing`,
      first_name: 'Billing',
      last_name: o.name,
      company: o.name,
      vat_number: '',
      address,
      card_type: bank ? null : globex ? 'MasterCard' : 'Visa',
      first_one: bank ? null : globex ? '5' : '4',
      last_four: bank ? '3000' : globex ? '4444' : '4242',
      month: bank ? null : 12,
      year: bank ? null : o.pastDueDays ? 2025 : 2029,
      // SEPA (IBAN DE89 3704 0044 0532 0130 00): like a sepa_debit payment method attached through the
      // Stripe double, only the last four digits are kept; there is no routing number.
      routing_number: null,
    };
    priv.billingInfo.set(org, card);
    const states = INVOICES[o.handle] ?? (o.pastDueDays ? ['paid', 'past_due'] : ['paid']);
    const planInvoices = states.map((state, i): Invoice => {
      // An open invoice is the current one, due in two weeks (it becomes past due when the mock clock
      // passes that date); the others are one month apart, the newest last.
      const age = state === 'past_due' ? (o.pastDueDays ?? 30) : state === 'open' ? -14 : (states.length - 1 - i) * 30;
      const cents = String(ctx.rng.int(49, 4999) * 100);
      return {
        organizationId: org,
        uuid: ctx.rng.hex(32),
        invoice_number: `${o.handle.toUpperCase().slice(0, 4)}-${String(1001 + i)}`,
        state,
        created_at: at(ctx, -(age + 30) * DAY_MS),
        closed_at: ['paid', 'closed', 'voided', 'void'].includes(state) ? at(ctx, -(age + 20) * DAY_MS) : null,
        due_on: at(ctx, -age * DAY_MS),
        currency: 'USD',
        subtotal_in_cents: cents,
        total_in_cents: cents,
      };
    });
    priv.invoices.set(org, [...planInvoices, ...creditInvoices(ctx, org)]);
  }
}

/** Billing catalog, subscriptions, credits and private billing records for the given organizations. */
export function seedBilling(ctx: SeedContext, orgs: readonly OrgSpec[]): void {
  billingCatalog(ctx);
  subscriptions(ctx, orgs);
  credits(ctx);
  privateBilling(ctx, orgs);
}
