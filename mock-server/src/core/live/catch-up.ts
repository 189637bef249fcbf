/**
 * Brings a world's live side up to its mock clock: scheduled device transitions (a rebooting device
 * comes back after its downtime) and running actions (OS update progress and completion) that are due.
 * The pipeline calls it before every request, so these changes follow the clock with or without the
 * background simulation and whichever endpoint the next request reads (OData included). Billing
 * state that depends on time follows the same way: organizations 60 days past due are frozen.
 */
import type { World } from '../world.ts';
import { settle } from './pending.ts';
import { advanceActions } from './actions.ts';
import { freezeOverdueOrganizations } from '../handlers/billing/past-due.ts';

/** Applies every live change due by the world clock; returns how many were applied. */
export function catchUpLive(world: World): number {
  freezeOverdueOrganizations(world);
  return settle(world) + advanceActions(world);
}
