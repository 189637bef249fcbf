/**
 * The one catch-up of a world to its mock clock, run before anything reads it: before every request
 * (the pipeline runs these steps first) and after every admin clock change (the clock routes call
 * `catchUpWorld`). A scenario step that moves the clock runs inside the first step, so the steps after
 * it see the new time. In order:
 * - scenario steps that became due fire (faults/scenario/timeline.ts), then flapping devices' stored
 *   connectivity follows the clock (faults/flags.ts);
 * - open invoices past their due date become past due and closed billing periods use up credits,
 *   organizations 60 days past due are frozen (billing);
 * - scheduled device transitions and running actions that are due are applied (live);
 * - builds that have run their time end (builder).
 * The pipeline itself knows no domain: it only runs the list.
 */
import type { World } from './world.ts';
import { tickScenario } from './faults/scenario/timeline.ts';
import { syncFlapping } from './faults/flags.ts';
import { freezeOverdueOrganizations } from './billing/past-due.ts';
import { closeBillingPeriods } from './handlers/billing/period-close.ts';
import { catchUpLive } from './live/catch-up.ts';
import { finishDueBuilds } from './builder/builder.ts';

export const WORLD_CATCH_UP_STEPS: readonly ((world: World) => void)[] = [
  // Scenario steps first: they may move the clock, freeze organizations or flag devices.
  tickScenario,
  syncFlapping,
  // Overdue invoices make their organization past due before the freeze rule reads it.
  closeBillingPeriods,
  freezeOverdueOrganizations,
  catchUpLive,
  finishDueBuilds,
];

/** Runs every catch-up step on the world. */
export function catchUpWorld(world: World): void {
  for (const step of WORLD_CATCH_UP_STEPS) step(world);
}
