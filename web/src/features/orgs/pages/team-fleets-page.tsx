/** A team's fleets, apps and blocks (spec 01 §2): administrators give the team access with a fleet role, change it, or remove it. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Table, column } from '../../../components/ui/table.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ItemConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import {
  useChangeTeamAccessRole,
  useGrantTeamAccess,
  useRevokeTeamAccess,
  type FleetClass,
  type TeamAccess,
} from '../../../api/teams.ts';
import { FLEET_ROLES, ORGANIZATION_PERMISSIONS, type FleetRole } from '../../../lib/authz.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';
import { useTeam, fail, roleLabel } from './team-layout.tsx';

const isFleetRole = (k: string): k is FleetRole => (FLEET_ROLES as readonly string[]).includes(k);
const GRANTABLE_ROLES = FLEET_ROLES.filter((r) => r !== 'member');

function GrantAccessDialog({
  fleetClass,
  isOpen,
  onOpenChange,
}: {
  fleetClass: FleetClass;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { org, team } = useTeam();
  const grant = useGrantTeamAccess(org.id);
  const granted = new Set(team.access.map((a) => a.fleetId));
  const choices = org.fleets.filter((f) => f.fleetClass === fleetClass && !granted.has(f.id));
  const [fleet, setFleet] = useState<string | null>(null);
  const [role, setRole] = useState<FleetRole>('developer');
  const { isPending: pending, error } = grant;
  const submit = async () => {
    if (!fleet) return;
    try {
      await grant.mutateAsync({ teamId: team.id, fleetId: Number(fleet), role });
    } catch {
      return; // shown from the mutation's error
    }
    succeeded(MSG.accessGranted, 'teamAccessGranted', { team: team.id, role });
    onOpenChange(false);
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
          <Select
            label={MSG.fleetLabel}
            placeholder={MSG.chooseFleet}
            options={choices.map((f) => ({ id: String(f.id), label: f.name }))}
            selectedKey={fleet}
            onSelectionChange={setFleet}
          />
          <Select
            label={MSG.fleetRoleLabel}
            options={GRANTABLE_ROLES.map((r) => ({ id: r, label: roleLabel(r) }))}
            selectedKey={role}
            onSelectionChange={(k) => (isFleetRole(k) ? setRole(k) : undefined)}
          />
        </>
      )}
      <FormAlert error={error} />
    </Dialog>
  );
}

function TeamFleetsPage({ fleetClass }: { fleetClass: FleetClass }) {
  const { org, team, canManage, access } = useTeam();
  const changeAccessRole = useChangeTeamAccessRole(org.id);
  const revoke = useRevokeTeamAccess(org.id);
  const [granting, setGranting] = useState(false);
  const [removing, setRemoving] = useState<TeamAccess | null>(null);
  const title = fill(MSG.fleetsOf, { what: MSG.classTitle[fleetClass], name: team.name });
  useDocumentTitle(title);
  const rows = team.access.filter((a) => a.fleetClass === fleetClass);
  const canGrant = canManage && access.can(ORGANIZATION_PERMISSIONS.teamAccess);
  const changeRole = async (row: TeamAccess, role: string) => {
    if (!isFleetRole(role) || role === row.role) return;
    try {
      await changeAccessRole.mutateAsync({ accessId: row.id, role });
      succeeded(MSG.accessRoleChanged, 'teamAccessChanged', { team: team.id, role });
    } catch (error) {
      fail(error);
    }
  };
  const columns = [
    column<TeamAccess>('fleet', MSG.colFleet, (a) => (
      <Link to={routes.fleet(a.fleetId, a.fleetClass).summary()}>{a.fleetName}</Link>
    )),
    column<TeamAccess>('role', MSG.colFleetRole, (a) =>
      canManage ? (
        <Select
          label={<span className="visually-hidden">{`${MSG.fleetRoleLabel}: ${a.fleetName}`}</span>}
          options={GRANTABLE_ROLES.map((r) => ({ id: r, label: roleLabel(r) }))}
          selectedKey={a.role}
          onSelectionChange={(k) => void changeRole(a, k)}
        />
      ) : (
        roleLabel(a.role)
      ),
    ),
    ...(canManage
      ? [
          column<TeamAccess>('actions', MSG.colActions, (a) => (
            <Button variant="danger" aria-label={`${MSG.removeMember}: ${a.fleetName}`} onClick={() => setRemoving(a)}>
              {MSG.removeMember}
            </Button>
          )),
        ]
      : []),
  ];
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
          <p className="muted">
            {fill(MSG.accessEmpty, { what: MSG.classTitle[fleetClass].toLowerCase().replace(/s$/, '') })}
          </p>
        </Card>
      ) : (
        <Table label={title} data={rows} columns={columns} getRowId={(a) => String(a.id)} />
      )}
      {granting ? <GrantAccessDialog fleetClass={fleetClass} isOpen={granting} onOpenChange={setGranting} /> : null}
      <ItemConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={fill(MSG.removeAccessTitle, { name: removing?.fleetName ?? '' })}
        danger
        confirmLabel={MSG.removeMember}
        onConfirm={async (access) => {
          await revoke.mutateAsync(access.id);
          succeeded(MSG.accessRevoked, 'teamAccessRemoved', { team: team.id });
        }}
        onFailed={fail}
      />
    </>
  );
}

export const TeamFleets = () => <TeamFleetsPage fleetClass="fleet" />;
export const TeamApps = () => <TeamFleetsPage fleetClass="app" />;
export const TeamBlocks = () => <TeamFleetsPage fleetClass="block" />;
