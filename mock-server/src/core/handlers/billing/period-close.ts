/**
 * What the mock clock does to billing (spec 03 §4 "Past-due banner", "Credits counted in the
 * balance", §9): run before every request and after the clock moves (world-catch-up.ts).
 * - An open invoice whose due date has passed becomes past_due, and its organization is past due from
 *   that due date (`has_past_due_invoice_since__date`), from which the past-due rule counts the
 *   warning, the error at 30 days and the freeze at 60 (core/billing/past-due.ts).
 * - At the end of each billing period the credits that covered it are used up: the period's credit
 *   consumption (usage.ts, one credit per device-month beyond the plan) is taken from the counted
 *   bundles, the one expiring first first, so the balance falls period by period.
 * Both are keyed to the clock, so a frozen clock costs one map lookup per request.
 */
import type { World } from '../../world.ts';
import type { StoredRow } from '../../store/rows.ts';
import { update } from '../../store/write.ts';
import { DEVICE_ITEM_CODE } from './constants.ts';
import { activeSubscription } from './plans.ts';
import { billingUsage } from './usage.ts';
import { billingState } from './state.ts';

/** Bundle statuses whose balance counts (spec 03 §4 "Credits counted in the balance"). */
const COUNTED: ReadonlySet<unknown> = new Set(['paid', 'complimentary', 'manually invoiced']);
/** Most billing periods closed in one catch-up (ten years of months): a bound for a far clock jump. */
const MAX_PERIODS = 120;

const lastRun = new WeakMap<World, number>();

/** Open invoices past their due date become past_due; the organization is past due from the earliest. */
function overdueInvoices(world: World, now: number): void {
  const store = world.store;
  for (const [orgId, invoices] of store.priv.invoices) {
    let earliest: string | null = null;
    for (const inv of invoices) {
      if (inv.state !== 'open' || !inv.due_on || Date.parse(inv.due_on) > now) continue;
      inv.state = 'past_due';
      if (earliest === null || inv.due_on < earliest) earliest = inv.due_on;
    }
    if (earliest === null) continue;
    const org = store.get('organization', orgId);
    if (org && typeof org.has_past_due_invoice_since__date !== 'string')
      update(store, 'organization', orgId, { has_past_due_invoice_since__date: earliest }, { trusted: true });
  }
}

/** Ends of the billing periods of a subscription after `from` up to `now`, stepped from its period anchor. */
function periodEnds(world: World, sub: StoredRow<'subscription'>, from: number, now: number): number[] {
  const annual = sub.billing_cycle === 'annual';
  const d = new Date(billingState(world).periodAnchors.get(sub.id) ?? String(sub.starts_on__date));
  const ends: number[] = [];
  for (let steps = 0; steps < 10_000 && ends.length < MAX_PERIODS; steps++) {
    if (annual) d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    const t = d.getTime();
    if (t > now) break;
    if (t > from) ends.push(t);
  }
  return ends;
}

/** Takes `credits` from an organization's counted, unexpired bundles, the one expiring first first. */
function takeCredits(world: World, orgId: number, credits: number, at: number): void {
  const store = world.store;
  if (!store.resources.has('credit_bundle')) return;
  const bundles = store
    .find('credit_bundle', 'belongs_to__organization', orgId)
    .filter(
      (b) =>
        COUNTED.has(b.payment_status) &&
        Number(b.total_balance ?? 0) > 0 &&
        (typeof b.expires_on__date !== 'string' || Date.parse(b.expires_on__date) > at),
    )
    .sort((a, b) => String(a.expires_on__date).localeCompare(String(b.expires_on__date)) || a.id - b.id);
  let left = credits;
  for (const b of bundles) {
    if (left <= 0) break;
    const balance = Number(b.total_balance ?? 0);
    const take = Math.min(balance, left);
    left -= take;
    update(
      store,
      'credit_bundle',
      b.id,
      {
        total_balance: balance - take,
        available_balance: Math.max(0, Number(b.available_balance ?? balance) - take),
        modified_at: new Date(at).toISOString(),
      },
      { trusted: true },
    );
  }
}

/** Uses up the credits of every billing period that ended since the account was last settled. */
function consumeCredits(world: World, now: number): void {
  const store = world.store;
  for (const account of store.priv.billingAccounts.values()) {
    const settled = account.creditsSettledThrough ? Date.parse(account.creditsSettledThrough) : undefined;
    const nowIso = new Date(now).toISOString();
    if (settled === undefined) {
      // An account made after the seed (a first payment method) starts settled now.
      account.creditsSettledThrough = nowIso;
      continue;
    }
    if (settled >= now) continue;
    const sub = activeSubscription(store, account.organizationId);
    if (sub) {
      for (const end of periodEnds(world, sub, settled, now)) {
        const used = billingUsage(world, account.organizationId)[DEVICE_ITEM_CODE]?.creditConsumption ?? 0;
        if (used > 0) takeCredits(world, account.organizationId, used, end);
      }
    }
    account.creditsSettledThrough = nowIso;
  }
}

/** Brings invoices and credit balances up to the mock clock (a catch-up step, see world-catch-up.ts). */
export function closeBillingPeriods(world: World): void {
  const now = world.clock.now();
  if (lastRun.get(world) === now) return;
  lastRun.set(world, now);
  overdueInvoices(world, now);
  consumeCredits(world, now);
}
