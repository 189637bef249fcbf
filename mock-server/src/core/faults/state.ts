/**
 * Per-world fault state (each `x-mock-session` has its own faults): the rule list, a seeded
 * RNG for probabilities and jitter, and token buckets. Kept in a WeakMap keyed by the World, so a
 * reset (a new World object) starts clean and World itself stays small.
 */
import type { World } from '../world.ts';
import { Rng } from '../seed/rng.ts';
import { MAX_RULES } from './constants.ts';
import { parseDuration } from './duration.ts';
import { FaultRuleInput, schemaIssues, type FaultRulePatch } from './schema.ts';
import type { TokenBucket } from './token-bucket.ts';

/** A rule as stored: the input plus its id, bookkeeping and resolved time window (mock-clock ms). */
export interface FaultRule extends FaultRuleInput {
  id: string;
  addedAt: number;
  hits: number;
  /** Who added it: `api`, `header`, or `scenario:<name>`. */
  source: string;
  windowStart: number;
  windowEnd: number | undefined;
}

export interface FaultState {
  rules: FaultRule[];
  nextId: number;
  rng: Rng;
  buckets: Map<string, TokenBucket>;
}

/** Rejected rule operations (duplicate id, too many rules): the admin API answers 400 / 404. */
export class FaultError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path = '(root)',
  ) {
    super(message);
    this.name = 'FaultError';
  }
}

const states = new WeakMap<World, FaultState>();
/** Mixed into the world seed so fault draws do not mirror the seed's own sequence. */
const RNG_SALT = 0x5f3759df;

/** The fault state of a world, created on first use from the world's seed, so the same seed draws the same probabilities. */
export function faultState(world: World): FaultState {
  let s = states.get(world);
  if (!s)
    states.set(
      world,
      (s = { rules: [], nextId: 1, rng: new Rng((world.config.seed ^ RNG_SALT) >>> 0), buckets: new Map() }),
    );
  return s;
}

/** The rule's active window on the mock clock, resolved at `now`. */
function resolveWindow(input: FaultRuleInput, now: number): { windowStart: number; windowEnd: number | undefined } {
  const start = input.window?.start ? Date.parse(input.window.start) : now;
  const duration = input.window?.duration !== undefined ? parseDuration(input.window.duration) : undefined;
  const end = input.window?.end ? Date.parse(input.window.end) : duration !== undefined ? start + duration : undefined;
  return { windowStart: start, windowEnd: end };
}

/** Adds a validated rule; the window is resolved against the world clock now. */
export function addRule(world: World, input: FaultRuleInput, source = 'api'): FaultRule {
  const s = faultState(world);
  if (s.rules.length >= MAX_RULES)
    throw new FaultError(400, `Too many fault rules (max ${MAX_RULES}); clear some first`);
  const id = input.id ?? nextFreeId(s);
  if (s.rules.some((r) => r.id === id)) throw new FaultError(400, `A fault rule with id '${id}' already exists`, 'id');
  const now = world.clock.now();
  const rule: FaultRule = { ...input, id, addedAt: now, hits: 0, source, ...resolveWindow(input, now) };
  s.rules.push(rule);
  return rule;
}

/**
 * Replaces the definition of rule `id` in place (same position, id, source, addedAt and hit count),
 * with `input` already validated: one assignment, so a rejected update leaves the rule as it was.
 * The window is resolved again only when it changed. Throws FaultError(404) for an unknown id.
 */
export function replaceRule(world: World, id: string, input: FaultRuleInput): FaultRule {
  const s = faultState(world);
  const i = s.rules.findIndex((r) => r.id === id);
  const old = s.rules[i];
  if (!old) throw new FaultError(404, `No fault rule '${id}'`);
  if (input.id !== undefined && input.id !== id)
    throw new FaultError(400, `The body's id '${input.id}' is not the rule's id '${id}'`, 'id');
  const sameWindow = JSON.stringify(input.window) === JSON.stringify(old.window);
  const window = sameWindow
    ? { windowStart: old.windowStart, windowEnd: old.windowEnd }
    : resolveWindow(input, world.clock.now());
  const rule: FaultRule = { ...input, id, addedAt: old.addedAt, hits: old.hits, source: old.source, ...window };
  s.rules[i] = rule;
  return rule;
}

/**
 * Applies a patch to rule `id` (given fields replace, `null` removes an optional field); the merged
 * rule is validated whole first, so a refused patch changes nothing (FaultError 400 naming the path).
 */
export function updateRule(world: World, id: string, patch: FaultRulePatch): FaultRule {
  const rule = faultState(world).rules.find((r) => r.id === id);
  if (!rule) throw new FaultError(404, `No fault rule '${id}'`);
  const merged: Record<string, unknown> = { ...ruleInput(rule) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  const parsed = FaultRuleInput.safeParse(merged);
  if (!parsed.success) {
    const [issue] = schemaIssues(parsed.error);
    throw new FaultError(400, `Invalid fault rule: ${issue?.path}: ${issue?.message}`, issue?.path);
  }
  return replaceRule(world, id, parsed.data);
}

/** The input (definition) part of a stored rule. */
export function ruleInput(rule: FaultRule): FaultRuleInput {
  const { addedAt: _a, windowStart: _s, windowEnd: _e, hits: _h, source: _src, ...input } = rule;
  return input;
}

function nextFreeId(s: FaultState): string {
  let id: string;
  do id = `f${s.nextId++}`;
  while (s.rules.some((r) => r.id === id));
  return id;
}

export const listRules = (world: World): readonly FaultRule[] => faultState(world).rules;

/** Removes one rule; false when no rule has that id. */
export function removeRule(world: World, id: string): boolean {
  const s = faultState(world);
  const i = s.rules.findIndex((r) => r.id === id);
  if (i < 0) return false;
  s.rules.splice(i, 1);
  return true;
}

/** Removes every rule (or those of one source, e.g. a stopped scenario); returns how many. */
export function clearRules(world: World, source?: string): number {
  const s = faultState(world);
  const before = s.rules.length;
  s.rules = source === undefined ? [] : s.rules.filter((r) => r.source !== source);
  if (source === undefined) s.buckets.clear();
  return before - s.rules.length;
}

/** True while the rule may still fire: switched on, inside its window and below `times`. */
export function isLive(rule: FaultRule, now: number): boolean {
  if (rule.enabled === false) return false;
  if (rule.times !== undefined && rule.hits >= rule.times) return false;
  if (now < rule.windowStart) return false;
  return rule.windowEnd === undefined || now < rule.windowEnd;
}

/** Draws the next number in [0, 1) from the world's fault RNG. */
export const draw = (world: World): number => faultState(world).rng.next();

/** The listing shape of a rule (admin API `FaultRule`). */
export function ruleView(rule: FaultRule, now: number): Record<string, unknown> {
  const { addedAt, windowStart, windowEnd, hits, source, ...input } = rule;
  return {
    ...input,
    enabled: rule.enabled !== false,
    addedAt: new Date(addedAt).toISOString(),
    activeFrom: new Date(windowStart).toISOString(),
    activeUntil: windowEnd === undefined ? null : new Date(windowEnd).toISOString(),
    hits,
    remaining: rule.times === undefined ? null : Math.max(0, rule.times - hits),
    live: isLive(rule, now),
    source,
  };
}
