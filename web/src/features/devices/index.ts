/** Public surface of the devices feature: other features, the app shell and routes import only this. */
export { fleetDevicesRoutes } from './routes.tsx';
export { devicesFirstReads } from './first-reads.ts';
