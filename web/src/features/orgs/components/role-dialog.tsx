/**
 * Change the role of one or more members (spec 01 §7 "Change role of a membership {roleName}"): the
 * changes run one at a time (spec 01 §9 "bulk role change concurrency 1"); on the first failure the
 * run stops, says how far it got and the list refreshes (spec 01 §8 "Bulk actions stop and refresh
 * on failure"). Taking the administrator role from every administrator is refused up front: the
 * last administrator cannot go (spec 01 §5).
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  ORG_ROLES,
  RoleChangeStopped,
  useChangeOrgMemberRoles,
  type MemberRow,
  type OrgRole,
} from '../../../api/organization/memberships.ts';
import { errorText } from '../../../lib/errors.ts';
import { isLastAdministratorRule } from '../../../../../shared/organization-rules.ts';
import { fill, MSG } from '../messages.ts';

export interface RoleDialogProps {
  members: readonly MemberRow[];
  /** Membership ids of every administrator of the organization. */
  administratorIds: readonly number[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the run, successful or stopped (the mutation refreshes the lists). */
  onDone: (outcome: { changed: number; failed: boolean }) => void;
}

/** True when giving `role` to `members` would leave the organization without an administrator. */
export function removesLastAdministrator(
  members: ReadonlyArray<{ id: number }>,
  administratorIds: readonly number[],
  role: OrgRole,
): boolean {
  if (role === 'administrator') return false;
  const changing = new Set(members.map((m) => m.id));
  return administratorIds.length > 0 && administratorIds.every((id) => changing.has(id));
}

/** The reason a role change stopped: the spec's text for the last-administrator rule, else the API's. */
const stoppedReason = (text: string | null): string => (isLastAdministratorRule(text) ? MSG.lastAdmin : (text ?? ''));

export function RoleDialog({ members, administratorIds, isOpen, onOpenChange, onDone }: RoleDialogProps) {
  const first = members[0];
  const [role, setRole] = useState<OrgRole>(
    members.length === 1 && first?.role === 'administrator' ? 'administrator' : 'member',
  );
  const change = useChangeOrgMemberRoles();
  const pending = change.isPending;
  const stopped = change.error instanceof RoleChangeStopped ? change.error : null;
  const failure = stopped
    ? fill(MSG.roleChangeStopped, {
        done: stopped.changed,
        total: members.length,
        name: stopped.member.username,
        error: stoppedReason(errorText(stopped.cause)),
      })
    : null;
  const blocked = removesLastAdministrator(members, administratorIds, role);
  const title =
    members.length === 1
      ? fill(MSG.changeRoleTitleOne, { name: first?.username ?? '' })
      : fill(MSG.changeRoleTitle, { count: members.length });

  const run = async () => {
    let changed: number;
    try {
      changed = await change.mutateAsync({ members, role });
    } catch (error) {
      onDone({ changed: error instanceof RoleChangeStopped ? error.changed : 0, failed: true });
      return;
    }
    onDone({ changed, failed: false });
    onOpenChange(false);
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!pending}
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            {MSG.cancel}
          </Button>
          <Button variant="primary" pending={pending} disabled={blocked} onClick={() => void run()}>
            {MSG.changeRole}
          </Button>
        </>
      }
    >
      <Select
        label={MSG.roleLabel}
        options={ORG_ROLES.map((r) => ({ id: r, label: MSG.roles[r] ?? r }))}
        selectedKey={role}
        onSelectionChange={(k) => setRole(ORG_ROLES.find((r) => r === k) ?? 'member')}
      />
      {blocked ? <FormAlert text={MSG.lastAdmin} /> : null}
      {failure ? <FormAlert text={failure} /> : null}
    </Dialog>
  );
}
