/**
 * Private, non-OData data kept beside the resource tables: credentials and 2FA, API key secrets,
 * billing accounts, payment methods, invoices, support tickets. Never reachable through OData;
 * the auth, accounts, billing and support handlers read and write these maps directly.
 */

import type { components } from '../../../../generated/types/api.gen.ts';

/** Platform-wide roles (spec 01 §6): platform admin and support agent. */
export type PlatformRole = 'admin' | 'support_agent';

export interface RecoveryCode {
  code: string;
  /** ISO date when used, else null (spec 01 §3 "2FA recovery code"). */
  usedAt: string | null;
}

export interface Credentials {
  userId: number;
  /** Lower-case e-mail; null for accounts without one (e-mail missing banner, spec 01 §4). */
  email: string | null;
  /** `scrypt$N$r$p$salt$hash` (see password.ts); null when no password is set (SAML/social only). */
  passwordHash: string | null;
  /** Per-user secret embedded in JWTs; rotating it invalidates every token (api-ground-truth §5). */
  jwtSecret: string;
  /** Base32 TOTP secret; `twoFactorEnabled` says whether login requires it. */
  totpSecret: string | null;
  twoFactorEnabled: boolean;
  recoveryCodes: RecoveryCode[];
  platformRoles: PlatformRole[];
  /** The persona key this user was seeded for, if any (e.g. 'owner'). */
  persona: string | null;
}

export interface ApiKeySecret {
  /** Row id in the OData `api_key` table. */
  apiKeyId: number;
  actorId: number;
  /** The key as the client sends it. */
  key: string;
  kind: 'user' | 'provisioning' | 'device';
}

type Schemas = components['schemas'];

/** A billing address as the contract names its fields (Address), every field kept (empty when not given). */
export type Address = Required<Schemas['Address']>;

/** GET /billing/v1/account/:orgId (api-ground-truth §4). */
export interface BillingAccount {
  organizationId: number;
  /**
   * As the contract declares it (BillingAccount): an open string whose known values are active,
   * closed and past_due; the real API may send others, which clients must pass through.
   */
  account_state: Schemas['BillingAccount']['account_state'];
  email: NonNullable<Schemas['BillingAccount']['email']>;
  company_name: NonNullable<Schemas['BillingAccount']['company_name']>;
  address: Address;
  tax_id: Schemas['TaxId'] | null;
  /**
   * The mock-clock instant up to which billing periods have been closed and their credits used up
   * (handlers/billing/period-close.ts); never on the wire.
   */
  creditsSettledThrough?: string;
}

/** Payment method (/billing/v1/account/:orgId/info, spec 03 §3 "Billing info"). */
export interface BillingInfo {
  organizationId: number;
  type: 'credit_card' | 'card' | 'bank_account' | 'us_bank_account' | 'sepa_debit' | 'paypal';
  full_name: string;
  first_name: string;
  last_name: string;
  company: string;
  vat_number: string;
  address: Address;
  card_type: string | null;
  first_one: string | null;
  last_four: string | null;
  month: number | null;
  year: number | null;
  routing_number: string | null;
}

export type InvoiceState =
  'paid' | 'voided' | 'void' | 'closed' | 'pending' | 'open' | 'processing' | 'draft' | 'past_due' | 'failed';

/**
 * Invoice as the billing API answers it (the contract's Invoice; amounts are strings, api-ground-truth
 * §4), with its organization; the mock always knows the due date and names the state.
 */
export interface Invoice extends Omit<Schemas['Invoice'], 'state' | 'closed_at' | 'due_on'> {
  organizationId: number;
  state: InvoiceState;
  closed_at: NonNullable<Schemas['Invoice']['closed_at']> | null;
  due_on: NonNullable<Schemas['Invoice']['due_on']>;
}

/** One line of an invoice (plan change invoices: the new plan's charge, the refund, account credit); cents as decimal strings, negative for a credit. */
export type InvoiceLine = NonNullable<Schemas['Invoice']['lines']>[number];

export interface SupportTicket {
  id: number;
  organizationId: number;
  userId: number;
  subject: string;
  comment: string;
  createdAt: string;
  fields: Record<string, unknown>;
}

export interface PrivateTables {
  credentials: Map<number, Credentials>;
  /** lower-case e-mail → user id. Keep in sync through `setCredentials`. */
  userIdByEmail: Map<string, number>;
  apiKeys: Map<string, ApiKeySecret>;
  billingAccounts: Map<number, BillingAccount>;
  billingInfo: Map<number, BillingInfo>;
  invoices: Map<number, Invoice[]>;
  supportTickets: SupportTicket[];
}

export const createPrivateTables = (): PrivateTables => ({
  credentials: new Map(),
  userIdByEmail: new Map(),
  apiKeys: new Map(),
  billingAccounts: new Map(),
  billingInfo: new Map(),
  invoices: new Map(),
  supportTickets: [],
});

/** Stores credentials and keeps the e-mail lookup in sync (an e-mail change drops the old entry). */
export function setCredentials(priv: PrivateTables, creds: Credentials): void {
  const old = priv.credentials.get(creds.userId);
  if (old?.email) priv.userIdByEmail.delete(old.email.toLowerCase());
  priv.credentials.set(creds.userId, creds);
  if (creds.email) priv.userIdByEmail.set(creds.email.toLowerCase(), creds.userId);
}

/** Credentials by e-mail, case-insensitive (POST /login_ matches e-mails case-insensitively, §4). */
export function credentialsByEmail(priv: PrivateTables, email: string): Credentials | undefined {
  const id = priv.userIdByEmail.get(email.toLowerCase());
  return id === undefined ? undefined : priv.credentials.get(id);
}
