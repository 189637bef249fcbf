/**
 * Shared wrapper of the billing routes: resolves the caller and organization (access.ts), freezes
 * an organization whose past-due age reached 60 days on the mock clock (past-due.ts), and hands the
 * handler a ready BillingCaller.
 */
import { jsonError, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { BillingAccount } from '../../store/private.ts';
import { billingCaller, isCaller, type AccessLevel, type BillingCaller } from './access.ts';
import { syncFrozen } from '../../billing/past-due.ts';
import { NO_ACCOUNT } from './constants.ts';
import { param } from '../../router.ts';

export type BillingHandler = (caller: BillingCaller, input: HandlerInput) => CoreResponse | Promise<CoreResponse>;

/** A billing RouteDef whose handler runs only for callers with access_billing on the organization. */
export function billingRoute(
  deps: CoreDeps,
  method: RouteDef['method'],
  path: string,
  operationId: string,
  handler: BillingHandler,
  level: AccessLevel = 'billing',
): RouteDef {
  return {
    method,
    path,
    operationId,
    handler: (input) => {
      const caller = billingCaller(deps.context, input.req, param(input.params, 'orgId'), level);
      if (!isCaller(caller)) return caller;
      caller.org = syncFrozen(caller.world, caller.org);
      return handler(caller, input);
    },
  };
}

/** The organization's billing account, or the 404 that means "no account" (spec 03 §7). */
export function accountOr404(caller: BillingCaller): BillingAccount | CoreResponse {
  return caller.world.store.priv.billingAccounts.get(caller.orgId) ?? jsonError(404, NO_ACCOUNT);
}

export const isAccount = (v: BillingAccount | CoreResponse): v is BillingAccount => 'account_state' in v;
