/**
 * Per-world billing state that is not part of the seeded store: the offline Stripe double's setup
 * intents, payment intents and payment methods, the plan-change log (reasons are kept, spec 03 §4)
 * and peak usage. Kept in a WeakMap keyed by World, so a session reset drops it (see world.ts).
 */
import type { World } from '../../world.ts';

/** A payment method the Stripe double created from test details (docs/payments.md). */
export interface MockPaymentMethod {
  id: string;
  type: 'card' | 'us_bank_account' | 'sepa_debit';
  brand: string | null;
  last4: string;
  first1: string | null;
  expMonth: number | null;
  expYear: number | null;
  routingNumber: string | null;
  /** Declines every charge (test card 4000 0000 0000 0341 style: attaches, then fails payments). */
  failsCharges: boolean;
  billingDetails: { name?: string; email?: string; address?: Record<string, unknown> } | null;
}

export interface MockSetupIntent {
  id: string;
  clientSecret: string;
  organizationId: number;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethod: string | null;
  lastError: { code: string; message: string } | null;
  /** The payment method awaiting 3-D Secure authentication while the status is requires_action. */
  pendingMethod?: MockPaymentMethod;
}

export interface MockPaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethod: string | null;
  lastError: { code: string; message: string } | null;
  /** The payment method awaiting 3-D Secure authentication while the status is requires_action. */
  pendingMethod?: MockPaymentMethod;
}

interface PlanChangeRecord {
  organizationId: number;
  userId: number;
  from: string;
  to: string;
  cycle: 'monthly' | 'annual';
  reason: string | null;
  at: string;
}

export interface BillingState {
  setupIntents: Map<string, MockSetupIntent>;
  paymentIntents: Map<string, MockPaymentIntent>;
  paymentMethods: Map<string, MockPaymentMethod>;
  planChanges: PlanChangeRecord[];
  /**
   * Subscription id → start of the billing period it continues. A plan change on the same cycle keeps
   * the period of the subscription it replaces (see plan-change.ts); without an entry the period is
   * stepped from the subscription's own start.
   */
  periodAnchors: Map<number, string>;
  /** Organization id → cents credited by prorated plan changes and not yet used by a later charge. */
  accountCredit: Map<number, number>;
  /** `<orgId>:<item code>` → highest usage seen. */
  peaks: Map<string, number>;
  /** Counter for ids (seti_fleetmock_N, pm_fleetmock_N, pi_fleetmock_N). */
  nextId: number;
}

const states = new WeakMap<World, BillingState>();

/** The billing state of a world (created on first use). */
export function billingState(world: World): BillingState {
  let s = states.get(world);
  if (!s) {
    s = {
      setupIntents: new Map(),
      paymentIntents: new Map(),
      paymentMethods: new Map(),
      planChanges: [],
      periodAnchors: new Map(),
      accountCredit: new Map(),
      peaks: new Map(),
      nextId: 1,
    };
    states.set(world, s);
  }
  return s;
}

/** A new mock id with a Stripe-like prefix, deterministic per world. */
export function nextMockId(world: World, prefix: 'seti' | 'pm' | 'pi' | 'upl'): string {
  const s = billingState(world);
  return `${prefix}_fleetmock_${s.nextId++}`;
}

/** A client secret for an intent id, derived from the world's store PRNG-free counter (deterministic). */
export function clientSecretFor(id: string, n: number): string {
  return `${id}_secret_${((n * 2654435761) >>> 0).toString(36).padStart(7, '0')}`;
}
