/**
 * Runs the simulation in the background (on by default for `npm start` / `npm run
 * mock`, off with `--no-simulation` and in tests): every SIM_RUN_INTERVAL_MS real milliseconds each
 * live world is simulated from where its mock clock stood at the previous run to where it stands
 * now, so frozen clocks pause it and advanced clocks catch up (bounded by MAX_TICKS_PER_CALL).
 */
import type { World, WorldRegistry } from '../world.ts';
import { simulate } from './simulate.ts';

/** Real-time interval between simulation runs. */
const SIM_RUN_INTERVAL_MS = 1_000;

/** Starts the background simulation over every world of the registry; returns a stop function. */
export function startSimulation(registry: WorldRegistry, intervalMs = SIM_RUN_INTERVAL_MS): () => void {
  const lastRun = new WeakMap<World, number>();
  const run = (): void => {
    for (const name of registry.names()) {
      const world = registry.get(name);
      const now = world.clock.now();
      const from = lastRun.get(world) ?? now;
      if (now > from) simulate(world, from, now);
      lastRun.set(world, now);
    }
  };
  const timer = setInterval(run, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
