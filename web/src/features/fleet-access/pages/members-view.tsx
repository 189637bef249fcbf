/**
 * /{class}s/{id}/members (spec 02 §2 "Fleet members", §5 "Invitee", §6 field matrices): who has
 * direct access and with which fleet role. Administrators add members (a username adds an
 * organization member, an e-mail sends an invite), change roles (per row or for a selection) and
 * remove; developers may remove members (per row or for a selection); others read, with the
 * "unauthorized view edit members" notice. A member who owns legacy-OS devices in the fleet cannot be
 * removed until those devices are updated ("device update required", shared/member-delete.ts, which the API enforces too). The
 * add form says what a member of the chosen role costs (a seat, priced like the billing page's). Invites are listed with revoke.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Banner,
  Button,
  Card,
  Link,
  PageState,
  Select,
  Table,
  column,
  tableSelection,
  TextField,
  useRowSelection,
} from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import {
  fleetInvitesQuery,
  fleetMembersQuery,
  fleetRoleCatalogQuery,
  useAddMember,
  useChangeMemberRole,
  useRemoveMember,
  useRevokeInvite,
} from '../../../api/fleet-access.ts';
import { orgMemberUsersQuery } from '../../../api/user.ts';
import { msg } from '../messages.ts';
import {
  AccessPager,
  RemoveButton,
  RemoveConfirm,
  PaidRolesUpgrade,
  RoleCell,
  roleChoices,
  withAccessToast,
  type AccessViewProps,
  type Confirm,
} from '../components/access-parts.tsx';
import { MemberBatch } from '../components/member-batch.tsx';
import { memberDeleteBlock, memberDeleteRefusal } from '../../../../../shared/member-delete.ts';
import { SeatHint } from '../components/seat-hint.tsx';

const canEditMembers = (access: AccessViewProps['access']) => access.can('user_application_membership.create');

export function MembersView({ fleetId, ctx, access, contextError }: AccessViewProps) {
  const roles = useQuery(fleetRoleCatalogQuery());
  const orgId = ctx?.organization.id ?? 0;
  // Members and invites are read a page at a time with a count (spec 02 §7).
  const [page, setPage] = useState(0);
  const [invitePage, setInvitePage] = useState(0);
  const members = useQuery({ ...fleetMembersQuery(fleetId, orgId, page), enabled: ctx !== undefined });
  const orgMembers = useQuery({
    ...orgMemberUsersQuery(orgId, fleetId),
    enabled: ctx !== undefined && canEditMembers(access),
  });
  const invites = useQuery({
    ...fleetInvitesQuery(fleetId, invitePage),
    enabled: access.can('application_invite.read'),
  });
  const add = useAddMember(fleetId);
  const changeRole = useChangeMemberRole(fleetId);
  const remove = useRemoveMember(fleetId);
  const revokeInvite = useRevokeInvite(fleetId);
  const [invitee, setInvitee] = useState('');
  const [message, setMessage] = useState('');
  // An e-mail address is invited (spec 02 §5 "Invitee"), and an invite carries a message (§3 "Fleet invite").
  const inviting = invitee.includes('@');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const canEdit = access.can('user_application_membership.create');
  const canChangeRole = access.can('user_application_membership.update');
  const canDelete = access.can('user_application_membership.delete');
  const canBatch = canChangeRole || canDelete;
  const rows = members.data?.rows ?? [];
  // Organization members not yet direct members of the fleet (the server leaves those out) can be picked instead of typed.
  const pickable = orgMembers.data ?? [];
  const selection = useRowSelection(rows.map((m) => m.id));
  const selected = rows
    .filter((m) => selection.has(m.id))
    .map((m) => ({
      id: m.id,
      name: m.user[0]?.username ?? '',
      blockedUntilOs: memberDeleteBlock(m.user[0]?.owns__device),
    }));
  const roleOptions = roleChoices(roles.data ?? [], ctx);
  const defaultRole = roles.data?.find((r) => r.name === 'developer')?.id;
  const chosenRole = roleId ?? (defaultRole !== undefined ? String(defaultRole) : null);
  const submit = async () => {
    setTouched(true);
    if (!invitee.trim() || !chosenRole) return;
    const note = inviting ? message.trim() : '';
    await withAccessToast(
      () =>
        add.mutateAsync({ invitee: invitee.trim(), roleId: Number(chosenRole), ...(note ? { message: note } : {}) }),
      msg('memberAdded'),
    );
    setInvitee('');
    setMessage('');
    setTouched(false);
  };
  const type = ctx?.fleetClass ?? 'fleet';
  type Member = (typeof rows)[number];
  const columns = [
    column<Member>('user', msg('colUser'), (m) => {
      const user = m.user[0];
      const name = user?.username ?? '';
      // Organization member pages are addressed by the organization membership, not by the user.
      const membership = user?.organization_membership[0];
      const email = user?.user_profile[0]?.email;
      return (
        <>
          {membership && ctx ? (
            <Link to={routes.org(ctx.organization.id).member(membership.id).summary()}>{name}</Link>
          ) : (
            name
          )}
          {email ? <div className="muted">{email}</div> : null}
        </>
      );
    }),
    column<Member>(
      'seat',
      msg('colSeatRole'),
      (m) => m.user[0]?.organization_membership[0]?.effective_seat_role ?? '—',
    ),
    column<Member>('saml', msg('colSaml'), (m) => m.user[0]?.owns__saml_account ?? 0),
    column<Member>('role', msg('colRole'), (m) => (
      <RoleCell
        name={m.user[0]?.username ?? ''}
        role={m.application_membership_role[0]}
        options={roleOptions}
        canEdit={canEdit}
        onChange={(roleId) => changeRole.mutateAsync({ id: m.id, roleId })}
      />
    )),
    ...(canDelete
      ? [
          column<Member>('actions', msg('colActions'), (m) => {
            const name = m.user[0]?.username ?? '';
            const version = memberDeleteBlock(m.user[0]?.owns__device);
            return (
              <RemoveButton
                name={name}
                disabledReason={version === null ? null : memberDeleteRefusal(name, version)}
                onClick={() =>
                  setConfirm({
                    name,
                    title: msg('removeTitle', { name }),
                    run: () => withAccessToast(() => remove.mutateAsync(m.id), msg('removed')),
                  })
                }
              />
            );
          }),
        ]
      : []),
  ];
  return (
    <PageState
      title={msg('membersTitle')}
      description={msg('membersIntro', { type })}
      error={contextError ?? members.error}
      loading={!ctx || members.isPending || access.isPending}
    >
      {() => (
        <div className="access-page">
          {!canEdit ? <Banner kind="info">{msg('unauthorizedMembers')}</Banner> : null}
          {canEdit ? (
            <Card title={msg('addMember')}>
              <form
                className="inline-row"
                aria-label={msg('addMember')}
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                {pickable.length > 0 ? (
                  <Select
                    label={msg('existingMemberLabel')}
                    placeholder={msg('existingMemberPlaceholder')}
                    options={pickable.map((u) => ({ id: u.username, label: u.username }))}
                    selectedKey={pickable.some((u) => u.username === invitee) ? invitee : null}
                    onSelectionChange={setInvitee}
                  />
                ) : null}
                <TextField
                  label={msg('inviteeLabel')}
                  description={msg('inviteeHint')}
                  value={invitee}
                  errorMessage={touched && !invitee.trim() ? msg('inviteeRequired') : undefined}
                  onChange={(e) => setInvitee(e.target.value)}
                />
                {inviting ? (
                  <TextField
                    label={msg('inviteMessageLabel')}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                  />
                ) : null}
                <Select
                  label={msg('roleLabel')}
                  options={roleOptions}
                  selectedKey={chosenRole}
                  onSelectionChange={setRoleId}
                />
                <Button type="submit" variant="primary" disabled={add.isPending}>
                  {msg('add')}
                </Button>
                <PaidRolesUpgrade ctx={ctx} />
              </form>
              <SeatHint orgId={orgId} roleName={roles.data?.find((r) => String(r.id) === chosenRole)?.name ?? null} />
            </Card>
          ) : null}
          {canBatch ? (
            <MemberBatch
              fleetId={fleetId}
              selected={selected}
              roleOptions={roleOptions}
              defaultRoleId={defaultRole !== undefined ? String(defaultRole) : null}
              canChangeRole={canChangeRole}
              canDelete={canDelete}
              onClear={selection.clear}
            />
          ) : null}
          {members.data && members.data.total === 0 ? (
            <p className="muted">{msg('noMembers')}</p>
          ) : (
            <Table
              label={msg('membersTitle')}
              data={rows}
              columns={columns}
              getRowId={(m) => String(m.id)}
              getRowLabel={(m) => m.user[0]?.username ?? ''}
              {...(canBatch ? tableSelection(selection, rows, (m) => m.id) : {})}
            />
          )}
          <AccessPager label={msg('membersPages')} page={page} total={members.data?.total} onPage={setPage} />
          {access.can('application_invite.read') ? (
            <Card title={msg('invites')}>
              {invites.data && invites.data.total > 0 ? (
                <ul>
                  {invites.data.rows.map((i) => {
                    const email = i.invitee[0]?.email ?? '';
                    return (
                      <li key={i.id} className="inline-row">
                        <span>
                          {email} ({i.application_membership_role[0]?.name ?? ''})
                          {i.message ? (
                            <span className="muted">
                              {' '}
                              {msg('messageLabel')}: {i.message}
                            </span>
                          ) : null}
                        </span>
                        <Button
                          variant="ghost"
                          aria-label={msg('revokeInvite', { email })}
                          onClick={() =>
                            void withAccessToast(() => revokeInvite.mutateAsync(i.id), msg('inviteRevoked'))
                          }
                        >
                          {msg('revoke')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="muted">{msg('noInvites')}</p>
              )}
              <AccessPager
                label={msg('invitesPages')}
                page={invitePage}
                total={invites.data?.total}
                onPage={setInvitePage}
              />
            </Card>
          ) : null}
          <RemoveConfirm confirm={confirm} onClose={() => setConfirm(null)} />
        </div>
      )}
    </PageState>
  );
}
