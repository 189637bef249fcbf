/** The variables feature's public surface: its routes (fleet and device levels) and the devices list's bulk edit. */
export { fleetVariablesRoutes, deviceVariablesRoutes } from './routes.tsx';
export { BulkVariables, type BulkVariablesProps } from './components/bulk-variables.tsx';
