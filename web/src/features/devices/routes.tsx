/** The fleet's devices table and map (spec 02 §3), nested under the fleet layout at `devices`. */
import type { RouteObject } from 'react-router';

export const fleetDevicesRoutes: RouteObject[] = [];
