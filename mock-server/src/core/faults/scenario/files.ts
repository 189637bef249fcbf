/**
 * Node-only: the shipped scenario files in `mock-server/scenarios/` and `--scenario <file>` paths.
 * Kept apart from load.ts so the core stays browser-safe for the MSW demo.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { SCENARIO_NAME_PATTERN } from './schema.ts';
import { BUNDLED } from '../../bundled.ts';

/**
 * mock-server/scenarios/ (this file is mock-server/src/core/faults/scenario/files.ts); in the packed
 * command, dist/scenarios/ next to the bundle in dist/cli/.
 */
export const SCENARIO_DIR = fileURLToPath(
  new URL(BUNDLED ? '../scenarios/' : '../../../../scenarios/', import.meta.url),
);
const EXTENSIONS = ['.yaml', '.yml', '.json'] as const;

/** Names of the shipped scenarios, sorted. */
export function listShippedScenarios(dir = SCENARIO_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => EXTENSIONS.some((e) => f.endsWith(e)))
    .map((f) => f.replace(/\.(ya?ml|json)$/, ''))
    .filter((n) => SCENARIO_NAME_PATTERN.test(n))
    .sort();
}

/** Text of a shipped scenario by name (never a path: the admin API uses this one). */
export function readShippedScenario(name: string, dir = SCENARIO_DIR): string | undefined {
  if (!SCENARIO_NAME_PATTERN.test(name)) return undefined;
  for (const ext of EXTENSIONS) {
    const file = join(dir, `${name}${ext}`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}

/** `--scenario <file|name>`: an existing file path first, else a shipped name. */
export function readScenarioSource(nameOrPath: string): string | undefined {
  if (existsSync(nameOrPath) && statSync(nameOrPath).isFile()) return readFileSync(nameOrPath, 'utf8');
  return readShippedScenario(nameOrPath);
}
