/**
 * Batch delete on the selected releases (spec 02 §4 "Release rules", §6 `resin.release.delete`, §7
 * "DELETE with an id-in filter"). Delete is disabled, with the reason, while the selection holds a
 * release pinned to a device or used by a fleet; otherwise it asks to type the number of releases
 * (a destructive confirmation, spec 02 §4) and deletes them in one request. The API applies it whole:
 * success toast, or a danger toast with the API's error and nothing deleted.
 */
import { useState } from 'react';
import { BulkAction, BulkBar, TypedConfirmDialog, toast } from '../../../components/ui/index.ts';
import { errorText, FALLBACK_ERROR_TEXT } from '../../../lib/errors.ts';
import { useDeleteReleases } from '../../../api/release/writes.ts';
import { msg } from '../messages.ts';
import { isDeletable, type ReleaseReferences } from '../release-rules.ts';

/** Names listed in the confirmation before "and N more" (spec 02 §4). */
const CONFIRM_NAMES_MAX = 10;

export interface SelectedRelease extends ReleaseReferences {
  id: number;
  raw_version: string;
}

/** Why the selection cannot be deleted, or null when it can. */
function deleteBlockedReason(selected: readonly SelectedRelease[]): string | null {
  const blocked = selected.filter((r) => !isDeletable(r));
  return blocked.length === 0 ? null : msg('deleteBlocked', { versions: blocked.map((r) => r.raw_version).join(', ') });
}

export function ReleaseBatch({
  fleetId,
  selected,
  onClear,
}: {
  fleetId: number;
  selected: readonly SelectedRelease[];
  onClear: () => void;
}) {
  const remove = useDeleteReleases(fleetId);
  const [open, setOpen] = useState(false);
  const count = selected.length;
  const shown = selected.slice(0, CONFIRM_NAMES_MAX);
  const run = async () => {
    try {
      await remove.mutateAsync(selected.map((r) => r.id));
      toast.show({ kind: 'success', text: msg('deletedMany', { count }) });
      onClear();
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? FALLBACK_ERROR_TEXT });
    }
  };
  return (
    <>
      <BulkBar count={count} onClear={onClear}>
        <BulkAction variant="danger" reason={deleteBlockedReason(selected)} onClick={() => setOpen(true)}>
          {msg('deleteReleases')}
        </BulkAction>
      </BulkBar>
      <TypedConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={msg('deleteTitle', { count })}
        confirmLabel={msg('deleteReleases')}
        expected={String(count)}
        onConfirm={run}
      >
        <p>{msg('deleteBody')}</p>
        <ul>
          {shown.map((r) => (
            <li key={r.id}>{r.raw_version}</li>
          ))}
          {count > shown.length ? <li className="muted">{msg('andMore', { count: count - shown.length })}</li> : null}
        </ul>
      </TypedConfirmDialog>
    </>
  );
}
