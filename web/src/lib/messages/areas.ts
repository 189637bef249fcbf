/**
 * The signed-in areas' tables in one module, so `loadMessages()` (lib/i18n.ts) fetches them as one
 * chunk: every signed-in page needs all of them before its first screen, and ten small chunks cost a
 * cold load ten requests on the browser's six connections.
 */
export { preferences } from './preferences.ts';
export { organizations } from './organizations.ts';
export { fleets } from './fleets.ts';
export { releases } from './releases.ts';
export { variables } from './variables.ts';
export { fleetAccess } from './fleet-access.ts';
export { devices } from './devices.ts';
export { billing } from './billing.ts';
export { palette } from './palette.ts';
export { errors } from './errors.ts';
