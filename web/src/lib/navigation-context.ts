/**
 * The page kind tracked by navigation (spec 01 §2 "Sidebars by context"): home, fleet, block, app,
 * device, release, organization, team, member. A device beats a release, a release beats a fleet;
 * the fleet kind comes from the path's class prefix (the fleet page corrects a wrong prefix).
 */
import type { FleetClass } from '../../../shared/fleet-class.ts';

export type { FleetClass };

export type NavigationContext =
  | { kind: 'home' }
  | { kind: 'organization'; orgId: number }
  | { kind: 'member'; orgId: number; memberId: number }
  | { kind: 'team'; orgId: number; teamId: number }
  | { kind: 'fleet'; fleetId: number }
  | { kind: 'app'; fleetId: number }
  | { kind: 'block'; fleetId: number }
  | { kind: 'release'; fleetClass: FleetClass; fleetId: number; releaseId: number }
  | { kind: 'device'; uuid: string };

export type NavigationKind = NavigationContext['kind'];

const CLASS_BY_SEGMENT: Record<string, FleetClass> = { fleets: 'fleet', apps: 'app', blocks: 'block' };
const NUMERIC = /^\d+$/;

/** Derives the navigation context from a pathname. */
export function navigationContext(pathname: string): NavigationContext {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [first, second, third, fourth] = parts;
  if (first === 'devices' && second) return { kind: 'device', uuid: second };
  const fleetClass = first ? CLASS_BY_SEGMENT[first] : undefined;
  if (fleetClass && second && NUMERIC.test(second)) {
    const fleetId = Number(second);
    if (third === 'releases' && fourth && NUMERIC.test(fourth))
      return { kind: 'release', fleetClass, fleetId, releaseId: Number(fourth) };
    return { kind: fleetClass, fleetId };
  }
  if (first === 'orgs' && second && NUMERIC.test(second)) {
    const orgId = Number(second);
    if (third === 'members' && fourth && NUMERIC.test(fourth))
      return { kind: 'member', orgId, memberId: Number(fourth) };
    if (third === 'teams' && fourth && NUMERIC.test(fourth)) return { kind: 'team', orgId, teamId: Number(fourth) };
    return { kind: 'organization', orgId };
  }
  return { kind: 'home' };
}
