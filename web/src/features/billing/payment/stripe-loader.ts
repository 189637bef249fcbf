/**
 * Loads the card payment provider's client library (spec 03 §7). With the mock's publishable key
 * (`pk_test_fleetmock`) the offline Stripe.js stand-in is loaded from the configured `stripeJs` URL
 * first (docs/payments.md); `@stripe/stripe-js/pure` then finds `window.Stripe` and uses it instead
 * of fetching js.stripe.com. With a real key it loads Stripe.js itself.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { config, DEFAULT_STRIPE_KEY, resolveUrl } from '../../../config.ts';

let loading: Promise<Stripe | null> | null = null;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if ('Stripe' in window) {
      resolve();
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The payment library could not be loaded'));
    document.head.appendChild(script);
  });
}

/** The Stripe instance (one per page load); rejects when the library cannot be loaded. */
export function loadPaymentProvider(): Promise<Stripe | null> {
  loading ??= (async () => {
    if (config.stripePublishableKey === DEFAULT_STRIPE_KEY)
      await injectScript(resolveUrl(config.externalUrls.stripeJs));
    return loadStripe(config.stripePublishableKey);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
