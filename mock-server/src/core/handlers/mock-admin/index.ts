/** The admin API (`/__mock/*`). */
export { mockAdminRoutes, type MockAdminOptions } from './routes.ts';
export type { ScenarioLibrary } from './scenarios.ts';
export { type WorldSnapshot } from './world-snapshot.ts';
export { withMockAdmin, type WithMockAdminOptions } from './install.ts';
