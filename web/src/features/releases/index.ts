/** Public surface of the releases feature: the route table nested under a fleet layout. */
export { fleetReleaseRoutes } from './routes.tsx';
