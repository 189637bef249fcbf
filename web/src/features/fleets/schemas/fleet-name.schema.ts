/**
 * Fleet name rules, checked in order with the spec's exact messages (spec 02 §5 "Fleet name"):
 * required, at least 4, at most 100, alphanumeric start with only letters/digits/hyphens/underscores,
 * then a case-insensitive duplicate among the organization's other names.
 */
import { z } from 'zod';
import { fleetNameProblem } from '../../../../../shared/fleet-name.ts';
import { MSG } from '../messages.ts';
import type { FleetClass } from '../fleet-class.ts';

/** The first rule a name breaks, or null when it is valid (the rules are shared with the settings rename). */
export function fleetNameError(
  name: string,
  existingNames: readonly string[],
  type: FleetClass = 'fleet',
): string | null {
  return fleetNameProblem(name, existingNames, type);
}

/** Existing names, or a getter read at validation time (the list changes with the chosen organization). */
export type ExistingNames = readonly string[] | (() => readonly string[]);

/** The name as a zod schema (one message at a time, in the spec's order). */
const fleetNameSchema = (existingNames: ExistingNames, type: FleetClass = 'fleet') =>
  z.string().superRefine((name, ctx) => {
    const message = fleetNameError(name, typeof existingNames === 'function' ? existingNames() : existingNames, type);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** The create dialog's form (spec 02 §5 "Fleet creation"): name, organization, device type. */
export const createFleetSchema = (existingNames: ExistingNames, type: FleetClass = 'fleet') =>
  z.object({
    name: fleetNameSchema(existingNames, type),
    organization: z.string().min(1, MSG.missingAttributes),
    deviceType: z.string().min(1, MSG.missingAttributes),
  });

export type CreateFleetValues = z.infer<ReturnType<typeof createFleetSchema>>;
