/**
 * Pinning devices of the fleet to the release shown (spec 02 §4 "Pin to release pins a device to a
 * commit"; §6 `resin.device.update`). A picker lists the fleet's devices by name; a device already
 * pinned here, or one the pin action refuses (local mode, spec 02 §5), cannot be chosen and says
 * why. Pinning runs the device registry's pin action on each chosen device and reports by the batch
 * rule of spec 02 §4. Only final, valid, successful releases can be pinned to.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Dialog, TextField, toast } from '../../../components/ui/index.ts';
import { actionContext, deviceAction, deviceReason, runAction, toActionDevice } from '../../../actions/index.ts';
import { pinCandidatesQuery } from '../../../api/device/lists.ts';
import { usePinDevicesRun } from '../../../api/device/writes.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { msg } from '../messages.ts';
import { isPinnable } from '../release-rules.ts';

interface PinRelease {
  id: number;
  raw_version: string;
  status: string;
  is_final: boolean;
  is_invalidated: boolean;
}

export function PinDevicesCard({
  fleetId,
  release,
  access,
}: {
  fleetId: number;
  release: PinRelease;
  access: FleetAccess;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={msg('pinDevices')}>
      {isPinnable(release) ? (
        <>
          <p className="muted">{msg('pinDevicesIntro')}</p>
          <Button onClick={() => setOpen(true)}>{msg('pinDevices')}</Button>
          {open ? (
            <PinDevicesDialog fleetId={fleetId} release={release} access={access} onClose={() => setOpen(false)} />
          ) : null}
        </>
      ) : (
        <p className="muted">{msg('notPinnable')}</p>
      )}
    </Card>
  );
}

function PinDevicesDialog({
  fleetId,
  release,
  access,
  onClose,
}: {
  fleetId: number;
  release: PinRelease;
  access: FleetAccess;
  onClose: () => void;
}) {
  const pinning = usePinDevicesRun<Awaited<ReturnType<typeof runAction>>>();
  const busy = pinning.isPending;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const candidates = useQuery(pinCandidatesQuery(fleetId, search));
  const action = deviceAction('pin');
  const ctx = actionContext(access, true);
  const devices = (candidates.data ?? []).map(toActionDevice);
  const [known, setKnown] = useState<ReadonlyMap<number, ReturnType<typeof toActionDevice>>>(new Map());
  const toggle = (d: ReturnType<typeof toActionDevice>) => {
    const next = new Set(chosen);
    if (next.has(d.id)) next.delete(d.id);
    else next.add(d.id);
    setChosen(next);
    setKnown(new Map(known).set(d.id, d));
  };
  const selected = [...chosen].flatMap((id) => known.get(id) ?? []);
  const pin = async () => {
    const input = { releaseId: release.id };
    const { outcome } = await pinning.mutateAsync(() => runAction(action, selected, input));
    if (outcome.kind === 'success') toast.show({ kind: 'success', text: action.success(selected.length, input) });
    else toast.show({ kind: outcome.kind === 'partial' ? 'warning' : 'danger', text: outcome.text });
    onClose();
  };
  return (
    <Dialog
      title={msg('pinDevicesTitle', { version: release.raw_version })}
      isOpen
      onOpenChange={(o) => !o && onClose()}
      isDismissable={!busy}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {msg('cancel')}
          </Button>
          <Button variant="primary" pending={busy} disabled={selected.length === 0} onClick={() => void pin()}>
            {msg('pinChosen', { count: selected.length })}
          </Button>
        </>
      }
    >
      <TextField
        label={msg('searchDevices')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {candidates.error ? <p className="error-text">{msg('devicesLoadFailed')}</p> : null}
      {candidates.data && devices.length === 0 ? <p className="muted">{msg('noDevicesFound')}</p> : null}
      <ul className="pin-device-list" aria-label={msg('fleetDevices')}>
        {devices.map((d) => {
          const here = d.pinned_release_id === release.id;
          const reason = here ? msg('alreadyPinnedHere') : deviceReason(action, d, ctx);
          return (
            <li key={d.id}>
              <Checkbox
                checked={chosen.has(d.id)}
                disabled={reason !== null}
                description={reason ?? undefined}
                onChange={() => toggle(d)}
              >
                {d.device_name}
              </Checkbox>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
