/**
 * The fleet in context for any page under the fleet layout (summary, devices, releases…): the header
 * the layout's loader resolved (id, name, slug, class, organization, the user's access).
 */
import { useMatches } from 'react-router';
import type { FleetHeader } from './fleet-header.ts';

/** Route handle marking the fleet layout routes. */
export const FLEET_LAYOUT_HANDLE = { fleetLayout: true } as const;

const isLayoutMatch = (m: { handle?: unknown }) =>
  typeof m.handle === 'object' && m.handle !== null && 'fleetLayout' in m.handle;

/** The current fleet's header, or undefined outside a fleet layout. */
export function useFleetHeader(): FleetHeader | undefined {
  const match = useMatches().find(isLayoutMatch);
  const data = match?.loaderData;
  return data && typeof data === 'object' && 'access' in data ? (data as FleetHeader) : undefined;
}
