/**
 * Analytics events, sent only after consent (spec 01 §1, spec 03 §7 "Analytics is consent-gated").
 * Events go to the configured sink (default the mock's POST /__ext/analytics, whose journal proves
 * nothing is sent before consent), without the API token, through the one API client.
 */
import { sendAnalyticsEvent } from '../../api/external.ts';
import { analyticsAllowed } from './consent-store.ts';

export interface AnalyticsEvent {
  event: string;
  properties?: Record<string, string | number | boolean | null>;
}

type Sender = (event: AnalyticsEvent) => Promise<unknown>;

const defaultSender: Sender = (body) => sendAnalyticsEvent(body);

/**
 * Sends an event when analytics is allowed; otherwise does nothing. Never throws: analytics must not
 * break a page. Resolves true when an event was sent.
 */
export async function track(
  event: AnalyticsEvent,
  allowed: () => boolean = analyticsAllowed,
  send: Sender = defaultSender,
): Promise<boolean> {
  if (!allowed()) return false;
  if (typeof event.event !== 'string' || event.event.trim() === '') return false;
  try {
    await send(event);
    return true;
  } catch {
    return false;
  }
}

/** Page views (the event the dashboard sends on every navigation once allowed). */
export const PAGE_VIEW_EVENT = 'Page viewed';
