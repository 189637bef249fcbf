/**
 * /fleets, /apps, /blocks and /orgs/{orgId}/fleets|apps|blocks (spec 02 §2 "Lists"): the grid lens
 * of the user's fleets of one class (a support agent's also those with support access granted),
 * refreshed every 8 s, with the create action for organization
 * administrators (spec 02 §5) and empty states. The apps area exists only with the apps display
 * option on and carries an Alpha label.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { EmptyState, PageHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { config } from '../../../config.ts';
import { errorText } from '../../../lib/errors.ts';
import { useConnectivity } from '../../../api/connectivity.ts';
import { useExperimental } from '../../experimental/index.ts';
import { clearDeployParams, readDeployParams, useSession } from '../../session/index.ts';
import { CreateFleetDialog } from '../components/create-fleet-dialog.tsx';
import { GettingStarted } from '../components/getting-started.tsx';
import { DeployPanel } from '../components/deploy-panel.tsx';
import { FleetCard } from '../components/fleet-card.tsx';
import { FLEET_CARD_HEIGHT_PX, FLEET_CARD_MIN_WIDTH_PX } from '../constants.ts';
import { LIST_REFRESH_MS } from '../../../lib/timing.ts';
import { polling } from '../../../lib/polling.ts';
import type { FleetClass } from '../fleet-class.ts';
import { isNumericId } from '../../../lib/paths.ts';
import { fill, MSG } from '../messages.ts';
import '../fleets.css';
import { routes } from '../../../lib/paths.ts';
import { administeredOrgsQuery } from '../../../api/organization/organizations.ts';
import { fleetListQuery } from '../../../api/application/lists.ts';
import { userListScope } from '../../../api/application/list-scope.ts';
import { useBuildFromUrl } from '../../../api/deploy.ts';
import { api } from '../../../api/client.ts';
import { accountCreatedQuery } from '../../../api/user.ts';
import { isNewAccount } from '../../../lib/new-user.ts';

const gridStyle = {
  '--fleet-card-min-width': `${FLEET_CARD_MIN_WIDTH_PX}px`,
  '--fleet-card-height': `${FLEET_CARD_HEIGHT_PX}px`,
} as React.CSSProperties;

export function FleetListPage({ fleetClass }: { fleetClass: FleetClass }) {
  const params = useParams();
  const orgId = isNumericId(params.orgId) ? Number(params.orgId) : undefined;
  const { user } = useSession();
  const { offline } = useConnectivity();
  const experimental = useExperimental();
  const [creating, setCreating] = useState(false);
  // Parameters a /deploy link stored (less than a day old): the panel walks the user to a new fleet.
  const [deploy, setDeploy] = useState(() => (fleetClass === 'fleet' ? readDeployParams() : null));
  const [deployType, setDeployType] = useState<string | undefined>(undefined);
  const userId = user?.id ?? 0;
  const scope = user ? userListScope(user, fleetClass, orgId) : { fleetClass, userId, orgId };
  const list = useQuery({
    ...fleetListQuery(scope),
    ...polling(LIST_REFRESH_MS),
    enabled: user !== undefined,
  });
  const adminOrgs = useQuery({ ...administeredOrgsQuery(userId), enabled: user !== undefined });
  // A new account (less than a day old by the server's clock) gets the getting-started steps on its
  // empty fleets list instead of the plain empty state (spec 01 §4 "New user").
  const created = useQuery({ ...accountCreatedQuery(userId), enabled: user !== undefined && fleetClass === 'fleet' });
  const newAccount = fleetClass === 'fleet' && isNewAccount(created.data, api.serverNow());
  // Which of the two an empty list shows waits for the account's age (no flash of the other one).
  const ageKnown = fleetClass !== 'fleet' || !created.isPending;
  const build = useBuildFromUrl();
  const navigate = useNavigate();
  useDocumentTitle(MSG.listTitle[fleetClass]);

  /** Builds the deploy link's source archive for a fleet; the link is used up once the build started. */
  const deployTo = async (fleetId: number, name: string): Promise<number | undefined> => {
    const url = deploy?.tarballUrl;
    if (!url) return undefined;
    try {
      const releaseId = await build.mutateAsync({ fleetId, url });
      toast.show({ kind: 'success', text: fill(MSG.deployStarted, { name }) });
      clearDeployParams();
      setDeploy(null);
      return releaseId;
    } catch (error) {
      toast.show({ kind: 'danger', text: fill(MSG.deployFailed, { reason: errorText(error) ?? String(error) }) });
      return undefined;
    }
  };
  const administered = new Set((adminOrgs.data ?? []).map((o) => o.id));
  const deployFleets = (list.data ?? [])
    .filter((f) => f.is_of__class === 'fleet' && administered.has(f.organizationId))
    .map((f) => ({ id: f.id, name: f.app_name }));
  // Without the apps display option the apps area does not exist: its list goes to the fleets of the same scope.
  if (fleetClass === 'app' && !(config.featureFlags.apps && experimental.displayApps))
    return <Navigate to={orgId === undefined ? routes.fleets() : routes.org(orgId).fleets()} replace />;

  const canCreate = (adminOrgs.data ?? []).some((o) => orgId === undefined || o.id === orgId);
  const createButton = canCreate ? (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {MSG.create[fleetClass]}
    </Button>
  ) : null;
  const orgLink =
    orgId === undefined && adminOrgs.data ? (
      <Link to={routes.orgs()} button>
        {MSG.createOrg}
      </Link>
    ) : null;
  const title = (
    <>
      {MSG.listTitle[fleetClass]} {fleetClass === 'app' ? <Badge tone="info">{MSG.alpha}</Badge> : null}
    </>
  );
  return (
    <>
      <PageHeader title={title} actions={createButton} />
      {deploy ? (
        <DeployPanel
          params={deploy}
          canCreate={canCreate}
          onCreate={(deviceType) => {
            setDeployType(deviceType);
            setCreating(true);
          }}
          onDismiss={() => {
            clearDeployParams();
            setDeploy(null);
          }}
          fleets={deployFleets}
          deploying={build.isPending}
          onDeploy={(fleetId) => {
            const name = deployFleets.find((f) => f.id === fleetId)?.name ?? String(fleetId);
            void deployTo(fleetId, name).then(
              (releaseId) =>
                releaseId !== undefined && navigate(routes.fleet(fleetId, 'fleet').release(releaseId).summary()),
            );
          }}
        />
      ) : null}
      {list.isPending ? <Skeleton lines={6} /> : null}
      {list.error && !offline ? <p role="alert">{errorText(list.error)}</p> : null}
      {list.data && list.data.length === 0 && ageKnown && newAccount ? (
        <GettingStarted action={createButton ?? orgLink} />
      ) : null}
      {list.data && list.data.length === 0 && ageKnown && !newAccount ? (
        <EmptyState
          title={MSG.emptyTitle[fleetClass]}
          description={
            canCreate
              ? MSG.emptyText[fleetClass]
              : orgId === undefined && adminOrgs.data
                ? MSG.noAdminOrg
                : MSG.emptyReadOnly
          }
          action={createButton ?? orgLink}
        />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul className="fleet-grid" style={gridStyle} aria-label={MSG.listTitle[fleetClass]}>
          {list.data.map((fleet) => (
            <FleetCard key={fleet.id} fleet={fleet} />
          ))}
        </ul>
      ) : null}
      {creating ? (
        <CreateFleetDialog
          fleetClass={fleetClass}
          userId={userId}
          orgId={orgId}
          isOpen={creating}
          defaultDeviceType={deployType}
          onCreated={
            deployType
              ? async (fleetId, name) => {
                  // A source archive is built as the new fleet's first release; without one the link is used up.
                  if (deploy?.tarballUrl) await deployTo(fleetId, name);
                  else clearDeployParams();
                }
              : undefined
          }
          onOpenChange={(open) => {
            setCreating(open);
            if (!open) setDeployType(undefined);
          }}
        />
      ) : null}
    </>
  );
}

export const FleetsPage = () => <FleetListPage fleetClass="fleet" />;
export const AppsPage = () => <FleetListPage fleetClass="app" />;
export const BlocksPage = () => <FleetListPage fleetClass="block" />;
