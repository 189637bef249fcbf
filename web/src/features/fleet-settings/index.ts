/** Public surface of the fleet settings feature: its route under a fleet layout. */
export { fleetSettingsRoutes } from './routes.tsx';
