/** Public surface of the fleet access feature: members, teams and API keys routes under a fleet layout. */
export { fleetAccessRoutes, fleetApiKeyRoutes } from './routes.tsx';
