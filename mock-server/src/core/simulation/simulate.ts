/**
 * Simulation tick (issue 4 item 5, partial): `simulate(world, fromMs, toMs)` applies every live-side
 * transition due in (fromMs, toMs] on the world's mock clock — today the scheduled device
 * transitions (reboot back online). Log lines need no tick: they are a pure function of the seed
 * and the clock (core/live/logs.ts). Returns how many transitions were applied.
 */
import type { World } from '../world.ts';
import { settle } from '../live/pending.ts';

/** Applies what happens on the live side between `fromMs` and `toMs` (mock-clock ms). */
export function simulate(world: World, fromMs: number, toMs: number): number {
  if (toMs < fromMs) throw new RangeError('simulate: toMs must not be before fromMs');
  return settle(world, toMs);
}
