/** The admin API (`/__mock/*`). */
export { mockAdminRoutes, mockAdminRouteFactory, type MockAdminOptions } from './routes.ts';
export type { ScenarioLibrary } from './scenarios.ts';
export {
  snapshotWorld,
  restoreWorld,
  WorldSnapshotSchema,
  WORLD_SNAPSHOT_FORMAT,
  type WorldSnapshot,
} from './world-snapshot.ts';
export { clockView } from './clock.ts';
export { withMockAdmin, type WithMockAdminOptions } from './install.ts';
