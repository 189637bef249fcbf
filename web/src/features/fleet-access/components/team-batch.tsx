/**
 * Batch remove-access on the selected teams (spec 02 §2 "Fleet teams"; §6: administrators delete
 * team access). One DELETE filtered by the fleet and the selected ids (spec 02 §7) removes them
 * together, so the batch succeeds or fails as a whole: a failure is a danger toast with the error
 * (every item failed, spec 02 §4).
 */
import { useState } from 'react';
import { BulkAction, BulkBar, ConfirmDialog, toast } from '../../../components/ui/index.ts';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../lib/errors.ts';
import { useRevokeTeams } from '../../../api/teams.ts';
import { msg } from '../messages.ts';
import { NameList } from './access-parts.tsx';
import type { SelectedGrant } from './member-batch.tsx';

export function TeamBatch({
  fleetId,
  selected,
  onClear,
}: {
  fleetId: number;
  selected: readonly SelectedGrant[];
  onClear: () => void;
}) {
  const revoke = useRevokeTeams(fleetId);
  const [open, setOpen] = useState(false);
  const count = selected.length;
  const run = async () => {
    try {
      await revoke.mutateAsync(selected.map((s) => s.id));
      toast.show({ kind: 'success', text: msg('accessRemovedMany', { count }) });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? FALLBACK_ERROR_TEXT });
    }
    onClear();
  };
  return (
    <>
      <BulkBar count={count} onClear={onClear}>
        <BulkAction variant="danger" onClick={() => setOpen(true)}>
          {msg('removeAccess')}
        </BulkAction>
      </BulkBar>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        danger
        title={msg('removeAccessTitle', { count })}
        confirmLabel={msg('removeAccess')}
        onConfirm={run}
      >
        <p>{msg('removeAccessBody')}</p>
        <NameList names={selected.map((s) => s.name)} />
      </ConfirmDialog>
    </>
  );
}
