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
import { routes } from '../../../app/routes.ts';

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
      <button type="button" className="link devices-link-button devices-name" title={name} onClick={() => setOpen(true)}>
        {name}
      </button>
      <Dialog title={MSG.frozenTitle} isOpen={open} onOpenChange={setOpen} size="small" actions={<Button onClick={() => setOpen(false)}>{MSG.close}</Button>}>
        <p>{MSG.frozenText}</p>
      </Dialog>
    </>
  );
}
