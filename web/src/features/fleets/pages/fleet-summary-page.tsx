/**
 * /{class}s/{id}/summary (spec 02 §2 "Fleet summary"): the summary, devices and releases cards,
 * refreshed with the fleet list's 8-second cadence. Devices exist for fleets only; create and pin
 * actions follow the user's permissions (spec 02 §6).
 */
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useConnectivity } from '../../../api/connectivity.ts';
import { DevicesCard } from '../components/devices-card.tsx';
import { ReleasesCard } from '../components/releases-card.tsx';
import { FleetSummaryCard } from '../components/summary-card.tsx';
import { MSG } from '../messages.ts';
import { LIST_REFRESH_MS } from '../../../lib/timing.ts';
import { polling } from '../../../lib/polling.ts';
import { useFleetHeader } from '../use-fleet.ts';
import { routes } from '../../../lib/paths.ts';
import { canAccessBilling } from '../../billing/index.ts';
import { useSession } from '../../session/index.ts';
import { fleetSummaryQuery } from '../../../api/application/fleet.ts';

export default function FleetSummaryPage() {
  const header = useFleetHeader();
  const { user } = useSession();
  const { offline } = useConnectivity();
  const summary = useQuery({
    ...fleetSummaryQuery(header?.id ?? 0),
    ...polling(LIST_REFRESH_MS),
    enabled: header !== undefined,
  });
  if (!header) return null;
  if (summary.isPending) return <Skeleton lines={8} />;
  if (summary.error) return offline ? <Skeleton lines={8} /> : <p role="alert">{errorText(summary.error)}</p>;
  if (!summary.data) return <EmptyState title={MSG.resourceNotFound} />;
  const fleetRoutes = routes.fleet(header.id, header.fleetClass);
  return (
    <div className="summary-grid">
      <FleetSummaryCard summary={summary.data} organizationName={header.organization.name} />
      {header.fleetClass === 'fleet' ? (
        <DevicesCard
          summary={summary.data}
          devicesPath={fleetRoutes.devices()}
          canAddDevice={header.access.can('device.create')}
          organization={header.organization}
          canSeeBilling={canAccessBilling(header.organization.role, user?.isAdmin ?? false)}
        />
      ) : null}
      <ReleasesCard
        summary={summary.data}
        releasePath={(releaseId) => fleetRoutes.release(releaseId).root()}
        fleetSlug={header.slug}
        canPin={header.access.can('application.update')}
        canCreateRelease={header.access.can('release.create')}
      />
    </div>
  );
}
