/**
 * Delete and leave for one organization (spec 01 §6): the delete button appears only for its sole
 * administrator holding organization.delete; everyone else sees leave, which the sole
 * administrator cannot use (spec 01 §5). Both confirm first; deleting warns it cannot be reversed.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDeleteOrganization } from '../../../api/organization/organizations.ts';
import { useRemoveOrgMember } from '../../../api/organization/memberships.ts';
import { errorText } from '../../../lib/errors.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';

export interface OrgActionsProps {
  org: { id: number; name: string };
  /** The user's membership in it (null for a platform admin who is not a member). */
  membershipId: number | null;
  canDelete: boolean;
  isSoleAdministrator: boolean;
  /** Where to go afterwards (the list stays where it is). */
  leaveTo?: string;
}

export function OrgActions({ org, membershipId, canDelete, isSoleAdministrator, leaveTo }: OrgActionsProps) {
  const deleteOrg = useDeleteOrganization();
  const leave = useRemoveOrgMember();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const done = (text: string, event: 'orgDeleted' | 'orgLeft') => {
    succeeded(text, event, { organization: org.id });
    if (leaveTo) navigate(leaveTo, { replace: true });
  };
  const run = async (call: () => Promise<unknown>, text: string, event: 'orgDeleted' | 'orgLeft') => {
    try {
      await call();
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed });
      throw error;
    }
    done(text, event);
  };
  const showDelete = canDelete && isSoleAdministrator;
  return (
    <>
      {showDelete ? (
        <Button variant="danger" onClick={() => setConfirm('delete')} aria-label={`${MSG.deleteOrg}: ${org.name}`}>
          {MSG.deleteOrg}
        </Button>
      ) : null}
      {!showDelete && membershipId !== null ? (
        isSoleAdministrator ? (
          <Tooltip content={MSG.soleAdminCannotLeave} wrapDisabled>
            <Button disabled aria-label={`${MSG.leaveOrg}: ${org.name}`}>
              {MSG.leaveOrg}
            </Button>
          </Tooltip>
        ) : (
          <Button onClick={() => setConfirm('leave')} aria-label={`${MSG.leaveOrg}: ${org.name}`}>
            {MSG.leaveOrg}
          </Button>
        )
      ) : null}
      <ConfirmDialog
        title={fill(MSG.deleteOrgTitle, { name: org.name })}
        isOpen={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        danger
        confirmLabel={MSG.deleteOrg}
        onConfirm={() => run(() => deleteOrg.mutateAsync(org.id), MSG.orgDeleted, 'orgDeleted')}
      >
        <p>{MSG.deleteOrgText}</p>
        <p>
          <strong>{MSG.actionCannotBeReversed}</strong>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        title={fill(MSG.leaveOrgTitle, { name: org.name })}
        isOpen={confirm === 'leave'}
        onOpenChange={(open) => setConfirm(open ? 'leave' : null)}
        danger
        confirmLabel={MSG.leaveOrg}
        onConfirm={() =>
          run(
            () => leave.mutateAsync({ membershipId: membershipId ?? 0, orgId: org.id, self: true }),
            fill(MSG.leftOrg, { name: org.name }),
            'orgLeft',
          )
        }
      >
        <p>{MSG.leaveOrgText}</p>
      </ConfirmDialog>
    </>
  );
}
