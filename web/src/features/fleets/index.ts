/** Public surface of the fleets feature: other features, the app shell and routes import only this. */
export { fleetsRoutes } from './routes.tsx';
export { registerFleetMenus } from './sidebar.ts';
