/** The variables feature's public surface: its routes (fleet and device levels). */
export { fleetVariablesRoutes, deviceVariablesRoutes } from './routes.tsx';
