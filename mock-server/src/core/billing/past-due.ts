/**
 * Past-due and frozen organizations (spec 03 §4 "Past-due banner", §9): days past due are counted on
 * the world's mock clock from `has_past_due_invoice_since__date`; under 30 days is a warning, 30–59
 * an error (60 minus the days until freezing), 60 or more frozen. Advancing the mock clock past
 * 60 days freezes the organization before the next request is answered, whatever it reads (OData
 * included): `freezeOverdueOrganizations` is a step the core runs before every request. Paying
 * settles it. A rule of the billing domain, below the handlers that answer with it.
 */
import type { StoredRow } from '../store/rows.ts';
import type { World } from '../world.ts';
import type { Store } from '../store/store.ts';
import { update } from '../store/write.ts';
import { onAfterWrite } from '../store/hooks.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Past-due banner: warning under 30 days, error from 30, frozen at 60 (spec 03 §4, §9). */
const PAST_DUE_WARNING_DAYS = 30;
const PAST_DUE_FREEZE_DAYS = 60;

type PastDueLevel = 'none' | 'warning' | 'error' | 'frozen';

export interface PastDueState {
  level: PastDueLevel;
  daysPastDue: number;
  /** Days left until the freeze (error level only), else null. */
  daysUntilFreeze: number | null;
}

/** Pure past-due state of an organization row at `now` (spec 03 §4). */
export function pastDueState(
  org: Pick<StoredRow<'organization'>, 'id' | 'is_frozen' | 'has_past_due_invoice_since__date'>,
  now: number,
): PastDueState {
  const since = org.has_past_due_invoice_since__date;
  if (typeof since !== 'string')
    return { level: org.is_frozen === true ? 'frozen' : 'none', daysPastDue: 0, daysUntilFreeze: null };
  const days = Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));
  if (org.is_frozen === true || days >= PAST_DUE_FREEZE_DAYS)
    return { level: 'frozen', daysPastDue: days, daysUntilFreeze: null };
  if (days >= PAST_DUE_WARNING_DAYS)
    return { level: 'error', daysPastDue: days, daysUntilFreeze: PAST_DUE_FREEZE_DAYS - days };
  return { level: 'warning', daysPastDue: days, daysUntilFreeze: null };
}

/** Freezes an organization whose past-due age reached 60 days on the mock clock; returns the fresh row. */
export function syncFrozen(world: World, org: StoredRow<'organization'>): StoredRow<'organization'> {
  const state = pastDueState(org, world.clock.now());
  if (state.level !== 'frozen' || org.is_frozen === true) return org;
  update(world.store, 'organization', org.id, { is_frozen: true }, { trusted: true });
  return world.store.get('organization', org.id) ?? org;
}

/** Per store: the clock time of the last sweep (cleared by any organization write), and the stores watched. */
const swept = new WeakMap<Store, number>();
const watched = new WeakSet<Store>();

/**
 * Freezes every organization whose past-due age reached 60 days on the mock clock. Runs before each
 * request; it walks the organizations only when the clock moved or an organization changed since the
 * last sweep, so a frozen clock costs one map lookup per request.
 */
export function freezeOverdueOrganizations(world: World): void {
  const store = world.store;
  const now = world.clock.now();
  if (swept.get(store) === now) return;
  if (!store.resources.has('organization')) return;
  if (!watched.has(store)) {
    watched.add(store);
    onAfterWrite(store, 'organization', () => void swept.delete(store));
  }
  for (const org of store.all('organization')) {
    if (typeof org.has_past_due_invoice_since__date === 'string' && org.is_frozen !== true) syncFrozen(world, org);
  }
  swept.set(store, now);
}

/**
 * A payment settles the debt: past-due and failed invoices become paid and the organization is no
 * longer past due or frozen (spec 03 §8: frozen texts ask to update the billing details).
 */
export function settlePastDue(world: World, orgId: number): void {
  const nowIso = new Date(world.clock.now()).toISOString();
  for (const inv of world.store.priv.invoices.get(orgId) ?? []) {
    if (inv.state === 'past_due' || inv.state === 'failed') Object.assign(inv, { state: 'paid', closed_at: nowIso });
  }
  const org = world.store.get('organization', orgId);
  if (org && (org.is_frozen === true || org.has_past_due_invoice_since__date !== null)) {
    update(
      world.store,
      'organization',
      orgId,
      { is_frozen: false, has_past_due_invoice_since__date: null },
      { trusted: true },
    );
  }
  const account = world.store.priv.billingAccounts.get(orgId);
  if (account?.account_state === 'past_due') account.account_state = 'active';
}
