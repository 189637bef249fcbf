/**
 * Brings a world's time-driven state up to its mock clock before anything reads it: open invoices past
 * their due date become past due and closed billing periods use up credits, organizations 60 days past
 * due are frozen (billing), scheduled device transitions and running actions that are due
 * are applied (live), builds that have run their time end (builder). The core registers these steps with the pipeline, which runs them before every
 * request, and the clock admin API runs them after moving the clock; the pipeline itself knows no domain.
 */
import type { World } from './world.ts';
import { freezeOverdueOrganizations } from './billing/past-due.ts';
import { closeBillingPeriods } from './handlers/billing/period-close.ts';
import { catchUpLive } from './live/catch-up.ts';
import { finishDueBuilds } from './builder/builder.ts';

export const WORLD_CATCH_UP_STEPS: readonly ((world: World) => void)[] = [
  // Overdue invoices make their organization past due before the freeze rule reads it.
  closeBillingPeriods,
  freezeOverdueOrganizations,
  catchUpLive,
  finishDueBuilds,
];

export function catchUpWorld(world: World): void {
  for (const step of WORLD_CATCH_UP_STEPS) step(world);
}
