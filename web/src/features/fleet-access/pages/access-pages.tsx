/**
 * /{class}s/{id}/members and /teams (spec 02 §2 "Fleet members", "Fleet teams"): each page reads
 * the fleet's context and the user's access, then renders its view (members-view.tsx,
 * teams-view.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useFleetAccess } from '../../session/index.ts';
import type { AccessViewProps } from '../components/access-parts.tsx';
import { MembersView } from './members-view.tsx';
import { TeamsView } from './teams-view.tsx';
import { fleetAccessContextQuery } from '../../../api/application/fleet.ts';

export { MembersView, TeamsView };
export type { AccessViewProps };

function useFleet(): AccessViewProps {
  const fleetId = Number(useParams().fleetId);
  const fleet = useQuery(fleetAccessContextQuery(fleetId));
  const ctx = fleet.data ?? undefined;
  const access = useFleetAccess(ctx ? { id: fleetId, organizationId: ctx.organization.id } : undefined);
  return { fleetId, ctx, access, contextError: fleet.error };
}

export const FleetMembersPage = () => <MembersView {...useFleet()} />;
export const FleetTeamsPage = () => <TeamsView {...useFleet()} />;
