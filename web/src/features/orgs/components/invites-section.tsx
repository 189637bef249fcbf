/**
 * Pending organization invites (spec 01 §7 "Invites: list by organization; create; revoke"):
 * administrators send invites, revoke them after confirming, and resend them (revoked and created
 * again, so a fresh mail goes out).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Table, column } from '../../../components/ui/table.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ItemConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast.ts';
import {
  invitesQuery,
  useResendOrgInvite,
  useRevokeOrgInvite,
  type InviteRow,
} from '../../../api/organization/invites.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { InviteDialog } from './invite-dialog.tsx';

export function InvitesSection({ orgId, ownEmail }: { orgId: number; ownEmail: string | null }) {
  const resend = useResendOrgInvite(orgId);
  const revoke = useRevokeOrgInvite(orgId);
  const invites = useQuery(invitesQuery(orgId));
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<InviteRow | null>(null);
  const fail = (error: unknown) => toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed });
  const columns = [
    column<InviteRow>('email', MSG.colEmail, (i) => i.email),
    column<InviteRow>('role', MSG.roleLabel, (i) => MSG.roles[i.roleName] ?? i.roleName),
    column<InviteRow>('message', MSG.colMessage, (i) => i.message ?? ''),
    column<InviteRow>('created', MSG.colCreated, (i) => formatDate(i.createdAt)),
    column<InviteRow>('actions', MSG.colActions, (i) => (
      <div className="org-row-actions">
        <Button
          aria-label={`${MSG.resend}: ${i.email}`}
          onClick={() =>
            void resend
              .mutateAsync(i)
              .then(() => succeeded(fill(MSG.resent, { email: i.email }), 'inviteResent', { organization: orgId }))
              .catch(fail)
          }
        >
          {MSG.resend}
        </Button>
        <Button variant="danger" aria-label={`${MSG.revoke}: ${i.email}`} onClick={() => setRevoking(i)}>
          {MSG.revoke}
        </Button>
      </div>
    )),
  ];

  return (
    <section className="org-section" aria-labelledby="org-invites-title">
      <Card
        title={<span id="org-invites-title">{MSG.invitesTitle}</span>}
        actions={
          <Button variant="primary" onClick={() => setInviting(true)}>
            {MSG.invite}
          </Button>
        }
      >
        {invites.isPending ? <Skeleton lines={2} /> : null}
        {invites.error ? <FormAlert error={invites.error} /> : null}
        {invites.data && invites.data.length === 0 ? <p className="muted">{MSG.invitesEmpty}</p> : null}
        {invites.data && invites.data.length > 0 ? (
          <div className="org-wrap">
            <Table label={MSG.invitesTitle} data={invites.data} columns={columns} getRowId={(i) => String(i.id)} />
          </div>
        ) : null}
      </Card>
      {inviting ? (
        <InviteDialog
          orgId={orgId}
          isOpen={inviting}
          onOpenChange={setInviting}
          context={{ invited: (invites.data ?? []).map((i) => i.email), memberEmails: ownEmail ? [ownEmail] : [] }}
          onInvited={(email) => {
            succeeded(fill(MSG.userAdded, { email }), 'inviteCreated', { organization: orgId });
          }}
        />
      ) : null}
      <ItemConfirmDialog
        item={revoking}
        onClose={() => setRevoking(null)}
        title={fill(MSG.revokeTitle, { email: revoking?.email ?? '' })}
        danger
        confirmLabel={MSG.revoke}
        onConfirm={async (invite) => {
          await revoke.mutateAsync(invite.id);
          succeeded(MSG.revoked, 'inviteRevoked', { organization: orgId });
        }}
        onFailed={fail}
      />
    </section>
  );
}
