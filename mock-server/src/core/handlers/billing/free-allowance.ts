/**
 * The free allowance on devices added later (spec 03 §4 "Free plan", §9: first 10 devices free):
 * a device that would be an active device beyond the allowance of a free-plan organization is
 * created frozen, like the devices the seed freezes.
 */
import type { Store } from '../../store/store.ts';
import { FREE_DEVICE_ALLOWANCE, FREE_PLAN_CODE } from './constants.ts';
import { currentPlan } from './plans.ts';
import { orgDevices } from './usage.ts';

/** True when one more active device in this fleet exceeds its free-plan organization's allowance. */
export function exceedsFreeAllowance(store: Store, applicationId: unknown): boolean {
  if (typeof applicationId !== 'number' || !store.resources.has('subscription')) return false;
  const org = store.get('application', applicationId)?.organization;
  const orgId = typeof org === 'number' ? org : undefined;
  if (orgId === undefined || currentPlan(store, orgId)?.billing_code !== FREE_PLAN_CODE) return false;
  return orgDevices(store, orgId).total >= FREE_DEVICE_ALLOWANCE;
}
