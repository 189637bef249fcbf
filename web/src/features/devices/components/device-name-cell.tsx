/**
 * The name cell: a link to /devices/{uuid} (spec 02 §2 "Device rows link to /devices/{uuid}"); a
 * frozen device opens the frozen-devices dialog instead ("A frozen device opens the frozen-devices
 * dialog"; title "free plan limits exceeded", spec 02 §8).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';

/** The frozen-devices dialog ("free plan limits exceeded", spec 02 §8), opened from the table or the map. */
export function FrozenDeviceDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      title={MSG.frozenTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      actions={<Button onClick={() => onOpenChange(false)}>{MSG.close}</Button>}
    >
      <p>{MSG.frozenText}</p>
    </Dialog>
  );
}

export function DeviceNameCell({ uuid, name, frozen }: { uuid: string; name: string; frozen: boolean }) {
  const [open, setOpen] = useState(false);
  if (!frozen) {
    return (
      <Link className="link devices-name" to={routes.device(uuid).root()} title={name}>
        {name}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="link devices-link-button devices-name"
        title={name}
        onClick={() => setOpen(true)}
      >
        {name}
      </button>
      <FrozenDeviceDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
