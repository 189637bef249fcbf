/**
 * How long a support agent's read visibility stays as it is (spec 02 §6 "support access"): support
 * access ends at each fleet's and device's `is_accessible_by_support_until__date`, so what a
 * supporter sees only changes when the clock crosses one of those instants. Read caches use the
 * window between the surrounding instants to keep supporters' answers without going stale.
 */
import type { ReadLookup } from './can-read.ts';
import { SUPPORT_ACCESS_FIELD } from './can.ts';

/** Resources whose rows carry a support-access expiry. */
const SUPPORT_ACCESS_RESOURCES = ['application', 'device'] as const;

/** A clock interval `[from, until)` in epoch ms. */
export interface ClockWindow {
  from: number;
  until: number;
}

/**
 * The widest window around `now` in which no support-access expiry changes state: `from` is the
 * latest expiry at or before `now` (access ended), `until` the earliest one after it.
 */
export function supportAccessWindow(lookup: ReadLookup, now: number): ClockWindow {
  let from = -Infinity;
  let until = Infinity;
  for (const resource of SUPPORT_ACCESS_RESOURCES) {
    for (const row of lookup.all(resource)) {
      const v = row[SUPPORT_ACCESS_FIELD];
      if (typeof v !== 'string') continue;
      const at = Date.parse(v);
      if (Number.isNaN(at)) continue;
      if (at > now) {
        if (at < until) until = at;
      } else if (at > from) from = at;
    }
  }
  return { from, until };
}
