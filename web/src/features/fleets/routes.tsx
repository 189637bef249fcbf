/** Fleet, app and block lists and the fleet layout (spec 02 §2); the fleet layout nests `fleetDevicesRoutes`. */
import type { RouteObject } from 'react-router';

export const fleetsRoutes: RouteObject[] = [];
