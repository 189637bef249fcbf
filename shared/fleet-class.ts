/**
 * The kinds of application the API distinguishes by `is_of__class` (spec 02 §1: fleets, apps and
 * blocks), typed from the contract's Application schema so a change there reaches the mock's seed
 * and the dashboard's routes alike.
 */
import type { components } from '../generated/types/api.gen.ts';

export type FleetClass = NonNullable<components['schemas']['Application']['is_of__class']>;

/** Every class, in the order the dashboard lists them. */
export const FLEET_CLASSES = ['fleet', 'app', 'block'] as const satisfies readonly FleetClass[];
