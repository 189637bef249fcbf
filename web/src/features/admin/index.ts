/** The platform admin feature's public surface: its route. */
export { adminRoutes } from './routes.tsx';
