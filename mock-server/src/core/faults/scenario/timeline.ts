/**
 * Runs a scenario's timeline on a world's mock clock. Steps fire in `at` order when
 * the clock reaches load time + `at`: at load (for `at: 0`), and in the world's catch-up
 * (world-catch-up.ts: before every request and after every admin clock change). No real timers, so the same
 * requests at the same mock times see the same steps (deterministic replays).
 */
import type { World } from '../../world.ts';
import { parseDuration } from '../duration.ts';
import { addRule, clearRules, faultState, removeRule, updateRule } from '../state.ts';
import { setDeviceFlags } from '../flags.ts';
import { setOrganizationFlags } from '../org-flags.ts';
import { resolveDevices } from './refs.ts';
import type { Scenario, ScenarioStep } from './schema.ts';

interface Timed {
  atMs: number;
  index: number;
  step: ScenarioStep;
}

interface Running {
  scenario: Scenario;
  startedAt: number;
  steps: Timed[];
  /** Index into `steps` of the next step to fire. */
  next: number;
  /** Guards against re-entry (a clock step ticks again). */
  busy: boolean;
  /** Steps that failed when they fired (e.g. a fault id already taken); reported, never thrown. */
  errors: string[];
}

const running = new WeakMap<World, Running>();

/** Fault rules a scenario adds carry this source, so stopping it removes exactly them. */
const scenarioSource = (name: string): string => `scenario:${name}`;

/** What the admin API shows about the running scenario. */
export interface ScenarioStatus {
  name: string;
  startedAt: string;
  stepsTotal: number;
  stepsDone: number;
  /** Mock-clock time of the next step, or null when all have run. */
  nextAt: string | null;
  errors: string[];
}

function fire(world: World, scenario: Scenario, step: ScenarioStep, index: number): void {
  const source = scenarioSource(scenario.name);
  const clock = world.clock;
  if (step.addFault) addRule(world, step.addFault, source);
  else if (step.removeFault) removeRule(world, step.removeFault);
  else if (step.updateFault) {
    const { id, ...patch } = step.updateFault;
    updateRule(world, id, patch);
  } else if (step.clearFaults) clearRules(world);
  else if (step.offline) addRule(world, { effect: { kind: 'offline' } }, source);
  else if (step.recover)
    for (const r of faultState(world).rules.filter((x) => x.effect.kind === 'offline')) removeRule(world, r.id);
  else if (step.freezeOrganization) setOrganizationFlags(world, step.freezeOrganization, { frozen: true });
  else if (step.unfreezeOrganization) setOrganizationFlags(world, step.unfreezeOrganization, { frozen: false });
  else if (step.organization) setOrganizationFlags(world, step.organization.handle, step.organization);
  else if (step.deviceFlags) {
    const refs = Array.isArray(step.deviceFlags.devices) ? step.deviceFlags.devices : [step.deviceFlags.devices];
    for (const ref of refs)
      for (const d of resolveDevices(world, ref, `steps.${index}.deviceFlags`))
        setDeviceFlags(world, String(d.uuid), step.deviceFlags.flags);
  } else if (step.advanceClock !== undefined) clock.advance(parseDuration(step.advanceClock) ?? 0);
  else if (step.freezeClock !== undefined)
    clock.freeze(step.freezeClock === true ? clock.now() : Date.parse(step.freezeClock));
  else if (step.resumeClock) clock.resume();
  else if (step.setClock) clock.set(Date.parse(step.setClock));
}

/** Fires every step that is due on the world's clock. Cheap when no scenario runs. */
export function tickScenario(world: World): void {
  const r = running.get(world);
  if (!r || r.busy) return;
  r.busy = true;
  try {
    for (let t = r.steps[r.next]; t !== undefined && world.clock.now() >= r.startedAt + t.atMs; t = r.steps[r.next]) {
      r.next++;
      try {
        fire(world, r.scenario, t.step, t.index);
      } catch (err) {
        r.errors.push(`steps.${t.index}: ${(err as Error).message}`);
      }
    }
  } finally {
    r.busy = false;
  }
}

/** Starts a validated, reference-checked scenario on a world (stopping any running one) and fires its `at: 0` steps. */
export function startScenario(world: World, scenario: Scenario): ScenarioStatus {
  stopScenario(world);
  const steps = scenario.steps
    .map((step, index) => ({ atMs: parseDuration(step.at ?? 0) ?? 0, index, step }))
    .sort((a, b) => a.atMs - b.atMs || a.index - b.index);
  running.set(world, { scenario, startedAt: world.clock.now(), steps, next: 0, busy: false, errors: [] });
  tickScenario(world);
  return scenarioStatus(world)!;
}

/** Stops the running scenario: pending steps are dropped and the faults it added are removed. */
export function stopScenario(world: World): string | undefined {
  const r = running.get(world);
  if (!r) return undefined;
  running.delete(world);
  clearRules(world, scenarioSource(r.scenario.name));
  return r.scenario.name;
}

export function scenarioStatus(world: World): ScenarioStatus | null {
  const r = running.get(world);
  if (!r) return null;
  const next = r.steps[r.next];
  return {
    name: r.scenario.name,
    startedAt: new Date(r.startedAt).toISOString(),
    stepsTotal: r.steps.length,
    stepsDone: r.next,
    nextAt: next ? new Date(r.startedAt + next.atMs).toISOString() : null,
    errors: [...r.errors],
  };
}
