/**
 * Picks the rules that apply to a request: live (window, times), matching, and past their
 * probability draw. Draws come from the world's seeded RNG in rule order, so the same requests
 * against the same seed and rules give the same faults.
 */
import type { World } from '../world.ts';
import type { EffectKind } from './schema.ts';
import { matches, type MatchFacts } from './match.ts';
import { draw, faultState, isLive, type FaultRule } from './state.ts';

/** Canonical OData resource name in this world (synonyms resolve), or the name itself. */
export const canonicalIn =
  (world: World) =>
  (name: string): string =>
    world.store.resources.get(name)?.name ?? name;

/** Live, matching rules of the given kinds (and `accept`) that pass their probability draw, in insertion order. */
export function* applicableRules(
  world: World,
  facts: MatchFacts,
  kinds: ReadonlySet<EffectKind>,
  accept: (rule: FaultRule) => boolean = () => true,
): Generator<FaultRule> {
  const now = world.clock.now();
  const canonical = canonicalIn(world);
  // Iterate over a copy: a scenario step or a clear may change the list while a request waits.
  for (const rule of [...faultState(world).rules]) {
    if (!kinds.has(rule.effect.kind) || !accept(rule) || !isLive(rule, now) || !matches(rule.match, facts, canonical))
      continue;
    if (rule.probability !== undefined && !(draw(world) < rule.probability)) continue;
    yield rule;
  }
}

/** Counts one application of a rule (its `times` budget shrinks). */
export function hit(rule: FaultRule): void {
  rule.hits += 1;
}
