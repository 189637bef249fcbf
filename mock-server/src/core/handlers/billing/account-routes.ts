/**
 * Account, plan and usage routes of the billing API (api-ground-truth §4 billing rows; spec 03 §3,
 * §4, §7): account GET/PATCH, plan GET/PATCH, usage by role, private-support eligibility and the
 * free plan allowance state.
 */
import { json, jsonError } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { zBillingAccountUpdate, zPlanChange } from '../../../../../generated/zod/zod.gen.ts';
import { accountPatchProblem, accountWire, applyAccountPatch } from './account.ts';
import { validateBody } from '../../validate-body.ts';
import { applyPlanChange } from './plan-change.ts';
import { planView, planWire } from './plan-view.ts';
import { currentPlan, supportTierOf } from './plans.ts';
import { accountOr404, billingRoute, isAccount } from './route-kit.ts';
import { billingUsage, freeDeviceAllowance } from './usage.ts';
import { billingModel, billingPricing } from './pricing.ts';

const BASE = '/billing/v1/account/:orgId';
const NO_FIELDS = 'No fields to update';

/** Account, plan, usage, support-eligibility and free-allowance routes. */
export function accountRoutes(deps: CoreDeps): RouteDef[] {
  return [
    billingRoute(deps, 'GET', BASE, 'getBillingAccount', (c) => {
      const account = accountOr404(c);
      return isAccount(account) ? json(200, accountWire(account, c.world)) : account;
    }),
    billingRoute(deps, 'PATCH', BASE, 'updateBillingAccount', (c, { req }) => {
      const account = accountOr404(c);
      if (!isAccount(account)) return account;
      const raw =
        req.body && typeof req.body === 'object' && !Array.isArray(req.body)
          ? (req.body as Record<string, unknown>)
          : undefined;
      if (raw && Object.keys(raw).length === 0) return jsonError(400, NO_FIELDS);
      const early = raw
        ? accountPatchProblem(raw, { email: typeof raw.email === 'string' ? raw.email : undefined })
        : undefined;
      if (early) return jsonError(400, early);
      const parsed = validateBody(zBillingAccountUpdate, req.body);
      if (!parsed.ok) return parsed.response;
      const problem = accountPatchProblem(raw ?? {}, parsed.value);
      if (problem) return jsonError(400, problem);
      applyAccountPatch(account, parsed.value);
      return json(200, accountWire(account, c.world));
    }),
    billingRoute(deps, 'GET', `${BASE}/plan`, 'getBillingPlan', (c) => json(200, planWire(planView(c.world, c.orgId)))),
    billingRoute(deps, 'PATCH', `${BASE}/plan`, 'updateBillingPlan', (c, { req }) => {
      // The contract closes the body (additionalProperties: false): unknown keys are refused.
      const parsed = validateBody(zPlanChange.strict(), req.body);
      if (!parsed.ok) return parsed.response;
      const result = applyPlanChange(c.world, c.orgId, c.user.userId, parsed.value);
      return result.ok ? json(200, planWire(planView(c.world, c.orgId))) : jsonError(400, result.message);
    }),
    billingRoute(deps, 'GET', `${BASE}/usage`, 'getBillingUsage', (c) => json(200, billingUsage(c.world, c.orgId))),
    billingRoute(
      deps,
      'GET',
      `${BASE}/can-access-support`,
      'getBillingCanAccessSupport',
      (c) => {
        const plan = currentPlan(c.world.store, c.orgId);
        return json(200, plan ? supportTierOf(c.world.store, plan.id).includesPrivate : false);
      },
      'member',
    ),
    billingRoute(deps, 'GET', `${BASE}/free-device-allowance`, 'getBillingFreeDeviceAllowance', (c) =>
      json(200, freeDeviceAllowance(c.world.store, c.orgId)),
    ),
    billingRoute(deps, 'GET', `${BASE}/pricing`, 'getBillingPricing', (c) =>
      json(200, billingPricing(c.world, c.orgId)),
    ),
    billingRoute(deps, 'GET', `${BASE}/billing-model`, 'getBillingModel', (c) =>
      json(200, billingModel(c.world, c.orgId)),
    ),
  ];
}
