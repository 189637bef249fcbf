/**
 * Retry delays of the connectivity rules (spec 01 §4 "Connectivity", §9): 200 ms times the failure
 * count, capped at 10 steps (2 s).
 */
import { RETRY_DELAY_MAX_STEPS, RETRY_DELAY_STEP_MS } from '../timing.ts';

/** Delay before the next attempt after `failures` consecutive failures (0 → 0 ms). */
export function retryDelayMs(failures: number): number {
  if (!Number.isFinite(failures) || failures <= 0) return 0;
  return RETRY_DELAY_STEP_MS * Math.min(Math.floor(failures), RETRY_DELAY_MAX_STEPS);
}
