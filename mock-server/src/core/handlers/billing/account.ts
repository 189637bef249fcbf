/**
 * Billing account records (GET/PATCH /billing/v1/account/:orgId; api-ground-truth §4, spec 03 §3,
 * §5): the wire shape, the partial update with e-mail and tax id checks, and lazy creation when a
 * free organization first sets up a payment method (the provider creates its customer then).
 */
import type { BillingAccount } from '../../store/private.ts';
import type { World } from '../../world.ts';
import type { UserActor } from '../../auth/index.ts';
import { EMAIL_REQUIRED, INVALID_EMAIL, INVALID_TAX_ID } from './constants.ts';
import { isValidTaxId } from './tax-id.ts';
import { billingState } from './state.ts';

/** Spec 01 §5 e-mail rule reused for the billing e-mail (fields_errors.invalid_email). */
const EMAIL = /^\S+@\S+\.\S+$/;

export type AccountWire = Omit<BillingAccount, 'organizationId'> & { credit_balance_in_cents: number };

/**
 * The account as the API answers it, with the account credit earlier plan changes left (cents the
 * next charge uses first, plan-change.ts), which the billing page shows and the plan change dialog
 * deducts from what is due.
 */
export function accountWire(a: BillingAccount, world: World): AccountWire {
  return {
    account_state: a.account_state,
    email: a.email,
    company_name: a.company_name,
    address: { ...a.address },
    tax_id: a.tax_id ? { ...a.tax_id } : null,
    credit_balance_in_cents: billingState(world).accountCredit.get(a.organizationId) ?? 0,
  };
}

/** The account of an organization, created (active, contact from the user and organization) if missing. */
export function ensureAccount(world: World, orgId: number, user: UserActor): BillingAccount {
  const priv = world.store.priv;
  let account = priv.billingAccounts.get(orgId);
  if (!account) {
    const org = world.store.get('organization', orgId);
    account = {
      organizationId: orgId,
      account_state: 'active',
      email: user.email ?? '',
      company_name: String(org?.company_name ?? org?.name ?? ''),
      address: { address1: '', address2: '', city: '', state: '', zip: '', country: '', phone: '' },
      tax_id: null,
    };
    priv.billingAccounts.set(orgId, account);
  }
  return account;
}

export interface AccountPatch {
  email?: string;
  company_name?: string | null;
  address?: Partial<BillingAccount['address']>;
  tax_id?: { type: string; value: string; country?: string } | null;
}

/** Checks a partial account update (spec 03 §5); returns the refusal text or undefined. */
export function accountPatchProblem(raw: Record<string, unknown>, patch: AccountPatch): string | undefined {
  if ('email' in raw && (typeof raw.email !== 'string' || raw.email.trim() === '')) return EMAIL_REQUIRED;
  if (patch.email !== undefined && !EMAIL.test(patch.email)) return INVALID_EMAIL;
  if (patch.tax_id && !isValidTaxId(patch.tax_id.type, patch.tax_id.value)) return INVALID_TAX_ID;
  return undefined;
}

/** Applies a checked partial update in place. */
export function applyAccountPatch(account: BillingAccount, patch: AccountPatch): void {
  if (patch.email !== undefined) account.email = patch.email.trim();
  if (patch.company_name !== undefined) account.company_name = patch.company_name ?? '';
  if (patch.address) account.address = { ...account.address, ...patch.address };
  if (patch.tax_id !== undefined)
    account.tax_id = patch.tax_id
      ? { ...patch.tax_id, value: patch.tax_id.value.replace(/\s+/g, '').toUpperCase() }
      : null;
}
