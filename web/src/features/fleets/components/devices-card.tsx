/**
 * The devices card (spec 02 §2 "A devices card with per-status counts. It has an add-device button
 * when there are no devices"): total, one row per status, a link to the fleet's devices page and
 * the add-device dialog for roles that may create devices (offered while the fleet is empty).
 */
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { DEVICE_STATUSES } from '../device-status.ts';
import { overallStatusTone } from '../../device/index.ts';
import { MSG } from '../messages.ts';
import { devicesText } from './fleet-card.tsx';
import { AddDeviceDialog } from './add-device-dialog.tsx';
import { type FleetSummary } from '../../../api/application/fleet.ts';

export interface DevicesCardProps {
  summary: FleetSummary;
  devicesPath: string;
  canAddDevice: boolean;
  /** The fleet's organization and whether the user may read its billing (the free plan allowance of adding devices). */
  organization: { id: number; name: string };
  canSeeBilling: boolean;
}

export function DevicesCard({ summary, devicesPath, canAddDevice, organization, canSeeBilling }: DevicesCardProps) {
  const [adding, setAdding] = useState(false);
  const addButton =
    canAddDevice && summary.total === 0 ? (
      <Button variant="primary" onClick={() => setAdding(true)}>
        {MSG.addDevice}
      </Button>
    ) : null;
  return (
    <Card title={MSG.devices} actions={addButton}>
      <p className="fleet-card-total">{devicesText(summary.total)}</p>
      <ul className="status-list" aria-label={MSG.devices}>
        {DEVICE_STATUSES.map((status) => (
          <li key={status}>
            <Badge tone={overallStatusTone(status)}>{MSG.status[status]}</Badge>
            <span data-testid={`status-count-${status}`}>{summary.counts[status]}</span>
          </li>
        ))}
      </ul>
      {summary.total > 0 ? (
        <p>
          <Link to={devicesPath}>{MSG.viewDevices}</Link>
        </p>
      ) : null}
      {adding ? (
        <AddDeviceDialog
          fleetId={summary.id}
          fleetSlug={summary.slug}
          deviceType={summary.deviceTypeSlug}
          organization={organization}
          canSeeBilling={canSeeBilling}
          isOpen={adding}
          onOpenChange={setAdding}
        />
      ) : null}
    </Card>
  );
}
