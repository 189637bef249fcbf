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

export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

/** GET /billing/v1/account/:orgId (api-ground-truth §4). */
export interface BillingAccount {
  organizationId: number;
  /**
   * As the contract declares it (BillingAccount): an open string whose known values are active,
   * closed and past_due; the real API may send others, which clients must pass through.
   */
  account_state: components['schemas']['BillingAccount']['account_state'];
  email: string;
  company_name: string;
  address: Address;
  tax_id: { type: string; value: string; country?: string } | null;
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

/** Invoice as the billing API answers it; amounts are strings (api-ground-truth §4). */
export interface Invoice {
  organizationId: number;
  uuid: string;
  invoice_number: string;
  state: InvoiceState;
  created_at: string;
  closed_at: string | null;
  due_on: string;
  currency: string;
  subtotal_in_cents: string;
  total_in_cents: string;
  /** What the total is made of (plan change invoices: the new plan's charge, the refund, account credit). */
  lines?: InvoiceLine[];
}

/** One line of an invoice; amounts in cents as decimal strings, negative for a credit. */
export interface InvoiceLine {
  description: string;
  amount_in_cents: string;
}

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
