/**
 * /{class}s/{id}/teams (spec 02 §2 "Fleet teams", §6 "Team fleet access"): the organization's teams
 * with access to the fleet and their role. Administrators grant access, change a team's role and
 * remove access (per row or for a selection); others read, with the "unauthorized view edit teams"
 * notice.
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
import { fleetTeamsQuery, orgTeamsQuery, useChangeTeamRole, useGrantTeam, useRevokeTeam } from '../../../api/teams.ts';
import { msg } from '../messages.ts';
import {
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
  const teams = useQuery(fleetTeamsQuery(fleetId));
  const canEdit = access.can('team_application_access.create');
  const orgTeams = useQuery({ ...orgTeamsQuery(ctx?.organization.id ?? 0), enabled: ctx !== undefined && canEdit });
  const grant = useGrantTeam(fleetId);
  const changeRole = useChangeTeamRole(fleetId);
  const revoke = useRevokeTeam(fleetId);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const canRemove = access.can('team_application_access.delete');
  const rows = teams.data ?? [];
  const selection = useRowSelection(rows.map((a) => a.id));
  const selected = rows.filter((a) => selection.has(a.id)).map((a) => ({ id: a.id, name: a.team[0]?.name ?? '' }));
  const roleOptions = roleChoices(roles.data ?? [], ctx);
  const defaultRole = roles.data?.find((r) => r.name === 'developer')?.id;
  const chosenRole = roleId ?? (defaultRole !== undefined ? String(defaultRole) : null);
  const granted = new Set((teams.data ?? []).flatMap((a) => a.team.map((t) => t.id)));
  const available = (orgTeams.data ?? []).filter((t) => !granted.has(t.id));
  const type = ctx?.fleetClass ?? 'fleet';
  type Grant = (typeof rows)[number];
  const columns = [
    column<Grant>('team', msg('colTeam'), (a) => {
      const team = a.team[0];
      const name = team?.name ?? '';
      return team && ctx ? <Link to={routes.org(ctx.organization.id).team(team.id).summary()}>{name}</Link> : name;
    }),
    column<Grant>('members', msg('colMembers'), (a) => a.team[0]?.team_membership ?? ''),
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
              {orgTeams.data && orgTeams.data.length === 0 ? (
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
          {teams.data && teams.data.length === 0 ? (
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
          <RemoveConfirm confirm={confirm} onClose={() => setConfirm(null)} />
        </div>
      )}
    </PageState>
  );
}
