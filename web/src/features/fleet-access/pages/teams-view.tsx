/**
 * /{class}s/{id}/teams (spec 02 §2 "Fleet teams", §6 "Team fleet access"): the organization's teams
 * with access to the fleet, their members and their role, read a page at a time with a count (spec 02
 * §7). Administrators grant access, change a team's role, remove access (per row or for a selection)
 * and take a member out of a team (DELETE team_membership, §7); others read, with the "unauthorized
 * view edit teams" notice.
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
  useRowSelection,
} from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { fleetRoleCatalogQuery } from '../../../api/fleet-access.ts';
import {
  fleetTeamsQuery,
  orgTeamsQuery,
  useChangeTeamRole,
  useGrantTeam,
  useRemoveTeamMembership,
  useRevokeTeam,
} from '../../../api/teams.ts';
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
import { TeamBatch } from '../components/team-batch.tsx';

export function TeamsView({ fleetId, ctx, access, contextError }: AccessViewProps) {
  const roles = useQuery(fleetRoleCatalogQuery());
  const [page, setPage] = useState(0);
  const teams = useQuery(fleetTeamsQuery(fleetId, page));
  const canEdit = access.can('team_application_access.create');
  const orgTeams = useQuery({
    ...orgTeamsQuery(ctx?.organization.id ?? 0, fleetId),
    enabled: ctx !== undefined && canEdit,
  });
  const grant = useGrantTeam(fleetId);
  const changeRole = useChangeTeamRole(fleetId);
  const revoke = useRevokeTeam(fleetId);
  const removeMembership = useRemoveTeamMembership(fleetId);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const canRemove = access.can('team_application_access.delete');
  const rows = teams.data?.rows ?? [];
  const selection = useRowSelection(rows.map((a) => a.id));
  const selected = rows.filter((a) => selection.has(a.id)).map((a) => ({ id: a.id, name: a.team[0]?.name ?? '' }));
  const roleOptions = roleChoices(roles.data ?? [], ctx);
  const defaultRole = roles.data?.find((r) => r.name === 'developer')?.id;
  const chosenRole = roleId ?? (defaultRole !== undefined ? String(defaultRole) : null);
  // The organization's teams without access here (the server leaves the others out); with none left,
  // the organization has no team at all when no team has access either.
  const available = orgTeams.data ?? [];
  const orgHasNoTeams = available.length === 0 && teams.data?.total === 0;
  const type = ctx?.fleetClass ?? 'fleet';
  type Grant = (typeof rows)[number];
  const columns = [
    column<Grant>('team', msg('colTeam'), (a) => {
      const team = a.team[0];
      const name = team?.name ?? '';
      return team && ctx ? <Link to={routes.org(ctx.organization.id).team(team.id).summary()}>{name}</Link> : name;
    }),
    column<Grant>('members', msg('colMembers'), (a) => {
      const team = a.team[0];
      const memberships = team?.team_membership ?? [];
      if (!team || memberships.length === 0) return <span className="muted">{msg('noTeamMembers')}</span>;
      return (
        <ul className="plain-list">
          {memberships.map((tm) => {
            const user = tm.user[0]?.username ?? '';
            return (
              <li key={tm.id} className="inline-row">
                <span>{user}</span>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    aria-label={msg('removeFromTeam', { user, team: team.name })}
                    onClick={() =>
                      setConfirm({
                        name: user,
                        title: msg('removeFromTeamTitle', { user, team: team.name }),
                        run: () =>
                          withAccessToast(
                            () => removeMembership.mutateAsync(tm.id),
                            msg('removedFromTeam', { user, team: team.name }),
                          ),
                      })
                    }
                  >
                    {msg('remove')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      );
    }),
    column<Grant>('role', msg('colRole'), (a) => (
      <RoleCell
        name={a.team[0]?.name ?? ''}
        role={a.application_membership_role[0]}
        options={roleOptions}
        canEdit={canEdit}
        onChange={(roleId) => changeRole.mutateAsync({ id: a.id, roleId })}
      />
    )),
    ...(canEdit
      ? [
          column<Grant>('actions', msg('colActions'), (a) => {
            const name = a.team[0]?.name ?? '';
            return (
              <RemoveButton
                name={name}
                onClick={() =>
                  setConfirm({
                    name,
                    title: msg('revokeTeamTitle', { name }),
                    run: () => withAccessToast(() => revoke.mutateAsync(a.id), msg('removed')),
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
      title={msg('teamsTitle')}
      description={msg('teamsIntro', { type })}
      error={contextError ?? teams.error}
      loading={!ctx || teams.isPending || access.isPending}
    >
      {() => (
        <div className="access-page">
          {!canEdit ? <Banner kind="info">{msg('unauthorizedTeams')}</Banner> : null}
          {canEdit ? (
            <Card title={msg('addTeam')}>
              {/* An organization without teams has none to grant: "every team already has access" would contradict "no team has access yet". */}
              {orgTeams.data && orgHasNoTeams ? (
                <p className="muted">{msg('noOrgTeams')}</p>
              ) : orgTeams.data && available.length === 0 ? (
                <p className="muted">{msg('noTeamsLeft')}</p>
              ) : (
                <form
                  className="inline-row"
                  aria-label={msg('addTeam')}
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!teamId || !chosenRole) return;
                    void withAccessToast(
                      () => grant.mutateAsync({ teamId: Number(teamId), roleId: Number(chosenRole) }),
                      msg('teamAdded'),
                    ).then(() => setTeamId(null));
                  }}
                >
                  {/* Disabled until the organization's teams have loaded: an empty list would open nothing. */}
                  <Select
                    label={msg('teamLabel')}
                    options={available.map((t) => ({ id: String(t.id), label: t.name }))}
                    selectedKey={teamId}
                    onSelectionChange={setTeamId}
                    isDisabled={orgTeams.isPending}
                  />
                  <Select
                    label={msg('roleLabel')}
                    options={roleOptions}
                    selectedKey={chosenRole}
                    onSelectionChange={setRoleId}
                  />
                  <Button type="submit" variant="primary" disabled={!teamId || grant.isPending}>
                    {msg('add')}
                  </Button>
                  <PaidRolesUpgrade ctx={ctx} />
                </form>
              )}
            </Card>
          ) : null}
          {canRemove ? <TeamBatch fleetId={fleetId} selected={selected} onClear={selection.clear} /> : null}
          {teams.data && teams.data.total === 0 ? (
            <p className="muted">{msg('noTeams')}</p>
          ) : (
            <Table
              label={msg('teamsTitle')}
              data={rows}
              columns={columns}
              getRowId={(a) => String(a.id)}
              getRowLabel={(a) => a.team[0]?.name ?? ''}
              {...(canRemove ? tableSelection(selection, rows, (a) => a.id) : {})}
            />
          )}
          <AccessPager label={msg('teamsPages')} page={page} total={teams.data?.total} onPage={setPage} />
          <RemoveConfirm confirm={confirm} onClose={() => setConfirm(null)} />
        </div>
      )}
    </PageState>
  );
}
