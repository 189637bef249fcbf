/**
 * Routes of the offline Stripe double (openapi/paths/external.yaml `/__ext/stripe/...`;
 * docs/payments.md): the Stripe.js stand-in script, setup-intent confirmation, and payment intents
 * (create, confirm, retrieve), and the 3-D Secure challenge's outcome for intents awaiting it. No credentials: like Stripe's publishable-key calls, the client
 * secret is the authorisation. Bodies are validated with the generated Zod validators.
 */
import { json, type CoreResponse } from '../../../http.ts';
import type { RouteDef } from '../../../router.ts';
import type { CoreDeps } from '../../../deps.ts';
import {
  zCreateStripePaymentIntentBody,
  zStripeAuthentication,
  zStripeSetupIntentConfirm,
} from '../../../../../../generated/zod/zod.gen.ts';
import { validateBody } from '../../../validate-body.ts';
import { STRIPE_JS_SOURCE } from './stripe-js.ts';
import {
  authenticateIntent,
  confirmPaymentIntent,
  confirmSetupIntent,
  createPaymentIntent,
  retrievePaymentIntent,
  stripeError,
  type StripeOutcome,
} from './intents.ts';
import { param } from '../../../router.ts';

/** Where the double lives; the script derives its API base from its own URL. */
const STRIPE_DOUBLE_PREFIX = '/__ext/stripe';

const answer = (o: StripeOutcome): CoreResponse => json(o.status, o.body);
const invalid = (message: string): CoreResponse =>
  answer(stripeError(400, 'invalid_request_error', { code: 'parameter_invalid', message }));

/** Every route of the Stripe double. */
export function stripeRoutes(deps: CoreDeps): RouteDef[] {
  const script = (): CoreResponse => ({
    status: 200,
    headers: { 'cache-control': 'no-cache' },
    body: { kind: 'text', value: STRIPE_JS_SOURCE, contentType: 'application/javascript; charset=utf-8' },
  });
  return [
    { method: 'GET', path: `${STRIPE_DOUBLE_PREFIX}/v3/`, operationId: 'getStripeJsDouble', handler: script },
    { method: 'GET', path: `${STRIPE_DOUBLE_PREFIX}/v3`, operationId: 'getStripeJsDouble', handler: script },
    {
      method: 'POST',
      path: `${STRIPE_DOUBLE_PREFIX}/v1/setup_intents/:setupIntentId/confirm`,
      operationId: 'confirmStripeSetupIntent',
      handler: ({ req, params }) => {
        const parsed = validateBody(zStripeSetupIntentConfirm, req.body, { reply: invalid });
        if (!parsed.ok) return parsed.response;
        const { client_secret, payment_method_data } = parsed.value;
        return answer(
          confirmSetupIntent(
            deps.context(req).world,
            param(params, 'setupIntentId'),
            client_secret,
            payment_method_data,
          ),
        );
      },
    },
    {
      method: 'POST',
      path: `${STRIPE_DOUBLE_PREFIX}/v1/payment_intents`,
      operationId: 'createStripePaymentIntent',
      handler: ({ req }) => {
        const parsed = validateBody(zCreateStripePaymentIntentBody, req.body, { reply: invalid });
        if (!parsed.ok) return parsed.response;
        const intent = createPaymentIntent(
          deps.context(req).world,
          parsed.value.amount,
          parsed.value.currency ?? 'usd',
        );
        return answer(retrievePaymentIntent(deps.context(req).world, intent.id, intent.clientSecret));
      },
    },
    {
      method: 'POST',
      path: `${STRIPE_DOUBLE_PREFIX}/v1/payment_intents/:paymentIntentId/confirm`,
      operationId: 'confirmStripePaymentIntent',
      handler: ({ req, params }) => {
        const parsed = validateBody(zStripeSetupIntentConfirm, req.body, { reply: invalid });
        if (!parsed.ok) return parsed.response;
        const { client_secret, payment_method_data } = parsed.value;
        return answer(
          confirmPaymentIntent(
            deps.context(req).world,
            param(params, 'paymentIntentId'),
            client_secret,
            payment_method_data,
          ),
        );
      },
    },
    ...(['setup_intent', 'payment_intent'] as const).map((kind): RouteDef => ({
      method: 'POST',
      path: `${STRIPE_DOUBLE_PREFIX}/v1/${kind}s/:intentId/authenticate`,
      operationId: kind === 'setup_intent' ? 'authenticateStripeSetupIntent' : 'authenticateStripePaymentIntent',
      handler: ({ req, params }) => {
        const parsed = validateBody(zStripeAuthentication.strict(), req.body, { reply: invalid });
        if (!parsed.ok) return parsed.response;
        const { client_secret, outcome } = parsed.value;
        return answer(
          authenticateIntent(deps.context(req).world, kind, param(params, 'intentId'), client_secret, outcome),
        );
      },
    })),
    {
      method: 'GET',
      path: `${STRIPE_DOUBLE_PREFIX}/v1/payment_intents/:paymentIntentId`,
      operationId: 'retrieveStripePaymentIntent',
      handler: ({ req, params, query }) => {
        const secret = query.get('client_secret');
        if (!secret) return invalid('Missing required param: client_secret.');
        return answer(retrievePaymentIntent(deps.context(req).world, param(params, 'paymentIntentId'), secret));
      },
    },
  ];
}
