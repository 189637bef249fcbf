/** Longest username shown in the header before it is cut (spec 01 §2 header). */
export const USERNAME_MAX = 20;
/** Characters kept when a username is cut; an ellipsis follows. */
export const USERNAME_KEEP = 17;

/** Cuts a username longer than 20 characters to 17 plus an ellipsis (spec 01 §2). */
export function truncateUsername(name: string): string {
  const chars = Array.from(name);
  return chars.length > USERNAME_MAX ? `${chars.slice(0, USERNAME_KEEP).join('')}...` : name;
}
