/**
 * /orgs (spec 01 §2): the user's organizations sorted by name, polled, each row linking to
 * /orgs/{id}, with the create action and, per row, delete (sole administrator) or leave.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Table, column } from '../../../components/ui/table.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import {
  orgListQuery,
  useCreateOrganization,
  useSetOrganizationLogo,
} from '../../../api/organization/organizations.ts';
import { ORGANIZATION_PERMISSIONS, organizationCan } from '../../../lib/authz.ts';
import { formatDate } from '../format.ts';
import { useSession } from '../../session/index.ts';
import { OrgActions } from '../components/org-actions.tsx';
import { OrgLogo } from '../components/org-logo.tsx';
import { OrgNameDialog } from '../components/org-name-dialog.tsx';
import { readLogo } from '../components/logo.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';

export default function OrgsPage() {
  const { user } = useSession();
  const createOrg = useCreateOrganization();
  const setLogo = useSetOrganizationLogo();
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...orgListQuery(user?.id ?? 0), enabled: user !== undefined });
  useDocumentTitle(MSG.orgsTitle);
  const names = (list.data ?? []).map((o) => o.name);

  const create = async ({ name, logo }: { name: string; logo: File | null }) => {
    const { id } = await createOrg.mutateAsync(name);
    if (logo) {
      // Spec 01 §5: logo errors are ignored on create.
      await readLogo(logo)
        .then((upload) => setLogo.mutateAsync({ orgId: id, logo: upload }))
        .catch(() => undefined);
    }
    succeeded(fill(MSG.created, { name }), 'orgCreated', { organization: id });
  };

  const createButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {MSG.createOrg}
    </Button>
  );
  type OrgRow = NonNullable<typeof list.data>[number];
  const columns = [
    column<OrgRow>('name', MSG.colName, (o) => (
      <span className="org-name-cell">
        <OrgLogo name={o.name} src={o.logo} size="small" />
        <Link to={routes.org(o.id).summary()}>{o.name}</Link>
      </span>
    )),
    column<OrgRow>('handle', MSG.colHandle, (o) => o.handle),
    column<OrgRow>('role', MSG.colRole, (o) => MSG.roles[o.role] ?? o.role),
    column<OrgRow>('members', MSG.colMembers, (o) => o.memberCount),
    column<OrgRow>('teams', MSG.colTeams, (o) => o.teamCount),
    column<OrgRow>('fleets', MSG.colFleets, (o) => o.fleetCount),
    column<OrgRow>('created', MSG.colCreated, (o) => formatDate(o.createdAt)),
    column<OrgRow>('actions', MSG.colActions, (o) => (
      <div className="org-row-actions">
        <OrgActions
          org={o}
          membershipId={o.membershipId || null}
          canDelete={organizationCan(o.role, Boolean(user?.isAdmin), ORGANIZATION_PERMISSIONS.delete)}
          isSoleAdministrator={o.role === 'administrator' && o.administratorCount === 1}
        />
      </div>
    )),
  ];

  return (
    <>
      <PageHeader title={MSG.orgsTitle} description={MSG.orgsIntro} actions={createButton} />
      {list.isPending ? <Skeleton lines={5} /> : null}
      {list.error ? <FormAlert error={list.error} /> : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState title={MSG.orgsEmptyTitle} description={MSG.orgsEmptyText} action={createButton} />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Table label={MSG.orgsTitle} data={list.data} columns={columns} getRowId={(o) => String(o.id)} />
      ) : null}
      {creating ? (
        <OrgNameDialog
          mode="create"
          isOpen={creating}
          onOpenChange={setCreating}
          existingNames={names}
          onSubmit={create}
        />
      ) : null}
    </>
  );
}
