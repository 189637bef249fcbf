/**
 * Loading a scenario: from a shipped name, a file (through an injected
 * resolver, so this module stays browser-safe), YAML/JSON text or an object; validated by the schema
 * (errors carry the schema path), references checked against the world, then started on its clock.
 */
import { parse as parseYaml } from 'yaml';
import type { World, WorldConfig, WorldRegistry } from '../../world.ts';
import { schemaIssues } from '../schema.ts';
import { checkReferences, ScenarioError, type RouteCatalog } from './refs.ts';
import { Scenario } from './schema.ts';
import { startScenario, type ScenarioStatus } from './timeline.ts';

export interface LoadScenarioOptions {
  /** Needed when the scenario asks for a fresh world (`world:` seed/scale/devices). */
  registry?: WorldRegistry;
  /** Reads a scenario by shipped name or file path; returns its text, or undefined if none. */
  resolve?: (nameOrPath: string) => string | undefined;
  /** Routes that fault matches (operationId, non-OData path) are checked against; default: the contract. */
  catalog?: RouteCatalog;
}

export interface LoadedScenario {
  /** The world the scenario runs in (a new one when it asked for a different seed/scale/size). */
  world: World;
  status: ScenarioStatus;
}

const looksLikeText = (s: string): boolean => /[\n{:]/.test(s);

/** Parses and validates a scenario source without touching any world. Throws ScenarioError. */
function parseScenario(source: string | object, resolve?: LoadScenarioOptions['resolve']): Scenario {
  let doc: unknown = source;
  if (typeof source === 'string') {
    let text = source;
    if (!looksLikeText(source)) {
      const found = resolve?.(source);
      if (found === undefined) throw new ScenarioError(`Unknown scenario '${source}'`, 'name');
      text = found;
    }
    try {
      doc = parseYaml(text);
    } catch (err) {
      throw new ScenarioError(`Scenario is not valid YAML or JSON: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  const parsed = Scenario.safeParse(doc);
  if (!parsed.success) {
    const issues = schemaIssues(parsed.error);
    const [first = { path: '(root)', message: 'Invalid input' }] = issues;
    throw new ScenarioError(`Invalid scenario: ${first.path}: ${first.message}`, first.path, issues);
  }
  return parsed.data;
}

function wantedConfig(current: WorldConfig, scenario: Scenario): WorldConfig | undefined {
  const w = scenario.world;
  if (!w) return undefined;
  const next: WorldConfig = { ...current, ...w };
  const same = next.seed === current.seed && next.scale === current.scale && next.devices === current.devices;
  return same ? undefined : next;
}

/**
 * Loads a scenario into `world` (what `--scenario <file|name>` and the admin API call). A scenario
 * with a `world:` block different from the world's config rebuilds the session from it first (needs
 * `registry`). Unknown devices, organizations, fleets, resources or routes reject it with the step's path.
 */
export function loadScenario(world: World, source: string | object, options: LoadScenarioOptions = {}): LoadedScenario {
  const scenario = parseScenario(source, options.resolve);
  let target = world;
  const config = wantedConfig(world.config, scenario);
  if (config) {
    if (!options.registry)
      throw new ScenarioError(
        `Scenario '${scenario.name}' needs a fresh world (${JSON.stringify(scenario.world)}); load it through the admin API or start the mock with those flags`,
        'world',
      );
    target = options.registry.reset(world.name, config) ?? options.registry.get(world.name);
  }
  checkReferences(target, scenario, options.catalog);
  return { world: target, status: startScenario(target, scenario) };
}
