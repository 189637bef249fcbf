/**
 * /orgs/{orgId}/teams/{teamId} (spec 01 §2): one team with the views summary, members, fleets, apps
 * and blocks (the team sidebar links them). A non-numeric id shows the invalid-id error and goes up
 * to the team list, as does a team that is not found. Organization administrators rename and
 * delete the team, add organization members who are not in it yet, remove members, and give the
 * team access to fleets with a fleet role (change the role, remove the access). A member of the
 * team who is not an administrator sees it read-only and may leave it; anyone else sees the message
 * about lacking access (spec 01 §6).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { fleetKeys } from '../../../api/fleets.ts';
import { orgKeys } from '../../../api/organizations.ts';
import { roleKeys } from '../../../api/roles.ts';
import {
  addTeamMember,
  changeTeamAccessRole,
  deleteTeam,
  grantTeamAccess,
  removeTeamMember,
  renameTeam,
  revokeTeamAccess,
  teamQuery,
  teamsQuery,
  type FleetClass,
  type TeamAccess,
  type TeamDetails,
  type TeamMember,
} from '../../../api/teams.ts';
import { FLEET_ROLES, ORGANIZATION_PERMISSIONS, type FleetRole } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { RedirectWithToast, isNumericId } from '../components/redirect-with-toast.tsx';
import { TeamNameDialog } from '../components/team-name-dialog.tsx';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { useOrg, type OrgContextValue } from '../org-context.ts';
import { routes } from '../../../app/routes.ts';
import '../orgs.css';

interface TeamContext extends OrgContextValue {
  team: TeamDetails;
  /** Organization administrator (manages the team). */
  canManage: boolean;
  /** The signed-in user's membership of the team, if any. */
  ownMembership: TeamMember | null;
}

const useTeam = () => useOutletContext<TeamContext>();
const fail = (error: unknown) => toast.show({ kind: 'danger', text: errorText(error) || MSG.loadFailed });
const roleLabel = (r: string) => MSG.fleetRoles[r] ?? r;

export function TeamLayout() {
  const ctx = useOrg();
  const { teamId } = useParams();
  const valid = isNumericId(teamId);
  const team = useQuery({ ...teamQuery(ctx.org.id, valid ? Number(teamId) : 0), enabled: valid });
  const up = routes.org(ctx.org.id).teams();
  if (!valid) return <RedirectWithToast to={up} text={`${MSG.invalidId}: ${teamId ?? ''}`} id="team-invalid-id" />;
  if (team.isPending) return <Skeleton lines={5} />;
  if (team.error) return <FormAlert error={team.error} />;
  if (!team.data) return <RedirectWithToast to={up} text={`${MSG.teamNotFound}: ${teamId}`} id="team-not-found" />;
  const ownMembership = team.data.members.find((m) => m.userId === ctx.userId) ?? null;
  if (!ctx.access.isAdministrator && !ownMembership) {
    return (
      <>
        <PageHeader title={team.data.name} />
        <Card>
          <p role="status">{MSG.noAccess}</p>
        </Card>
      </>
    );
  }
  const context: TeamContext = { ...ctx, team: team.data, canManage: ctx.access.can(ORGANIZATION_PERMISSIONS.teamMembers), ownMembership };
  return <Outlet context={context} />;
}

function useRefreshTeam() {
  const queries = useQueryClient();
  const { org } = useTeam();
  // Team membership and fleet access change who reaches which fleet, with which role.
  return () => Promise.all([orgKeys.one(org.id), roleKeys.all(), fleetKeys.lists()].map((queryKey) => queries.invalidateQueries({ queryKey })));
}

export function TeamSummaryPage() {
  const { org, team, canManage, ownMembership } = useTeam();
  const navigate = useNavigate();
  const refresh = useRefreshTeam();
  const [dialog, setDialog] = useState<'rename' | 'delete' | 'leave' | null>(null);
  const teams = useQuery({ ...teamsQuery(org.id), enabled: dialog === 'rename' });
  useDocumentTitle(team.name);
  const count = (c: FleetClass) => team.access.filter((a) => a.fleetClass === c).length;
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  const leaveTeamOrOrgPage = async (call: () => Promise<unknown>, text: string, event: 'teamDeleted' | 'teamLeft', to: string) => {
    try {
      await call();
    } catch (error) {
      fail(error);
      throw error;
    }
    succeeded(text, event, { team: team.id });
    navigate(to, { replace: true });
    await refresh();
  };
  const actions = (
    <>
      {canManage ? <Button onClick={() => setDialog('rename')}>{MSG.renameTeam}</Button> : null}
      {canManage ? (
        <Button variant="danger" onClick={() => setDialog('delete')}>
          {MSG.deleteTeam}
        </Button>
      ) : ownMembership ? (
        <Button onClick={() => setDialog('leave')}>{MSG.leaveTeam}</Button>
      ) : null}
    </>
  );
  return (
    <>
      <PageHeader title={team.name} description={<Link to={routes.org(org.id).teams()}>{MSG.teamsTitle}</Link>} actions={actions} />
      <Card title={MSG.summaryTitle}>
        <dl className="org-details">
          <dt>{MSG.colName}</dt>
          <dd>{team.name}</dd>
          <dt>{MSG.colCreated}</dt>
          <dd>{formatDate(team.createdAt)}</dd>
          <dt>{MSG.colMembers}</dt>
          <dd>{team.members.length}</dd>
          <dt>{MSG.colAccess}</dt>
          <dd>{fill(MSG.accessCounts, { fleets: count('fleet'), apps: count('app'), blocks: count('block') })}</dd>
        </dl>
      </Card>
      {dialog === 'rename' && teams.data ? (
        <TeamNameDialog
          mode="rename"
          teams={teams.data}
          team={team}
          isOpen
          onOpenChange={close}
          onSubmit={async (name) => {
            await renameTeam(team.id, name);
            succeeded(MSG.renamed, 'teamRenamed', { team: team.id });
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={fill(MSG.deleteTeamTitle, { name: team.name })}
        isOpen={dialog === 'delete'}
        onOpenChange={close}
        danger
        confirmLabel={MSG.deleteTeam}
        onConfirm={() => leaveTeamOrOrgPage(() => deleteTeam(team.id), MSG.teamDeleted, 'teamDeleted', routes.org(org.id).teams())}
      >
        <p>{MSG.deleteTeamText}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={fill(MSG.leaveTeamTitle, { name: team.name })}
        isOpen={dialog === 'leave'}
        onOpenChange={close}
        danger
        confirmLabel={MSG.leaveTeam}
        onConfirm={() => leaveTeamOrOrgPage(() => removeTeamMember(ownMembership?.membershipId ?? 0), fill(MSG.leftTeam, { name: team.name }), 'teamLeft', routes.org(org.id).summary())}
      />
    </>
  );
}

/** Organization members not yet in the team (spec 01 §5 "Team add-members offers only organization users not yet in the team"). */
export function addableMembers(orgMembers: ReadonlyArray<{ userId: number; username: string }>, team: { members: ReadonlyArray<{ userId: number }> }) {
  const inTeam = new Set(team.members.map((m) => m.userId));
  return orgMembers.filter((m) => !inTeam.has(m.userId)).sort((a, b) => a.username.localeCompare(b.username));
}

function AddMembersDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { org, team } = useTeam();
  const refresh = useRefreshTeam();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const candidates = addableMembers(org.members, team);
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      for (const username of picked) await addTeamMember(team.id, username);
      succeeded(MSG.memberAdded, 'teamMemberAdded', { team: team.id, count: picked.size });
      onOpenChange(false);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
      await refresh();
    }
  };
  return (
    <Dialog
      title={fill(MSG.addMembersTitle, { name: team.name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!pending}
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            {MSG.cancel}
          </Button>
          <Button variant="primary" pending={pending} disabled={picked.size === 0} onClick={() => void submit()}>
            {MSG.addMembers}
          </Button>
        </>
      }
    >
      {candidates.length === 0 ? (
        <p className="muted">{MSG.addMembersNone}</p>
      ) : (
        <fieldset>
          <legend>{MSG.addMembersPick}</legend>
          <ul className="org-checklist">
            {candidates.map((m) => (
              <li key={m.userId}>
                <Checkbox
                  checked={picked.has(m.username)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(m.username);
                    else next.delete(m.username);
                    setPicked(next);
                  }}
                >
                  {m.username}
                </Checkbox>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <FormAlert error={error} />
    </Dialog>
  );
}

export function TeamMembersPage() {
  const { team, canManage, userId } = useTeam();
  const refresh = useRefreshTeam();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  useDocumentTitle(`${team.name} ${MSG.teamMembers}`);
  return (
    <>
      <PageHeader
        title={MSG.teamMembers}
        description={team.name}
        actions={
          canManage ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              {MSG.addMembers}
            </Button>
          ) : null
        }
      />
      {team.members.length === 0 ? (
        <Card>
          <p className="muted">{MSG.teamMembersEmpty}</p>
        </Card>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label={MSG.teamMembers}>
            <thead>
              <tr>
                <th scope="col">{MSG.colUser}</th>
                {canManage ? <th scope="col">{MSG.colActions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <tr key={m.membershipId}>
                  <td>
                    {m.username}
                    {m.userId === userId ? ` ${MSG.you}` : ''}
                  </td>
                  {canManage ? (
                    <td>
                      <Button variant="danger" aria-label={`${MSG.removeMember}: ${m.username}`} onClick={() => setRemoving(m)}>
                        {MSG.removeMember}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adding ? <AddMembersDialog isOpen={adding} onOpenChange={setAdding} /> : null}
      <ConfirmDialog
        title={fill(MSG.removeFromTeamTitle, { name: removing?.username ?? '' })}
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        danger
        confirmLabel={MSG.removeMember}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removeTeamMember(removing.membershipId);
          } catch (error) {
            fail(error);
            throw error;
          }
          succeeded(MSG.memberRemovedFromTeam, 'teamMemberRemoved', { team: team.id });
          await refresh();
        }}
      />
    </>
  );
}

const isFleetRole = (k: string): k is FleetRole => (FLEET_ROLES as readonly string[]).includes(k);
const GRANTABLE_ROLES = FLEET_ROLES.filter((r) => r !== 'member');

function GrantAccessDialog({ fleetClass, isOpen, onOpenChange }: { fleetClass: FleetClass; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { org, team } = useTeam();
  const refresh = useRefreshTeam();
  const granted = new Set(team.access.map((a) => a.fleetId));
  const choices = org.fleets.filter((f) => f.fleetClass === fleetClass && !granted.has(f.id));
  const [fleet, setFleet] = useState<string | null>(null);
  const [role, setRole] = useState<FleetRole>('developer');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async () => {
    if (!fleet) return;
    setPending(true);
    setError(null);
    try {
      await grantTeamAccess(team.id, Number(fleet), role);
      succeeded(MSG.accessGranted, 'teamAccessGranted', { team: team.id, role });
      onOpenChange(false);
      await refresh();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={fill(MSG.grantAccessTitle, { name: team.name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!pending}
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            {MSG.cancel}
          </Button>
          <Button variant="primary" pending={pending} disabled={!fleet} onClick={() => void submit()}>
            {MSG.grantAccess}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="muted">{MSG.noFleetsLeft}</p>
      ) : (
        <>
          <Select label={MSG.fleetLabel} placeholder={MSG.chooseFleet} options={choices.map((f) => ({ id: String(f.id), label: f.name }))} selectedKey={fleet} onSelectionChange={setFleet} />
          <Select label={MSG.fleetRoleLabel} options={GRANTABLE_ROLES.map((r) => ({ id: r, label: roleLabel(r) }))} selectedKey={role} onSelectionChange={(k) => (isFleetRole(k) ? setRole(k) : undefined)} />
        </>
      )}
      <FormAlert error={error} />
    </Dialog>
  );
}

function TeamFleetsPage({ fleetClass }: { fleetClass: FleetClass }) {
  const { team, canManage, access } = useTeam();
  const refresh = useRefreshTeam();
  const [granting, setGranting] = useState(false);
  const [removing, setRemoving] = useState<TeamAccess | null>(null);
  const title = fill(MSG.fleetsOf, { what: MSG.classTitle[fleetClass], name: team.name });
  useDocumentTitle(title);
  const rows = team.access.filter((a) => a.fleetClass === fleetClass);
  const canGrant = canManage && access.can(ORGANIZATION_PERMISSIONS.teamAccess);
  const changeRole = async (row: TeamAccess, role: string) => {
    if (!isFleetRole(role) || role === row.role) return;
    try {
      await changeTeamAccessRole(row.id, role);
      succeeded(MSG.accessRoleChanged, 'teamAccessChanged', { team: team.id, role });
    } catch (error) {
      fail(error);
    } finally {
      await refresh();
    }
  };
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canGrant ? (
            <Button variant="primary" onClick={() => setGranting(true)}>
              {MSG.grantAccess}
            </Button>
          ) : null
        }
      />
      {rows.length === 0 ? (
        <Card>
          <p className="muted">{fill(MSG.accessEmpty, { what: MSG.classTitle[fleetClass].toLowerCase().replace(/s$/, '') })}</p>
        </Card>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{MSG.colFleet}</th>
                <th scope="col">{MSG.colFleetRole}</th>
                {canManage ? <th scope="col">{MSG.colActions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link to={routes.fleet(a.fleetId, a.fleetClass).summary()}>{a.fleetName}</Link>
                  </td>
                  <td>
                    {canManage ? (
                      <Select label={<span className="visually-hidden">{`${MSG.fleetRoleLabel}: ${a.fleetName}`}</span>} options={GRANTABLE_ROLES.map((r) => ({ id: r, label: roleLabel(r) }))} selectedKey={a.role} onSelectionChange={(k) => void changeRole(a, k)} />
                    ) : (
                      roleLabel(a.role)
                    )}
                  </td>
                  {canManage ? (
                    <td>
                      <Button variant="danger" aria-label={`${MSG.removeMember}: ${a.fleetName}`} onClick={() => setRemoving(a)}>
                        {MSG.removeMember}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {granting ? <GrantAccessDialog fleetClass={fleetClass} isOpen={granting} onOpenChange={setGranting} /> : null}
      <ConfirmDialog
        title={fill(MSG.removeAccessTitle, { name: removing?.fleetName ?? '' })}
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        danger
        confirmLabel={MSG.removeMember}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await revokeTeamAccess(removing.id);
          } catch (error) {
            fail(error);
            throw error;
          }
          succeeded(MSG.accessRevoked, 'teamAccessRemoved', { team: team.id });
          await refresh();
        }}
      />
    </>
  );
}

export const TeamFleets = () => <TeamFleetsPage fleetClass="fleet" />;
export const TeamApps = () => <TeamFleetsPage fleetClass="app" />;
export const TeamBlocks = () => <TeamFleetsPage fleetClass="block" />;
