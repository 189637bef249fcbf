/**
 * The danger zone of a fleet's settings page (spec 02 §2 "Fleet settings", §6): remove one's own access,
 * transfer ownership to an organization shared/transfer-targets.ts allows (spec 02 §5), delete with a
 * typed confirmation.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, ConfirmDialog, Select, TypedConfirmDialog, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useSession } from '../../session/index.ts';
import { routes } from '../../../lib/paths.ts';
import { msg } from '../messages.ts';
import { withSettingsToast } from '../with-toast.ts';
import { useDeleteFleet } from '../../../api/application/writes.ts';
import { useLeaveFleet } from '../../../api/fleet-access.ts';
import { type FleetSettings } from '../../../api/application/fleet.ts';
import { transferTargetsQuery } from '../../../api/application/transfer.ts';

export function TransferSetting({
  fleet,
  onTransfer,
}: {
  fleet: FleetSettings;
  onTransfer: (orgId: number, orgName: string) => Promise<boolean>;
}) {
  const { user } = useSession();
  const orgs = useQuery({
    ...transferTargetsQuery(
      { id: fleet.id, name: fleet.name, fleetClass: fleet.fleetClass, organizationId: fleet.organization.id },
      user?.id ?? 0,
    ),
    enabled: user !== undefined,
  });
  const targets = orgs.data ?? [];
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = targets.find((o) => String(o.id) === target);
  return (
    <div className="setting-block">
      <h3>{msg('transfer')}</h3>
      <p className="muted">{msg('transferHint', { type: fleet.fleetClass })}</p>
      {orgs.data && targets.length === 0 ? (
        <p>{msg('noTargets')}</p>
      ) : (
        <>
          <Select
            label={msg('transferTarget')}
            options={targets.map((o) => ({ id: String(o.id), label: o.name }))}
            selectedKey={target}
            onSelectionChange={setTarget}
            isDisabled={orgs.isPending}
          />
          <div>
            <Button variant="danger" disabled={!chosen} onClick={() => setConfirming(true)}>
              {msg('transfer')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming && chosen !== undefined}
        onOpenChange={setConfirming}
        danger
        title={msg('transferTitle', { name: fleet.name, org: chosen?.name ?? '' })}
        confirmLabel={msg('transfer')}
        onConfirm={async () => {
          if (!chosen) {
            toast.show({ kind: 'danger', text: msg('noTarget') });
            return;
          }
          if (await onTransfer(chosen.id, chosen.name)) setTarget(null);
        }}
      >
        <p>{msg('transferBody')}</p>
      </ConfirmDialog>
    </div>
  );
}

export function DeleteSetting({ fleet }: { fleet: FleetSettings }) {
  const remove = useDeleteFleet(fleet.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="setting-block">
      <h3>{msg('delete', { type: fleet.fleetClass })}</h3>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {msg('delete', { type: fleet.fleetClass })}
        </Button>
      </div>
      <TypedConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        expected={fleet.name}
        title={msg('deleteTitle', { name: fleet.name })}
        confirmLabel={msg('delete', { type: fleet.fleetClass })}
        onConfirm={async () => {
          await remove.mutateAsync().catch((error: unknown) => {
            toast.show({ kind: 'danger', text: errorText(error) ?? '' });
            throw error;
          });
          toast.show({ kind: 'success', text: msg('deleted', { name: fleet.name }) });
          await navigate(routes.fleetList(fleet.fleetClass), { replace: true });
        }}
      >
        <p>{msg('deleteBody', { type: fleet.fleetClass })}</p>
      </TypedConfirmDialog>
    </div>
  );
}

/** Fleet support access: granted until a date-time (default 5 days ahead, no earlier than now) or revoked (spec 02 §4). */
export function RemoveAccessSetting({ fleet, membershipId }: { fleet: FleetSettings; membershipId: number }) {
  const leave = useLeaveFleet();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="setting-block">
      <h3>{msg('removeAccess')}</h3>
      <p className="muted">{msg('removeAccessHint', { type: fleet.fleetClass })}</p>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {msg('removeAccess')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        danger
        title={msg('removeAccessTitle', { name: fleet.name })}
        confirmLabel={msg('removeAccess')}
        onConfirm={async () => {
          if (
            await withSettingsToast(() => leave.mutateAsync(membershipId), msg('accessRemoved', { name: fleet.name }))
          )
            await navigate(routes.fleetList(fleet.fleetClass), { replace: true });
        }}
      >
        <p>{msg('removeAccessBody', { type: fleet.fleetClass })}</p>
      </ConfirmDialog>
    </div>
  );
}
