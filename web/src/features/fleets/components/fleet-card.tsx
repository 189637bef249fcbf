/**
 * One grid-lens card (spec 02 §2 "cards of minimum width 370 px (card size 370x324)"): name linked
 * to the fleet, organization and device type, total devices and per-status counts. Memoised: the
 * 8-second refresh hands back the same object for an unchanged fleet (structural sharing), so only
 * changed cards re-render.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { nonZeroStatuses } from '../device-status.ts';
import { overallStatusTone } from '../../device/index.ts';
import { fleetPath } from '../fleet-class.ts';
import { fill, MSG } from '../messages.ts';
import { type FleetCardData } from '../../../api/application/lists.ts';

/** How many devices a total reads as. */
export const devicesText = (total: number): string =>
  total === 0 ? MSG.noDevices : total === 1 ? MSG.devicesTotalOne : fill(MSG.devicesTotal, { count: total });

function FleetCardView({ fleet }: { fleet: FleetCardData }) {
  const statuses = nonZeroStatuses(fleet.counts);
  return (
    <li data-testid="fleet-card">
      <Card
        className="fleet-card"
        title={
          <Link to={fleetPath(fleet)} className="link">
            {fleet.app_name}
          </Link>
        }
      >
        <p className="fleet-card-meta">
          {fleet.organizationName} · {fleet.deviceTypeName}
        </p>
        <p className="fleet-card-total">{devicesText(fleet.total)}</p>
        <ul className="status-list" aria-label={MSG.devices}>
          {statuses.map(([status, count]) => (
            <li key={status}>
              <Badge tone={overallStatusTone(status)}>{MSG.status[status]}</Badge>
              <span>{count}</span>
            </li>
          ))}
        </ul>
      </Card>
    </li>
  );
}

export const FleetCard = memo(FleetCardView);
