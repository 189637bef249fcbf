/**
 * /fleets/{id}, /apps/{id}, /blocks/{id} (spec 02 §2): the fleet's heading and page title over its
 * child pages. Id checks, redirects and the user's access are resolved by the route loader
 * (fleet-loader.ts) before this renders. A platform admin with no role of their own sees an error
 * banner while the fleet's support access is not granted (spec 02 §6).
 */
import { useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { Link } from '../../../components/ui/link.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { api } from '../../../api/client.ts';
import { adminLacksSupportAccess } from '../../../lib/authz.ts';
import { useSession } from '../../session/index.ts';
import { fill, MSG } from '../messages.ts';
import { useFleetHeader } from '../use-fleet.ts';
import { canAddDeviceTo, FleetCommands, type FleetDialog } from '../components/fleet-commands.tsx';
import { Button } from '../../../components/ui/button.tsx';
import '../fleets.css';
import { routes } from '../../../lib/paths.ts';

export default function FleetLayout() {
  const header = useFleetHeader();
  const { user } = useSession();
  const [dialog, setDialog] = useState<FleetDialog>(null);
  // The fleet's devices page offers Add device at any time (the summary's devices card only while
  // the fleet is empty), spec 02 §2.
  const onDevicesPage = useMatch('/fleets/:fleetId/devices') !== null;
  useDocumentTitle(header?.name ?? '');
  if (!header) return null;
  const noSupportAccess = adminLacksSupportAccess(
    user?.isAdmin ?? false,
    header.hasOwnRole,
    [header.supportUntil],
    api.serverNow(),
  );
  return (
    <div className="fleet-layout">
      <header className="page-header fleet-heading">
        <div>
          <h1>{header.name}</h1>
          <p className="muted">
            <Link to={routes.org(header.organization.id).root()}>{header.organization.name}</Link> ·{' '}
            <Badge>{header.fleetClass}</Badge> · <Badge tone="info">{header.access.roles[0]}</Badge>
          </p>
        </div>
        {onDevicesPage && canAddDeviceTo(header) ? (
          <Button variant="primary" onClick={() => setDialog('device')}>
            {MSG.addDevice}
          </Button>
        ) : null}
      </header>
      {noSupportAccess ? (
        <Banner kind="danger">{fill(MSG.adminNoSupportAccess, { type: header.fleetClass })}</Banner>
      ) : null}
      <Outlet />
      <FleetCommands header={header} open={dialog} setOpen={setDialog} />
    </div>
  );
}
