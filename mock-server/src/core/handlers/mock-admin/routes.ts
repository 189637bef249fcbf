/**
 * The admin API under `/__mock/`: faults, entity flags, state, clock, journal,
 * outbox, build marker, scenarios, sessions, personas, device live state and updates. Registered as `adminRouteFactories`, so the pipeline
 * runs no interceptors and no permission checks for them (never affected by faults).
 */
import type { RouteDef } from '../../router.ts';
import type { WorldRegistry } from '../../world.ts';
import type { CoreDeps, RouteFactory } from '../../deps.ts';
import type { RouteCatalog } from '../../faults/scenario/refs.ts';
import { faultAdminRoutes } from './faults.ts';
import { clockAdminRoutes } from './clock.ts';
import { recordAdminRoutes } from './records.ts';
import { stateAdminRoutes } from './state.ts';
import { scenarioAdminRoutes, type ScenarioLibrary } from './scenarios.ts';
import { personaAdminRoutes } from './personas.ts';
import { deviceAdminRoutes } from './devices.ts';
import { recorded, recordingAdminRoutes } from './recording.ts';

export interface MockAdminOptions {
  /** Shipped scenarios (Node: `{ list: listShippedScenarios, read: readShippedScenario }` from faults/scenario/files.ts). */
  scenarios?: ScenarioLibrary;
  /** The core's routes, to reject scenarios naming unknown operationIds or paths (e.g. `() => routeCatalog(core.routes)`). */
  catalog?: () => RouteCatalog | undefined;
}

/** Every admin route over a registry. */
export function mockAdminRoutes(
  registry: WorldRegistry,
  options: MockAdminOptions = {},
  routes?: () => RouteCatalog,
): RouteDef[] {
  // Mutating calls a recording session writes down as scenario steps (recording.ts).
  return [
    ...recordingAdminRoutes(),
    ...recorded([...faultAdminRoutes(routes), ...clockAdminRoutes()]),
    ...recordAdminRoutes(),
    ...stateAdminRoutes(registry),
    ...scenarioAdminRoutes(registry, options.scenarios, options.catalog),
    ...personaAdminRoutes(),
    ...deviceAdminRoutes(),
  ];
}

/** The same as a RouteFactory for `createMockCore({ adminRouteFactories: [mockAdminRouteFactory(opts)] })`. */
export const mockAdminRouteFactory =
  (options: MockAdminOptions = {}): RouteFactory =>
  (deps: CoreDeps) =>
    mockAdminRoutes(deps.registry, options, deps.routeCatalog);
