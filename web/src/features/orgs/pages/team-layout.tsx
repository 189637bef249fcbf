/**
 * /orgs/{orgId}/teams/{teamId} (spec 01 §2, §6): the layout of one team's views. A non-numeric id
 * shows the invalid-id error and goes up to the team list, as does a team that is not found. It
 * tells the views whether the user manages the team (organization administrator) or is a member of
 * it; anyone else sees the message about lacking access.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, useOutletContext, useParams } from 'react-router';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { teamQuery, type TeamDetails, type TeamMember } from '../../../api/teams.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { RedirectWithToast } from '../components/redirect-with-toast.tsx';
import { isNumericId } from '../../../lib/paths.ts';
import { MSG } from '../messages.ts';
import { useOrg, type OrgContextValue } from '../org-context.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';

export interface TeamContext extends OrgContextValue {
  team: TeamDetails;
  /** Organization administrator (manages the team). */
  canManage: boolean;
  /** The signed-in user's membership of the team, if any. */
  ownMembership: TeamMember | null;
}

export const useTeam = () => useOutletContext<TeamContext>();
export const fail = (error: unknown) => toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed });
export const roleLabel = (r: string) => MSG.fleetRoles[r] ?? r;

export function TeamLayout() {
  const ctx = useOrg();
  const { teamId } = useParams();
  const valid = isNumericId(teamId);
  const team = useQuery({ ...teamQuery(ctx.org.id, valid ? Number(teamId) : 0), enabled: valid });
  const up = routes.org(ctx.org.id).teams();
  if (!valid) return <RedirectWithToast to={up} text={`${MSG.invalidId}: ${teamId ?? ''}`} id="team-invalid-id" />;
  if (team.isPending) return <Skeleton lines={5} />;
  if (team.error) return <FormAlert error={team.error} />;
  if (!team.data) return <RedirectWithToast to={up} text={`${MSG.teamNotFound}: ${teamId}`} id="team-not-found" />;
  const ownMembership = team.data.members.find((m) => m.userId === ctx.userId) ?? null;
  if (!ctx.access.isAdministrator && !ownMembership) {
    return (
      <>
        <PageHeader title={team.data.name} />
        <Card>
          <p role="status">{MSG.noAccess}</p>
        </Card>
      </>
    );
  }
  const context: TeamContext = {
    ...ctx,
    team: team.data,
    canManage: ctx.access.can(ORGANIZATION_PERMISSIONS.teamMembers),
    ownMembership,
  };
  return <Outlet context={context} />;
}
