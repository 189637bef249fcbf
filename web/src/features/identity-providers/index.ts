/** The identity provider feature's public surface: its routes. */
export { identityProviderRoutes } from './routes.tsx';
