/** Public surface of the device feature: other features, the app shell and routes import only this. */
export { overallStatusTone } from './domain/status.ts';
export { deviceRoutes } from './routes.tsx';
export { mayOpenDevicePage, type DevicePage } from './domain/page-access.ts';
export { deviceAccessFor } from './device-access-store.ts';
