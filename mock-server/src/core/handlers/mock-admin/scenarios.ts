/**
 * Admin API: scenarios: list the shipped ones and the running one, load by name,
 * as an object or as YAML/JSON text, stop. The admin API loads shipped names only, never file paths.
 */
import * as z from 'zod';
import { json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { WorldRegistry } from '../../world.ts';
import { loadScenario } from '../../faults/scenario/load.ts';
import { ScenarioError, type RouteCatalog } from '../../faults/scenario/refs.ts';
import { scenarioStatus, stopScenario } from '../../faults/scenario/timeline.ts';
import { SCENARIO_NAME_PATTERN } from '../../faults/scenario/schema.ts';
import { adminError, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';

/** Where shipped scenarios come from (Node: faults/scenario/files.ts). */
export interface ScenarioLibrary {
  list(): string[];
  read(name: string): string | undefined;
}

const LoadBody = z
  .object({
    name: z.string().regex(SCENARIO_NAME_PATTERN).optional(),
    scenario: z.record(z.string(), z.unknown()).optional(),
    source: z.string().min(1).max(1_000_000).optional(),
  })
  .strict()
  .refine((b) => [b.name, b.scenario, b.source].filter((x) => x !== undefined).length === 1, {
    message: 'give exactly one of name, scenario or source',
  });

/** `/__mock/scenarios`. */
export function scenarioAdminRoutes(
  registry: WorldRegistry,
  library: ScenarioLibrary | undefined,
  catalog: (() => RouteCatalog | undefined) | undefined,
): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/scenarios',
      operationId: 'mockListScenarios',
      handler: ({ req }) => json(200, { available: library?.list() ?? [], running: scenarioStatus(worldOf(req)) }),
    },
    {
      method: 'POST',
      path: '/__mock/scenarios',
      operationId: 'mockLoadScenario',
      handler: ({ req }) => {
        const body = validateBody(LoadBody, req.body, adminRules('scenario request'));
        if (!body.ok) return body.response;
        const { name, scenario, source } = body.value;
        if (name !== undefined && !library?.read(name)) return adminError(404, `Unknown scenario '${name}'`);
        try {
          const input = name !== undefined ? library!.read(name)! : (scenario ?? source!);
          const loaded = loadScenario(worldOf(req), input, { registry, catalog: catalog?.() });
          return json(201, loaded.status);
        } catch (err) {
          if (err instanceof ScenarioError) return adminError(400, err.message, err.issues);
          throw err;
        }
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/scenarios',
      operationId: 'mockStopScenario',
      handler: ({ req }) => json(200, { stopped: stopScenario(worldOf(req)) ?? null }),
    },
  ];
}
