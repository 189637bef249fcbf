/**
 * Limits, prices and texts of the mock billing API (spec 03 §4, §5, §8, §9). One place, so reviewers
 * can compare them with the spec and tests can refer to them by name. Texts marked "mock" are the
 * mock's own (the cloud's are not public; see x-unconfirmed in openapi/paths/billing.yaml).
 */

/** Past-due thresholds live with the past-due rule (billing/past-due.ts). */
export { DAY_MS } from '../../billing/past-due.ts';
/** First 10 devices are free (spec 03 §9). */
export const FREE_DEVICE_ALLOWANCE = 10;
/** Billing code of the free plan. */
export const FREE_PLAN_CODE = 'free';
/** Plans that may buy credits (spec 03 §6). */
export const CREDIT_PLAN_CODES: readonly string[] = ['pilot-v2', 'production-v2', 'enterprise-v2'];
/** Credit quantity cap and contact-sales threshold (spec 03 §5, §9). */
export const MAX_CREDIT_QUANTITY = 1_500_000;
export const CONTACT_SALES_CENTS = 100_000_000;
/** Credits expire 10 years after purchase (spec 03 §9). */
export const CREDIT_VALIDITY_YEARS = 10;
/** Documented failing purchase: this quantity always fails (docs/payments.md). */
export const FAILING_CREDIT_QUANTITY = 402;
/** Item code of per-device charges and of the credit feature (spec 03 §3). */
export const DEVICE_ITEM_CODE = 'device:microservices';
/**
 * Item codes of legacy devices (spec 03 §3 "keyed by item codes such as device:legacy-v1,
 * device:legacy-v2"; §9 prices legacy devices apart from microservices ones). Which device is which:
 * `deviceItemCode` in usage.ts.
 */
export const LEGACY_V1_ITEM_CODE = 'device:legacy-v1';
export const LEGACY_V2_ITEM_CODE = 'device:legacy-v2';
/** Device item codes in the order the plan's included devices cover them (dearest first, spec 03 §9). */
export const DEVICE_ITEM_CODES = [DEVICE_ITEM_CODE, LEGACY_V2_ITEM_CODE, LEGACY_V1_ITEM_CODE] as const;
export type DeviceItemCode = (typeof DEVICE_ITEM_CODES)[number];
export const CURRENCY = 'USD';
/** Code of the add-on plan that carries seat add-ons on the plan view. */
export const ADDON_PLAN_CODE = 'addons-v1';

// Messages (JSON strings, api-ground-truth §1.4).
/** 404 of an organization without a billing account (balena-sdk tests/integration/models/billing.spec.ts). */
export const NO_ACCOUNT = 'Billing Account was not found.';
export const ORG_ID_NOT_NUMBER = 'Organization id must be a number';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const DRAFT_NOT_DOWNLOADABLE = 'Draft invoices cannot be downloaded';
export const INVALID_TAX_ID = 'Invalid tax id';
export const INVALID_EMAIL = 'Invalid email';
export const EMAIL_REQUIRED = 'Email is required';
export const CAPTCHA_NOT_VERIFIED = 'ReCaptcha was not verified';
export const UNKNOWN_TOKEN = 'Unknown payment token';
export const SETUP_NOT_SUCCEEDED = 'The setup intent has not succeeded';
export const REMOVE_ONLY_FREE = 'The payment method can only be removed on the free plan.';
export const NO_PAYMENT_METHOD = 'No payment method on file';
export const PAYMENT_METHOD_REQUIRED = 'A payment method is required for a paid plan';
export const notSelfServe = (tier: string): string => `Plan ${tier} cannot be self-served; please contact sales.`;
export const unknownTier = (tier: string): string => `Unknown plan tier: ${tier}`;
export const FROZEN_DEVICES_DOWNGRADE =
  'Cannot downgrade to the free plan while the organization has frozen devices; please contact sales.';
export const tooManyDevicesDowngrade = (allowance: number): string =>
  `Cannot downgrade to the free plan with more than ${allowance} devices; please contact sales.`;
export const CREDITS_PLAN_REQUIRED = 'Credits are only available for pilot, production or enterprise plans';
export const CREDITS_FEATURE_ONLY = 'Credits are only sold for the device:microservices feature';
export const CREDITS_PAYMENT_METHOD_REQUIRED = 'A payment method must be set up to purchase credits';
export const creditQuantityRange = (max: number): string => `original_quantity must be an integer between 1 and ${max}`;
export const CREDITS_CONTACT_SALES = 'Purchases of this size need a sales contact';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const CARD_DECLINED = 'Your card was declined.';
/** The same refusals for a bank-debit method on file (SEPA or US bank account), which is not a card. */
export const BANK_INSUFFICIENT_FUNDS = 'Your bank account has insufficient funds.';
export const BANK_DECLINED = 'Your bank account was declined.';
/** Stripe's authentication_required decline: an off-session charge of a card that authenticates every transaction. */
export const AUTHENTICATION_REQUIRED = 'Your card was declined. This transaction requires authentication.';
/** Last four digits of the 3-D Secure test card that needs authentication on every transaction (4000 0027 6000 3184). */
export const ALWAYS_AUTHENTICATE_LAST4 = '3184';
/** 402 of PATCH info when the new card is kept but its charge for the debt is declined. */
export const DEBT_DECLINED_FROZEN =
  'Your card was declined for the past-due invoices. The payment method was saved, but the organization stays frozen until they are paid.';
export const DEBT_DECLINED_PAST_DUE =
  'Your card was declined for the past-due invoices. The payment method was saved, but the invoices remain past due.';
/** Last four digits of the test card that attaches but whose charges fail (Stripe's 4000 0000 0000 0341). */
export const FAILING_CHARGE_LAST4 = '0341';
export const ORGANIZATION_MISMATCH = 'organization does not match the organization in the path';
