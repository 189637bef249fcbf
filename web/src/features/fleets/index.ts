/** Public surface of the fleets feature: other features, the app shell and routes import only this. */
export { fleetsRoutes, orgFleetListRoutes } from './routes.tsx';
export { registerFleetMenus } from './sidebar.ts';
export { fleetFirstReads } from './first-reads.ts';
