/**
 * POST /v7/credit_bundle (and /resin/credit_bundle): the credit purchase (spec 03 §4, §7 "Create
 * credit bundle: organization id, feature id, quantity; the response has payment_status and
 * error_message"). The SDK sends only the three writable fields (api-ground-truth §3); this literal
 * route, which outranks the resource API's wildcard, checks and prices the purchase, adds the
 * server-set fields (creator, status, costs, balances, expiry) to the body and hands the request to
 * the resource API, so the wire rules (201 bare row, Location, returnResource, 401s) stay its own.
 */
import { json, type CoreResponse } from '../../../http.ts';
import type { HandlerInput, RouteDef } from '../../../router.ts';
import { requestContext } from '../../../pipeline/context.ts';
import { can } from '../../../permissions/index.ts';
import { accessFor } from '../../resources/subject-of.ts';
import { resourceRoutes } from '../../resources/routes.ts';
import { priceCreditPurchase } from './purchase.ts';

const ROOTS = ['v7', 'resin'] as const;

function purchase(generic: RouteDef['handler']) {
  return async (input: HandlerInput): Promise<CoreResponse> => {
    const ctx = requestContext(input.req);
    const body = input.req.body;
    const actor = ctx.actor;
    if (!actor || actor.kind !== 'user' || !body || typeof body !== 'object' || Array.isArray(body))
      return generic(input);
    const values = body as Record<string, unknown>;
    const orgId = values.belongs_to__organization;
    const store = ctx.world.store;
    if (typeof orgId !== 'number' || !store.get('organization', orgId)) return generic(input);
    if (!can(accessFor(ctx.world, actor).subject, 'create', 'credit_bundle', values, store)) return generic(input);
    const priced = priceCreditPurchase(
      ctx.world,
      orgId,
      actor.userId,
      values.is_for__feature,
      values.original_quantity,
    );
    if (typeof priced === 'string') return { ...json(400, priced), headers: { 'cache-control': 'no-cache' } };
    // The resource API reads the body from the request object its context is attached to.
    input.req.body = { belongs_to__organization: orgId, is_for__feature: values.is_for__feature, ...priced.fields };
    const res = await generic(input);
    if (res.status === 201 && priced.invoice)
      store.priv.invoices.set(orgId, [...(store.priv.invoices.get(orgId) ?? []), priced.invoice]);
    return res;
  };
}

/** The credit purchase routes for both OData roots. */
export function creditBundleRoutes(): RouteDef[] {
  const generic = resourceRoutes();
  return ROOTS.map((root) => {
    const wildcard = generic.find((r) => r.method === 'POST' && r.path === `/${root}/*`)!;
    return {
      method: 'POST',
      path: `/${root}/credit_bundle`,
      operationId: wildcard.operationId,
      handler: purchase(wildcard.handler),
    };
  });
}
