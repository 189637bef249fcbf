/**
 * /orgs/{orgId}/teams (spec 01 §2, §6): the organization's teams with member and fleet-access
 * counts; administrators create (unique name), and delete teams after confirming. Team views are
 * for organization administrators only: others see a message about lacking access, and reach the
 * teams they belong to from their member page.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { ItemConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Table, column } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { teamsQuery, useCreateTeam, useDeleteTeam, type TeamListItem } from '../../../api/teams.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { TeamNameDialog } from '../components/team-name-dialog.tsx';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { useOrg } from '../org-context.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';

export default function TeamsPage() {
  const { org, access } = useOrg();
  const createTeam = useCreateTeam(org.id);
  const deleteTeam = useDeleteTeam(org.id);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TeamListItem | null>(null);
  const allowed = access.isAdministrator;
  const teams = useQuery({ ...teamsQuery(org.id), enabled: allowed });
  useDocumentTitle(`${org.name} ${MSG.teamsTitle}`);
  const canManage = access.can(ORGANIZATION_PERMISSIONS.teams);

  if (!allowed) {
    return (
      <>
        <PageHeader title={MSG.teamsTitle} />
        <Card>
          <p role="status">{MSG.noAccess}</p>
        </Card>
      </>
    );
  }
  const create = async (name: string) => {
    await createTeam.mutateAsync(name);
    succeeded(MSG.teamAdded, 'teamCreated', { organization: org.id });
  };
  const createButton = canManage ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {MSG.createTeam}
    </Button>
  ) : null;
  type TeamRow = NonNullable<typeof teams.data>[number];
  const columns = [
    column<TeamRow>('name', MSG.colName, (t) => <Link to={routes.org(org.id).team(t.id).summary()}>{t.name}</Link>),
    column<TeamRow>('members', MSG.colMembers, (t) => t.memberCount),
    column<TeamRow>('access', MSG.colAccess, (t) =>
      fill(MSG.accessCounts, { fleets: t.access.fleet, apps: t.access.app, blocks: t.access.block }),
    ),
    column<TeamRow>('created', MSG.colCreated, (t) => formatDate(t.createdAt)),
    ...(canManage
      ? [
          column<TeamRow>('actions', MSG.colActions, (t) => (
            <Button variant="danger" aria-label={`${MSG.deleteTeam}: ${t.name}`} onClick={() => setDeleting(t)}>
              {MSG.deleteTeam}
            </Button>
          )),
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={MSG.teamsTitle} actions={createButton} />
      {teams.isPending ? <Skeleton lines={5} /> : null}
      {teams.error ? <FormAlert error={teams.error} /> : null}
      {teams.data && teams.data.length === 0 ? (
        <EmptyState title={MSG.teamsEmptyTitle} description={MSG.teamsEmptyText} action={createButton} />
      ) : null}
      {teams.data && teams.data.length > 0 ? (
        <Table label={MSG.teamsTitle} data={teams.data} columns={columns} getRowId={(t) => String(t.id)} />
      ) : null}
      {creating ? (
        <TeamNameDialog
          mode="create"
          teams={teams.data ?? []}
          isOpen={creating}
          onOpenChange={setCreating}
          onSubmit={create}
        />
      ) : null}
      <ItemConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={fill(MSG.deleteTeamTitle, { name: deleting?.name ?? '' })}
        danger
        confirmLabel={MSG.deleteTeam}
        onConfirm={async (team) => {
          await deleteTeam.mutateAsync(team.id);
          succeeded(MSG.teamDeleted, 'teamDeleted', { organization: org.id });
        }}
        onFailed={(error) => toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed })}
      >
        <p>{MSG.deleteTeamText}</p>
      </ItemConfirmDialog>
    </>
  );
}
