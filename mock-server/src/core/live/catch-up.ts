/**
 * Brings a world's live side up to its mock clock: scheduled device transitions (a rebooting device
 * comes back after its downtime) and running actions (OS update progress and completion) and release updates that are due.
 * One of the steps run before every request (world-catch-up.ts), so these changes follow the clock
 * with or without the background simulation and whichever endpoint the next request reads (OData
 * included).
 */
import type { World } from '../world.ts';
import { settle } from './pending.ts';
import { advanceActions } from './actions.ts';
import { advanceReleaseUpdates } from './release-update.ts';

/** Applies every live change due by the world clock; returns how many were applied. */
export function catchUpLive(world: World): number {
  return settle(world) + advanceActions(world) + advanceReleaseUpdates(world);
}
