/**
 * Fleet classes and their paths (spec 02 §2): fleets, apps and blocks share one layout under
 * /{class}s/{id}; a wrong class prefix is corrected to the fleet's class plus "s".
 */
import type { FleetClass } from '../../lib/navigation-context.ts';
import { routes } from '../../lib/paths.ts';

export type { FleetClass };
const FLEET_CLASSES: readonly FleetClass[] = ['fleet', 'app', 'block'];

/** "/fleets/12", "/apps/3", "/blocks/4". */
export const fleetPath = (fleet: { id: number; is_of__class: FleetClass }): string =>
  routes.fleet(fleet.id, fleet.is_of__class).root();

/** The class a path segment ("fleets", "apps", "blocks") names, if any. */
export function classOfSegment(segment: string | undefined): FleetClass | undefined {
  return FLEET_CLASSES.find((c) => `${c}s` === segment);
}

/**
 * The pathname with its class prefix replaced by the fleet's real class, or null when it is right
 * already (spec 02 §2 "A wrong class prefix in the path is corrected"). Keeps the child path.
 */
export function correctedClassPath(pathname: string, actual: FleetClass): string | null {
  const match = /^\/(fleets|apps|blocks)(\/.*)?$/.exec(pathname);
  if (!match || match[1] === `${actual}s`) return null;
  return `/${actual}s${match[2] ?? ''}`;
}
