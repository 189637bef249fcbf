/**
 * /{class}s/{id}/members and /teams (spec 02 §2 "Fleet members", "Fleet teams", §6 field matrices):
 * who has access and with which fleet role. Administrators add members (a username adds an
 * organization member, an e-mail sends an invite), change roles and remove; developers may remove
 * members; administrators grant, change and revoke team access. Others read, with the
 * "unauthorized view edit …" notice.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Banner, Button, Card, ConfirmDialog, Link, PageState, Select, TextField, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useFleetAccess } from '../../session/index.ts';
import { routes } from '../../../app/routes.ts';
import {
  fleetContextQuery,
  fleetInvitesQuery,
  fleetMembersQuery,
  fleetRolesQuery,
  fleetTeamsQuery,
  orgTeamsQuery,
  useAddMember,
  useChangeMemberRole,
  useChangeTeamRole,
  useGrantTeam,
  useRemoveMember,
  useRevokeInvite,
  useRevokeTeam,
  type FleetContext,
} from '../../../api/fleet-access.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { msg } from '../messages.ts';

async function withToast(call: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await call();
    toast.show({ kind: 'success', text: success });
  } catch (error) {
    toast.show({ kind: 'danger', text: errorText(error) ?? '' });
  }
}

/** What the members and teams views need: the fleet, its context (class, organization) and the user's access. */
export interface AccessViewProps {
  fleetId: number;
  ctx: FleetContext | undefined;
  access: FleetAccess & { isPending: boolean };
  /** A failure reading the fleet's context. */
  contextError: unknown;
}

function useFleet(): AccessViewProps {
  const fleetId = Number(useParams().fleetId);
  const fleet = useQuery(fleetContextQuery(fleetId));
  const ctx = fleet.data ?? undefined;
  const access = useFleetAccess(ctx ? { id: fleetId, organizationId: ctx.organization.id } : undefined);
  return { fleetId, ctx, access, contextError: fleet.error };
}

export const FleetMembersPage = () => <MembersView {...useFleet()} />;
export const FleetTeamsPage = () => <TeamsView {...useFleet()} />;

type Confirm = { name: string; run: () => Promise<void>; title: string } | null;

type RoleOption = { id: string; label: string };

/** A grant's role: a select that changes it (with a toast) when the user may edit, else its name. */
function RoleCell({ name, role, options, canEdit, onChange }: { name: string; role: { id: number; name: string } | undefined; options: RoleOption[]; canEdit: boolean; onChange: (roleId: number) => Promise<unknown> }) {
  return (
    <td>
      {canEdit ? (
        <Select label={msg('changeRoleOf', { name })} options={options} selectedKey={role ? String(role.id) : null} onSelectionChange={(key) => void withToast(() => onChange(Number(key)), msg('roleChanged'))} />
      ) : (
        role?.name
      )}
    </td>
  );
}

/** The row button that asks to remove a member or team grant. */
function RemoveCell({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <td>
      <Button variant="ghost" aria-label={msg('removeNamed', { name })} onClick={onClick}>
        {msg('remove')}
      </Button>
    </td>
  );
}

/** The confirmation shared by both views before a grant is removed. */
function RemoveConfirm({ confirm, onClose }: { confirm: Confirm; onClose: () => void }) {
  return (
    <ConfirmDialog isOpen={confirm !== null} onOpenChange={(open) => !open && onClose()} danger title={confirm?.title ?? ''} confirmLabel={msg('remove')} onConfirm={() => confirm?.run()}>
      <p>{msg('removeBody', { name: confirm?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}

export function MembersView({ fleetId, ctx, access, contextError }: AccessViewProps) {
  const roles = useQuery(fleetRolesQuery());
  const members = useQuery(fleetMembersQuery(fleetId));
  const invites = useQuery({ ...fleetInvitesQuery(fleetId), enabled: access.can('application_invite.read') });
  const add = useAddMember(fleetId);
  const changeRole = useChangeMemberRole(fleetId);
  const remove = useRemoveMember(fleetId);
  const revokeInvite = useRevokeInvite(fleetId);
  const [invitee, setInvitee] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const canEdit = access.can('user_application_membership.create');
  const canDelete = access.can('user_application_membership.delete');
  const roleOptions = (roles.data ?? []).map((r) => ({ id: String(r.id), label: r.name }));
  const defaultRole = roles.data?.find((r) => r.name === 'developer')?.id;
  const chosenRole = roleId ?? (defaultRole !== undefined ? String(defaultRole) : null);
  const submit = async () => {
    setTouched(true);
    if (!invitee.trim() || !chosenRole) return;
    await withToast(() => add.mutateAsync({ invitee: invitee.trim(), roleId: Number(chosenRole) }), msg('memberAdded'));
    setInvitee('');
    setTouched(false);
  };
  const type = ctx?.fleetClass ?? 'fleet';
  return (
    <PageState title={msg('membersTitle')} description={msg('membersIntro', { type })} error={contextError ?? members.error} loading={!ctx || members.isPending || access.isPending}>
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
                <TextField label={msg('inviteeLabel')} description={msg('inviteeHint')} value={invitee} errorMessage={touched && !invitee.trim() ? msg('inviteeRequired') : undefined} onChange={(e) => setInvitee(e.target.value)} />
                <Select label={msg('roleLabel')} options={roleOptions} selectedKey={chosenRole} onSelectionChange={setRoleId} />
                <Button type="submit" variant="primary" disabled={add.isPending}>
                  {msg('add')}
                </Button>
              </form>
            </Card>
          ) : null}
          {members.data && members.data.length === 0 ? (
            <p className="muted">{msg('noMembers')}</p>
          ) : (
            <table className="data-table" aria-label={msg('membersTitle')}>
              <thead>
                <tr>
                  <th scope="col">{msg('colUser')}</th>
                  <th scope="col">{msg('colRole')}</th>
                  {canDelete ? <th scope="col">{msg('colActions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {(members.data ?? []).map((m) => {
                  const user = m.user[0];
                  const name = user?.username ?? '';
                  const role = m.application_membership_role[0];
                  return (
                    <tr key={m.id}>
                      <td>{user && ctx ? <Link to={routes.org(ctx.organization.id).member(user.id).summary()}>{name}</Link> : name}</td>
                      <RoleCell name={name} role={role} options={roleOptions} canEdit={canEdit} onChange={(roleId) => changeRole.mutateAsync({ id: m.id, roleId })} />
                      {canDelete ? <RemoveCell name={name} onClick={() => setConfirm({ name, title: msg('removeTitle', { name }), run: () => withToast(() => remove.mutateAsync(m.id), msg('removed')) })} /> : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {access.can('application_invite.read') ? (
            <Card title={msg('invites')}>
              {invites.data && invites.data.length > 0 ? (
                <ul>
                  {invites.data.map((i) => {
                    const email = i.invitee[0]?.email ?? '';
                    return (
                      <li key={i.id} className="inline-row">
                        <span>
                          {email} ({i.application_membership_role[0]?.name ?? ''})
                        </span>
                        <Button variant="ghost" aria-label={msg('revokeInvite', { email })} onClick={() => void withToast(() => revokeInvite.mutateAsync(i.id), msg('inviteRevoked'))}>
                          {msg('revoke')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="muted">{msg('noInvites')}</p>
              )}
            </Card>
          ) : null}
          <RemoveConfirm confirm={confirm} onClose={() => setConfirm(null)} />
        </div>
      )}
    </PageState>
  );
}

export function TeamsView({ fleetId, ctx, access, contextError }: AccessViewProps) {
  const roles = useQuery(fleetRolesQuery());
  const teams = useQuery(fleetTeamsQuery(fleetId));
  const canEdit = access.can('team_application_access.create');
  const orgTeams = useQuery({ ...orgTeamsQuery(ctx?.organization.id ?? 0), enabled: ctx !== undefined && canEdit });
  const grant = useGrantTeam(fleetId);
  const changeRole = useChangeTeamRole(fleetId);
  const revoke = useRevokeTeam(fleetId);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const roleOptions = (roles.data ?? []).map((r) => ({ id: String(r.id), label: r.name }));
  const defaultRole = roles.data?.find((r) => r.name === 'developer')?.id;
  const chosenRole = roleId ?? (defaultRole !== undefined ? String(defaultRole) : null);
  const granted = new Set((teams.data ?? []).flatMap((a) => a.team.map((t) => t.id)));
  const available = (orgTeams.data ?? []).filter((t) => !granted.has(t.id));
  const type = ctx?.fleetClass ?? 'fleet';
  return (
    <PageState title={msg('teamsTitle')} description={msg('teamsIntro', { type })} error={contextError ?? teams.error} loading={!ctx || teams.isPending || access.isPending}>
      {() => (
        <div className="access-page">
          {!canEdit ? <Banner kind="info">{msg('unauthorizedTeams')}</Banner> : null}
          {canEdit ? (
            <Card title={msg('addTeam')}>
              {orgTeams.data && available.length === 0 ? (
                <p className="muted">{msg('noTeamsLeft')}</p>
              ) : (
                <form
                  className="inline-row"
                  aria-label={msg('addTeam')}
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!teamId || !chosenRole) return;
                    void withToast(() => grant.mutateAsync({ teamId: Number(teamId), roleId: Number(chosenRole) }), msg('teamAdded')).then(() => setTeamId(null));
                  }}
                >
                  <Select label={msg('teamLabel')} options={available.map((t) => ({ id: String(t.id), label: t.name }))} selectedKey={teamId} onSelectionChange={setTeamId} />
                  <Select label={msg('roleLabel')} options={roleOptions} selectedKey={chosenRole} onSelectionChange={setRoleId} />
                  <Button type="submit" variant="primary" disabled={!teamId || grant.isPending}>
                    {msg('add')}
                  </Button>
                </form>
              )}
            </Card>
          ) : null}
          {teams.data && teams.data.length === 0 ? (
            <p className="muted">{msg('noTeams')}</p>
          ) : (
            <table className="data-table" aria-label={msg('teamsTitle')}>
              <thead>
                <tr>
                  <th scope="col">{msg('colTeam')}</th>
                  <th scope="col">{msg('colMembers')}</th>
                  <th scope="col">{msg('colRole')}</th>
                  {canEdit ? <th scope="col">{msg('colActions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {(teams.data ?? []).map((a) => {
                  const team = a.team[0];
                  const name = team?.name ?? '';
                  const role = a.application_membership_role[0];
                  return (
                    <tr key={a.id}>
                      <td>{team && ctx ? <Link to={routes.org(ctx.organization.id).team(team.id).summary()}>{name}</Link> : name}</td>
                      <td>{team?.team_membership ?? ''}</td>
                      <RoleCell name={name} role={role} options={roleOptions} canEdit={canEdit} onChange={(roleId) => changeRole.mutateAsync({ id: a.id, roleId })} />
                      {canEdit ? <RemoveCell name={name} onClick={() => setConfirm({ name, title: msg('revokeTeamTitle', { name }), run: () => withToast(() => revoke.mutateAsync(a.id), msg('removed')) })} /> : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <RemoveConfirm confirm={confirm} onClose={() => setConfirm(null)} />
        </div>
      )}
    </PageState>
  );
}
