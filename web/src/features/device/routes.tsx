/** The device page /devices/{uuid} (spec 02 §4): summary, logs, terminal, containers. */
import type { RouteObject } from 'react-router';

export const deviceRoutes: RouteObject[] = [];
