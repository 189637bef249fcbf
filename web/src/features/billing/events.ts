/**
 * Analytics events of billing actions (spec 03 §7 "Event tracking calls fire on billing actions";
 * "Analytics is consent-gated"): sent through the consent feature, which drops them without consent.
 */
import { track } from '../consent/index.ts';

const BILLING_EVENTS = {
  planChanged: 'Billing plan changed',
  paymentMethodAdded: 'Billing payment method added',
  paymentMethodRemoved: 'Billing payment method removed',
  billingInfoUpdated: 'Billing information updated',
  invoiceDownloaded: 'Billing invoice downloaded',
  creditsPurchased: 'Credits purchased',
  creditNotificationChanged: 'Credit notification changed',
} as const;

export type BillingEvent = keyof typeof BILLING_EVENTS;

/** Records a billing action (never throws; nothing is sent without analytics consent). */
export function trackBilling(event: BillingEvent, properties?: Record<string, string | number | boolean | null>): void {
  void track({ event: BILLING_EVENTS[event], properties });
}
