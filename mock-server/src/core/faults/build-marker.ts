/**
 * The build-time marker (spec 01 §7: the dashboard fetches
 * GET /buildtime.txt every 10 minutes and shows "The version of the dashboard you are viewing is out
 * of date." when it changes). The route serving /buildtime.txt answers `buildMarker(world)` when
 * set, else the built file; QA sets a new value to simulate a deployment.
 */
import type { World } from '../world.ts';

/** Longest marker accepted (it is a build timestamp or id). */
export const BUILD_MARKER_MAX_LENGTH = 200;

const markers = new WeakMap<World, string>();

/** The marker set for a world, or null when the built file's own value applies. */
export const buildMarker = (world: World): string | null => markers.get(world) ?? null;

/** Sets (or with null clears) the marker of a world. */
export function setBuildMarker(world: World, value: string | null): void {
  if (value === null) markers.delete(world);
  else markers.set(world, value);
}
