/** Display formatting shared by the dashboard. */
import { USERNAME_DISPLAY_CUT, USERNAME_DISPLAY_MAX } from './timing.ts';

/** Longest username shown in the header before it is cut (spec 01 §1, §9). */
export const USERNAME_MAX = USERNAME_DISPLAY_MAX;
/** Characters kept when a username is cut; an ellipsis follows. */
export const USERNAME_KEEP = USERNAME_DISPLAY_CUT;
export const ELLIPSIS = '...';

/**
 * Cuts a username longer than 20 characters to its first 17 plus an ellipsis (spec 01 §1: "A
 * username longer than 20 characters is displayed as its first 17 characters plus an ellipsis").
 * Counts Unicode code points, so an emoji is never split in half.
 */
export function truncateUsername(name: string): string {
  const chars = Array.from(name);
  return chars.length > USERNAME_MAX ? `${chars.slice(0, USERNAME_KEEP).join('')}${ELLIPSIS}` : name;
}
