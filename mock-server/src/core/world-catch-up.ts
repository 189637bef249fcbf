/**
 * Brings a world's time-driven state up to its mock clock before anything reads it: organizations 60
 * days past due are frozen (billing), scheduled device transitions and running actions that are due
 * are applied (live), builds that have run their time end (builder). The core registers these steps with the pipeline, which runs them before every
 * request, and the clock admin API runs them after moving the clock; the pipeline itself knows no domain.
 */
import type { World } from './world.ts';
import { freezeOverdueOrganizations } from './billing/past-due.ts';
import { catchUpLive } from './live/catch-up.ts';
import { finishDueBuilds } from './builder/builder.ts';

export const WORLD_CATCH_UP_STEPS: readonly ((world: World) => void)[] = [
  freezeOverdueOrganizations,
  catchUpLive,
  finishDueBuilds,
];

export function catchUpWorld(world: World): void {
  for (const step of WORLD_CATCH_UP_STEPS) step(world);
}
