/**
 * Zod schema of a scenario file: a named timeline of steps on the mock clock.
 * Mirrors `Scenario` / `ScenarioStep` in openapi/components/mock-admin.yaml. Each step has an
 * optional `at` (duration from the load, default 0) and exactly one action.
 */
import * as z from 'zod';
import { Duration, FaultRuleInput, FaultRulePatch, RULE_ID_PATTERN } from '../schema.ts';
import { DEVICE_FLAGS } from '../flags.ts';
import { SCALES } from '../../world.ts';

export const SCENARIO_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Longest timeline accepted (steps). */
const MAX_SCENARIO_STEPS = 1_000;
/** Largest fleet a scenario may ask for (the seed's own cap, up to 100,000). */
export const MAX_SCENARIO_DEVICES = 100_000;

/** A device by uuid or name, or a selection: the first `limit` devices (by id) of a fleet or organization. */
export const DeviceRef = z.union([
  z.string().min(1).max(200),
  z
    .object({
      organization: z.string().min(1).optional(),
      fleet: z.string().min(1).optional(),
      limit: z.int().min(1).max(MAX_SCENARIO_DEVICES).optional(),
    })
    .strict()
    .refine((s) => s.organization !== undefined || s.fleet !== undefined, {
      message: 'a device selection names an organization or a fleet',
    }),
]);

const OrganizationAction = z
  .object({
    handle: z.string().min(1),
    frozen: z.boolean().optional(),
    pastDueDays: z.int().min(0).max(3650).nullable().optional(),
  })
  .strict();

/** Action keys a step may carry (exactly one per step). */
const STEP_ACTIONS = [
  'addFault',
  'removeFault',
  'updateFault',
  'clearFaults',
  'offline',
  'recover',
  'freezeOrganization',
  'unfreezeOrganization',
  'organization',
  'deviceFlags',
  'advanceClock',
  'freezeClock',
  'resumeClock',
  'setClock',
] as const;

export const ScenarioStep = z
  .object({
    at: Duration.optional(),
    note: z.string().max(500).optional(),
    addFault: FaultRuleInput.optional(),
    removeFault: z.string().regex(RULE_ID_PATTERN).optional(),
    /** Changes a rule in place, as `PATCH /__mock/faults/{id}` does (e.g. `{id: f1, enabled: false}`). */
    updateFault: FaultRulePatch.extend({ id: z.string().regex(RULE_ID_PATTERN) })
      .strict()
      .optional(),
    clearFaults: z.literal(true).optional(),
    offline: z.literal(true).optional(),
    recover: z.literal(true).optional(),
    freezeOrganization: z.string().min(1).optional(),
    unfreezeOrganization: z.string().min(1).optional(),
    organization: OrganizationAction.optional(),
    deviceFlags: z
      .object({ devices: z.union([DeviceRef, z.array(DeviceRef).min(1)]), flags: z.array(z.enum(DEVICE_FLAGS)) })
      .strict()
      .optional(),
    advanceClock: Duration.optional(),
    freezeClock: z.union([z.literal(true), z.iso.datetime()]).optional(),
    resumeClock: z.literal(true).optional(),
    setClock: z.iso.datetime().optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    const actions = STEP_ACTIONS.filter((a) => step[a] !== undefined);
    if (actions.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message: actions.length
          ? `one action per step, got ${actions.join(', ')}`
          : `a step needs one action: ${STEP_ACTIONS.join(', ')}`,
      });
    }
  });

export const Scenario = z
  .object({
    name: z.string().regex(SCENARIO_NAME_PATTERN, 'names are lower-case letters, digits and -'),
    description: z.string().max(2000).optional(),
    /** A fresh world with this seed/scale/device count is built before the steps run. */
    world: z
      .object({
        seed: z.int().min(0).optional(),
        scale: z.enum(SCALES).optional(),
        devices: z.int().min(0).max(MAX_SCENARIO_DEVICES).optional(),
      })
      .strict()
      .optional(),
    steps: z.array(ScenarioStep).min(1).max(MAX_SCENARIO_STEPS),
  })
  .strict();

export type Scenario = z.infer<typeof Scenario>;
export type ScenarioStep = z.infer<typeof ScenarioStep>;
export type DeviceRef = z.infer<typeof DeviceRef>;
