/** Public surface of the organizations feature (organizations, members, invites, teams). */
export { orgsRoutes } from './routes.tsx';
