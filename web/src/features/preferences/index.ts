/** Public surface of the preferences feature: other features, the app shell and routes import only this. */
export { preferencesRoutes } from './routes.tsx';
