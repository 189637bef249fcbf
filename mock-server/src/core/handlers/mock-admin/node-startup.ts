/**
 * Node-only start and stop hooks for the CLI: `--state FILE` restores the default session
 * from a snapshot on start (when the file exists) and saves it on exit; `--scenario <file|name>`
 * loads a scenario into the default session. Errors are StartupError with a readable message.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { MockCore } from '../../app.ts';
import { DEFAULT_WORLD } from '../../world.ts';
import { StoreError } from '../../store/errors.ts';
import { loadScenario } from '../../faults/scenario/load.ts';
import { ScenarioError } from '../../faults/scenario/refs.ts';
import type { ScenarioStatus } from '../../faults/scenario/timeline.ts';
import { listShippedScenarios, readScenarioSource, readShippedScenario } from '../../faults/scenario/files.ts';
import { schemaIssues } from '../../faults/schema.ts';
import { restoreWorld, snapshotWorld, WorldSnapshotSchema } from './world-snapshot.ts';
import type { ScenarioLibrary } from './scenarios.ts';

export class StartupError extends Error {}

/** The shipped scenarios as the admin API's library. */
export const shippedScenarios: ScenarioLibrary = {
  list: () => listShippedScenarios(),
  read: (name) => readShippedScenario(name),
};

export interface StartupResult {
  /** The scenario started, if any. */
  scenario?: ScenarioStatus;
  /** Whether a state file was restored. */
  restored: boolean;
  /** Writes the default session to the state file (no-op without `--state`); call on exit. */
  saveState(): void;
}

function restoreFrom(core: MockCore, file: string): void {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new StartupError(`--state ${file}: not readable JSON (${(err as Error).message})`);
  }
  const parsed = WorldSnapshotSchema.safeParse(json);
  if (!parsed.success) {
    const [first] = schemaIssues(parsed.error);
    const where = first ? ` (${first.path}: ${first.message})` : '';
    throw new StartupError(`--state ${file}: not a fleetmock state file${where}`);
  }
  try {
    restoreWorld(core.registry, DEFAULT_WORLD, parsed.data);
  } catch (err) {
    if (err instanceof StoreError) throw new StartupError(`--state ${file}: ${err.message}`);
    throw err;
  }
}

/** Applies `--state` and `--scenario` to a freshly created core. */
export function applyStartupFlags(core: MockCore, flags: { stateFile?: string; scenario?: string }): StartupResult {
  const { stateFile, scenario } = flags;
  const restored = !!stateFile && existsSync(stateFile);
  if (restored) restoreFrom(core, stateFile!);
  let status: ScenarioStatus | undefined;
  if (scenario) {
    try {
      status = loadScenario(core.registry.get(DEFAULT_WORLD), scenario, {
        registry: core.registry,
        resolve: readScenarioSource,
      }).status;
    } catch (err) {
      if (err instanceof ScenarioError) throw new StartupError(`--scenario ${scenario}: ${err.message}`);
      throw err;
    }
  }
  return {
    scenario: status,
    restored,
    saveState() {
      if (!stateFile) return;
      const tmp = `${stateFile}.tmp`;
      writeFileSync(tmp, JSON.stringify(snapshotWorld(core.registry.get(DEFAULT_WORLD))));
      renameSync(tmp, stateFile);
    },
  };
}
