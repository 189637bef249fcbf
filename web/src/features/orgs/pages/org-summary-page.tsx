/**
 * /orgs/{orgId}/summary (spec 01 §2): cards for name, handle, created date, members, teams, fleets,
 * apps (only with the apps area on) and blocks, each with a manage link; scrolling lists in cards
 * are capped at 300 px. Administrators rename the organization and change its logo; the sole
 * administrator may delete it, other members leave it (spec 01 §6).
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { config } from '../../../config.ts';
import {
  orgListQuery,
  useRenameOrganization,
  useSetOrganizationLogo,
} from '../../../api/organization/organizations.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { useExperimental } from '../../experimental/index.ts';
import { OrgActions } from '../components/org-actions.tsx';
import { OrgLogo } from '../components/org-logo.tsx';
import { OrgNameDialog } from '../components/org-name-dialog.tsx';
import { readLogo } from '../components/logo.ts';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { useOrg } from '../org-context.ts';
import { logoError } from '../schemas/org-rules.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';
import type { FleetClass } from '../../../../../shared/fleet-class.ts';

function ListCard({
  title,
  items,
  manageTo,
  manageLabel,
}: {
  title: string;
  items: Array<{ key: number; label: React.ReactNode }>;
  manageTo: string;
  manageLabel: string;
}) {
  return (
    <Card
      title={`${title} (${items.length})`}
      level={2}
      actions={
        <Link to={manageTo} aria-label={fill(MSG.manageWhat, { what: manageLabel })}>
          {MSG.manage}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="muted">{MSG.none}</p>
      ) : (
        <ul className="org-card-list" aria-label={title} tabIndex={0}>
          {items.map((i) => (
            <li key={i.key}>{i.label}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function OrgSummaryPage() {
  const { org, access, userId } = useOrg();
  const renameOrg = useRenameOrganization();
  const setLogo = useSetOrganizationLogo();
  const experimental = useExperimental();
  const [renaming, setRenaming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const myOrgs = useQuery(orgListQuery(userId));
  useDocumentTitle(`${org.name} ${MSG.summaryTitle}`);
  const o = routes.org(org.id);
  const showApps = config.featureFlags.apps && experimental.displayApps;
  const canRename = access.can(ORGANIZATION_PERMISSIONS.rename);
  const byClass = (c: FleetClass) =>
    org.fleets
      .filter((f) => f.fleetClass === c)
      .map((f) => ({ key: f.id, label: <Link to={routes.fleet(f.id, c).summary()}>{f.name}</Link> }));

  const rename = async ({ name }: { name: string }) => {
    await renameOrg.mutateAsync({ orgId: org.id, name });
    succeeded(MSG.renamed, 'orgRenamed', { organization: org.id });
  };
  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoError(file);
    if (problem) {
      toast.show({ kind: 'danger', text: problem });
      return;
    }
    try {
      await setLogo.mutateAsync({ orgId: org.id, logo: await readLogo(file) });
      succeeded(MSG.logoUpdated, 'orgLogoUpdated', { organization: org.id });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed });
    }
  };

  const headerActions = (
    <OrgActions
      org={org}
      membershipId={access.membershipId}
      canDelete={access.can(ORGANIZATION_PERMISSIONS.delete)}
      isSoleAdministrator={access.isSoleAdministrator}
      leaveTo={routes.orgs()}
    />
  );
  return (
    <>
      <PageHeader
        title={
          <span className="org-name-cell">
            <OrgLogo name={org.name} src={org.logo} />
            {org.name}
          </span>
        }
        actions={headerActions}
      />
      <ul className="org-summary-grid" aria-label={MSG.summaryTitle}>
        <li>
          <Card
            title={MSG.cardName}
            actions={
              canRename ? (
                <>
                  <Button onClick={() => setRenaming(true)}>{MSG.rename}</Button>
                  <Button onClick={() => fileInput.current?.click()}>{MSG.changeLogo}</Button>
                  <input
                    ref={fileInput}
                    type="file"
                    accept="image/png,image/jpeg"
                    hidden
                    aria-label={MSG.logoLabel}
                    onChange={(e) => {
                      void uploadLogo(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </>
              ) : null
            }
          >
            <p className="org-card-value">{org.name}</p>
          </Card>
        </li>
        <li>
          <Card title={MSG.cardHandle}>
            <p className="org-card-value">{org.handle}</p>
          </Card>
        </li>
        <li>
          <Card title={MSG.cardCreated}>
            <p className="org-card-value">{formatDate(org.createdAt)}</p>
          </Card>
        </li>
        <li>
          <ListCard
            title={MSG.cardMembers}
            manageTo={o.members()}
            manageLabel={MSG.cardMembers}
            items={org.members.map((m) => ({
              key: m.membershipId,
              label: `${m.username} · ${MSG.roles[m.role] ?? m.role}`,
            }))}
          />
        </li>
        <li>
          <ListCard
            title={MSG.cardTeams}
            manageTo={o.teams()}
            manageLabel={MSG.cardTeams}
            items={org.teams.map((t) => ({ key: t.id, label: t.name }))}
          />
        </li>
        <li>
          <ListCard
            title={MSG.cardFleets}
            manageTo={o.fleets()}
            manageLabel={MSG.cardFleets}
            items={byClass('fleet')}
          />
        </li>
        {showApps ? (
          <li>
            <ListCard title={MSG.cardApps} manageTo={o.apps()} manageLabel={MSG.cardApps} items={byClass('app')} />
          </li>
        ) : null}
        <li>
          <ListCard
            title={MSG.cardBlocks}
            manageTo={o.blocks()}
            manageLabel={MSG.cardBlocks}
            items={byClass('block')}
          />
        </li>
      </ul>
      {renaming ? (
        <OrgNameDialog
          mode="rename"
          isOpen={renaming}
          onOpenChange={setRenaming}
          initialName={org.name}
          existingNames={(myOrgs.data ?? []).filter((x) => x.id !== org.id).map((x) => x.name)}
          onSubmit={rename}
        />
      ) : null}
    </>
  );
}
