/** A team's summary (spec 01 §2): rename and delete for administrators, leave for a member of the team. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { teamsQuery, useDeleteTeam, useRemoveTeamMember, useRenameTeam, type FleetClass } from '../../../api/teams.ts';
import { TeamNameDialog } from '../components/team-name-dialog.tsx';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';
import { useTeam, fail } from './team-layout.tsx';

export function TeamSummaryPage() {
  const { org, team, canManage, ownMembership } = useTeam();
  const navigate = useNavigate();
  const rename = useRenameTeam(org.id);
  // Deleting or leaving the team leaves its page: the reads refresh in the background.
  const deleteTeam = useDeleteTeam(org.id, { wait: false });
  const leaveTeam = useRemoveTeamMember(org.id, { wait: false });
  const [dialog, setDialog] = useState<'rename' | 'delete' | 'leave' | null>(null);
  const teams = useQuery({ ...teamsQuery(org.id), enabled: dialog === 'rename' });
  useDocumentTitle(team.name);
  const count = (c: FleetClass) => team.access.filter((a) => a.fleetClass === c).length;
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  const leaveTeamOrOrgPage = async (
    call: () => Promise<unknown>,
    text: string,
    event: 'teamDeleted' | 'teamLeft',
    to: string,
  ) => {
    try {
      await call();
    } catch (error) {
      fail(error);
      throw error;
    }
    succeeded(text, event, { team: team.id });
    navigate(to, { replace: true });
  };
  const actions = (
    <>
      {canManage ? <Button onClick={() => setDialog('rename')}>{MSG.renameTeam}</Button> : null}
      {canManage ? (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          {MSG.deleteTeam}
        </Button>
      ) : ownMembership ? (
        <Button onClick={() => setDialog('leave')}>{MSG.leaveTeam}</Button>
      ) : null}
    </>
  );
  return (
    <>
      <PageHeader
        title={team.name}
        description={<Link to={routes.org(org.id).teams()}>{MSG.teamsTitle}</Link>}
        actions={actions}
      />
      <Card title={MSG.summaryTitle}>
        <dl className="org-details">
          <dt>{MSG.colName}</dt>
          <dd>{team.name}</dd>
          <dt>{MSG.colCreated}</dt>
          <dd>{formatDate(team.createdAt)}</dd>
          <dt>{MSG.colMembers}</dt>
          <dd>{team.members.length}</dd>
          <dt>{MSG.colAccess}</dt>
          <dd>{fill(MSG.accessCounts, { fleets: count('fleet'), apps: count('app'), blocks: count('block') })}</dd>
        </dl>
      </Card>
      {dialog === 'rename' && teams.data ? (
        <TeamNameDialog
          mode="rename"
          teams={teams.data}
          team={team}
          isOpen
          onOpenChange={close}
          onSubmit={async (name) => {
            await rename.mutateAsync({ teamId: team.id, name });
            succeeded(MSG.renamed, 'teamRenamed', { team: team.id });
          }}
        />
      ) : null}
      <ConfirmDialog
        title={fill(MSG.deleteTeamTitle, { name: team.name })}
        isOpen={dialog === 'delete'}
        onOpenChange={close}
        danger
        confirmLabel={MSG.deleteTeam}
        onConfirm={() =>
          leaveTeamOrOrgPage(
            () => deleteTeam.mutateAsync(team.id),
            MSG.teamDeleted,
            'teamDeleted',
            routes.org(org.id).teams(),
          )
        }
      >
        <p>{MSG.deleteTeamText}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={fill(MSG.leaveTeamTitle, { name: team.name })}
        isOpen={dialog === 'leave'}
        onOpenChange={close}
        danger
        confirmLabel={MSG.leaveTeam}
        onConfirm={() =>
          leaveTeamOrOrgPage(
            () => leaveTeam.mutateAsync(ownMembership?.membershipId ?? 0),
            fill(MSG.leftTeam, { name: team.name }),
            'teamLeft',
            routes.org(org.id).summary(),
          )
        }
      />
    </>
  );
}

/** Organization members not yet in the team (spec 01 §5 "Team add-members offers only organization users not yet in the team"). */
