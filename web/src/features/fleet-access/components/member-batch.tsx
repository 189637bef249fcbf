/**
 * Batch actions on the selected fleet members (spec 02 §2 "Fleet members": batch change-role and
 * batch delete; §6: administrators update roles, administrators and developers delete). Change role
 * asks for the new role in a dialog; delete asks to type the number of members (a destructive
 * confirmation, spec 02 §4). Members whose devices need an update are not removed and are reported
 * with the OS version they need (spec 02 §5). Each membership is written on its own and the batch is reported by the
 * rule of spec 02 §4: a failure of every item is a danger toast with the first error, a failure of
 * some a warning "Operation failed for N of M selected items" with the first error.
 */
import { useState } from 'react';
import { BulkAction, BulkBar, Button, Dialog, Select, TypedConfirmDialog } from '../../../components/ui/index.ts';
import { itemsOutcome, showItemsOutcome } from '../../../actions/index.ts';
import { useChangeMembersRole, useRemoveMembers } from '../../../api/fleet-access.ts';
import { msg } from '../messages.ts';
import { NameList, type RoleOption } from './access-parts.tsx';

export interface SelectedGrant {
  id: number;
  name: string;
  /** The OS the member's devices in the fleet must reach before the member can be removed; null when none. */
  blockedUntilOs?: string | null;
}

export interface MemberBatchProps {
  fleetId: number;
  selected: readonly SelectedGrant[];
  roleOptions: RoleOption[];
  defaultRoleId: string | null;
  canChangeRole: boolean;
  canDelete: boolean;
  onClear: () => void;
}

export function MemberBatch({
  fleetId,
  selected,
  roleOptions,
  defaultRoleId,
  canChangeRole,
  canDelete,
  onClear,
}: MemberBatchProps) {
  const changeRoles = useChangeMembersRole(fleetId);
  const removeMembers = useRemoveMembers(fleetId);
  const [step, setStep] = useState<'role' | 'delete' | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const chosenRole = roleId ?? defaultRoleId;
  const ids = selected.map((m) => m.id);
  const names = selected.map((m) => m.name);
  const count = selected.length;
  const close = () => {
    setStep(null);
    setRoleId(null);
  };
  const applyRole = async () => {
    if (!chosenRole) return;
    const results = await changeRoles.mutateAsync({ ids, roleId: Number(chosenRole) });
    showItemsOutcome(itemsOutcome(results), msg('rolesChanged', { count }));
    close();
    onClear();
  };
  const remove = async () => {
    // Members whose devices need an update are not removed; each counts as a failed item naming the
    // user and the OS version their devices need (spec 02 §5), the others are removed.
    const removable = selected.filter((m) => !m.blockedUntilOs);
    const removed = removable.length > 0 ? await removeMembers.mutateAsync(removable.map((m) => m.id)) : [];
    const byId = new Map(removed.map((r) => [r.item, r]));
    const results = selected.map(
      (m) =>
        byId.get(m.id) ?? {
          ok: false,
          error: msg('deviceUpdateRequiredFor', { user: m.name, version: m.blockedUntilOs ?? '' }),
        },
    );
    showItemsOutcome(itemsOutcome(results), msg('membersDeleted', { count }));
    onClear();
  };
  return (
    <>
      <BulkBar count={count} onClear={onClear}>
        {canChangeRole ? <BulkAction onClick={() => setStep('role')}>{msg('changeRole')}</BulkAction> : null}
        {canDelete ? (
          <BulkAction variant="danger" onClick={() => setStep('delete')}>
            {msg('deleteMembers')}
          </BulkAction>
        ) : null}
      </BulkBar>
      <Dialog
        title={msg('changeRoleTitle', { count })}
        isOpen={step === 'role'}
        onOpenChange={(open) => !open && close()}
        isDismissable={!changeRoles.isPending}
        actions={
          <>
            <Button onClick={close} disabled={changeRoles.isPending}>
              {msg('cancel')}
            </Button>
            <Button
              variant="primary"
              pending={changeRoles.isPending}
              disabled={!chosenRole}
              onClick={() => void applyRole()}
            >
              {msg('changeRole')}
            </Button>
          </>
        }
      >
        <p>{msg('changeRoleBody')}</p>
        <NameList names={names} />
        <Select label={msg('newRole')} options={roleOptions} selectedKey={chosenRole} onSelectionChange={setRoleId} />
      </Dialog>
      <TypedConfirmDialog
        isOpen={step === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={msg('deleteMembersTitle', { count })}
        confirmLabel={msg('deleteMembers')}
        expected={String(count)}
        onConfirm={remove}
      >
        <p>{msg('deleteMembersBody')}</p>
        <NameList names={names} />
      </TypedConfirmDialog>
    </>
  );
}
