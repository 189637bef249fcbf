/**
 * /orgs/{orgId}/members/{memberId} (spec 01 §2): one member of the organization with the views
 * summary, teams, fleets, apps and blocks (the member sidebar links them). A non-numeric id shows
 * the invalid-id error and goes up to the member list, as does a member that is not found. On the
 * summary administrators change the member's role and remove them; a member may leave; both are
 * hidden when the member is the organization's only administrator (spec 01 §6).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { administratorsOf } from '../../../api/organization/organizations.ts';
import { memberQuery, useRemoveOrgMember, type MemberRow } from '../../../api/organization/memberships.ts';
import { useGrantMemberAccess } from '../../../api/fleet-access.ts';
import { userTeamsQuery } from '../../../api/teams.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FLEET_ROLES, ORGANIZATION_PERMISSIONS, type FleetRole } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { isLastAdministratorRule } from '../../../../../shared/organization-rules.ts';
import { FleetLinks } from '../components/fleet-links.tsx';
import { RedirectWithToast } from '../components/redirect-with-toast.tsx';
import { isNumericId } from '../../../lib/paths.ts';
import { RoleDialog } from '../components/role-dialog.tsx';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { useOrg, type OrgContextValue } from '../org-context.ts';
import { routes } from '../../../lib/paths.ts';
import { Link } from '../../../components/ui/link.tsx';
import '../orgs.css';
import { memberFleetsQuery } from '../../../api/application/lists.ts';
import type { FleetClass } from '../../../../../shared/fleet-class.ts';

interface MemberContext extends OrgContextValue {
  member: MemberRow;
}

const useMember = () => useOutletContext<MemberContext>();

export function MemberLayout() {
  const ctx = useOrg();
  const { memberId } = useParams();
  const valid = isNumericId(memberId);
  const member = useQuery({ ...memberQuery(ctx.org.id, valid ? Number(memberId) : 0), enabled: valid });
  const up = routes.org(ctx.org.id).members();
  if (!valid) return <RedirectWithToast to={up} text={`${MSG.invalidId}: ${memberId ?? ''}`} id="member-invalid-id" />;
  if (member.isPending) return <Skeleton lines={5} />;
  if (member.error) return <FormAlert error={member.error} />;
  if (!member.data)
    return <RedirectWithToast to={up} text={`${MSG.memberNotFound}: ${memberId}`} id="member-not-found" />;
  const context: MemberContext = { ...ctx, member: member.data };
  return <Outlet context={context} />;
}

export function MemberSummaryPage() {
  const { org, access, member, userId } = useMember();
  const removeMembership = useRemoveOrgMember();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'role' | 'remove' | null>(null);
  useDocumentTitle(fill(MSG.memberTitle, { name: member.username }));
  const adminIds = administratorsOf(org.members).map((m) => m.membershipId);
  const onlyAdministrator = member.role === 'administrator' && adminIds.length === 1;
  const isSelf = member.userId === userId;
  const canManage = access.can(ORGANIZATION_PERMISSIONS.members);
  const canRemove = !onlyAdministrator && (canManage || isSelf);

  const remove = async () => {
    try {
      await removeMembership.mutateAsync({ membershipId: member.id, orgId: org.id, self: isSelf });
    } catch (error) {
      const text = errorText(error);
      toast.show({ kind: 'danger', text: isLastAdministratorRule(text) ? MSG.lastAdmin : text || MSG.loadFailed });
      throw error;
    }
    succeeded(
      isSelf ? fill(MSG.leftOrg, { name: org.name }) : MSG.memberRemoved,
      isSelf ? 'orgLeft' : 'memberRemoved',
      { organization: org.id },
    );
    navigate(isSelf ? routes.orgs() : routes.org(org.id).members(), { replace: true });
  };
  const actions = (
    <>
      {canManage ? <Button onClick={() => setDialog('role')}>{MSG.changeRole}</Button> : null}
      {canRemove ? (
        <Button variant="danger" onClick={() => setDialog('remove')}>
          {isSelf ? MSG.leaveOrg : MSG.removeMember}
        </Button>
      ) : null}
    </>
  );
  return (
    <>
      <PageHeader
        title={member.username}
        description={<Link to={routes.org(org.id).members()}>{MSG.membersTitle}</Link>}
        actions={actions}
      />
      <Card title={MSG.summaryTitle}>
        <dl className="org-details">
          <dt>{MSG.colUsername}</dt>
          <dd>{member.username}</dd>
          <dt>{MSG.roleLabel}</dt>
          <dd>{MSG.roles[member.role] ?? member.role}</dd>
          <dt>{MSG.colSeatRole}</dt>
          <dd>{member.effectiveSeatRole ?? '—'}</dd>
          <dt>{MSG.colSaml}</dt>
          <dd>{member.samlAccounts}</dd>
          <dt>{MSG.colJoined}</dt>
          <dd>{formatDate(member.createdAt)}</dd>
        </dl>
        {onlyAdministrator ? <p className="muted">{MSG.lastAdmin}</p> : null}
      </Card>
      {dialog === 'role' ? (
        <RoleDialog
          members={[member]}
          administratorIds={adminIds}
          isOpen
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          onDone={({ failed }) => {
            if (!failed) succeeded(MSG.roleChanged, 'memberRoleChanged', { organization: org.id, count: 1 });
          }}
        />
      ) : null}
      <ConfirmDialog
        title={
          isSelf ? fill(MSG.leaveOrgTitle, { name: org.name }) : fill(MSG.removeTitleOne, { name: member.username })
        }
        isOpen={dialog === 'remove'}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        danger
        confirmLabel={isSelf ? MSG.leaveOrg : MSG.removeMember}
        onConfirm={remove}
      >
        <p>{isSelf ? MSG.leaveOrgText : MSG.removeText}</p>
      </ConfirmDialog>
    </>
  );
}

export function MemberTeamsPage() {
  const { org, member } = useMember();
  const teams = useQuery(userTeamsQuery(org.id, member.userId));
  useDocumentTitle(fill(MSG.fleetsOf, { what: MSG.memberTeams, name: member.username }));
  return (
    <>
      <PageHeader title={fill(MSG.fleetsOf, { what: MSG.memberTeams, name: member.username })} />
      <Card>
        {teams.isPending ? <Skeleton lines={3} /> : null}
        {teams.error ? <FormAlert error={teams.error} /> : null}
        {teams.data && teams.data.length === 0 ? <p className="muted">{MSG.memberTeamsEmpty}</p> : null}
        {teams.data && teams.data.length > 0 ? (
          <ul className="org-card-list" aria-label={MSG.memberTeams}>
            {teams.data.map((t) => (
              <li key={t.id}>
                <Link to={routes.org(org.id).team(t.id).summary()}>{t.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </>
  );
}

/**
 * Gives the member access to one of the organization's fleets of a class they cannot reach yet, with a
 * fleet role (spec 02 §2 "assign fleets to a team or member").
 */
function AssignFleetDialog({
  fleetClass,
  reachable,
  onClose,
}: {
  fleetClass: FleetClass;
  reachable: ReadonlySet<number>;
  onClose: () => void;
}) {
  const { org, member } = useMember();
  const grant = useGrantMemberAccess(org.id);
  const choices = org.fleets.filter((f) => f.fleetClass === fleetClass && !reachable.has(f.id));
  const [fleet, setFleet] = useState<string | null>(null);
  const [role, setRole] = useState<FleetRole>('developer');
  const submit = async () => {
    if (!fleet) return;
    try {
      await grant.mutateAsync({ username: member.username, fleetId: Number(fleet), role });
    } catch {
      return; // shown from the mutation's error
    }
    succeeded(MSG.accessGranted, 'memberAccessGranted', { organization: org.id, role });
    onClose();
  };
  return (
    <Dialog
      title={fill(MSG.grantAccessTitle, { name: member.username })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!grant.isPending}
      actions={
        <>
          <Button onClick={onClose} disabled={grant.isPending}>
            {MSG.cancel}
          </Button>
          <Button variant="primary" pending={grant.isPending} disabled={!fleet} onClick={() => void submit()}>
            {MSG.grantAccess}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="muted">{fill(MSG.memberNoFleetsLeft, { name: member.username })}</p>
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
            options={GRANTABLE_ROLES.map((r) => ({ id: r, label: MSG.fleetRoles[r] ?? r }))}
            selectedKey={role}
            onSelectionChange={(k) => (isFleetRole(k) ? setRole(k) : undefined)}
          />
        </>
      )}
      <FormAlert error={grant.error} />
    </Dialog>
  );
}

const isFleetRole = (k: string): k is FleetRole => (FLEET_ROLES as readonly string[]).includes(k);
const GRANTABLE_ROLES = FLEET_ROLES.filter((r) => r !== 'member');

function MemberFleetsPage({ fleetClass }: { fleetClass: FleetClass }) {
  const { org, member, access } = useMember();
  const fleets = useQuery(memberFleetsQuery(org.id, member.userId, member.role === 'administrator'));
  const title = fill(MSG.fleetsOf, { what: MSG.classTitle[fleetClass], name: member.username });
  const [assigning, setAssigning] = useState(false);
  useDocumentTitle(title);
  // Administrators reach every fleet of the organization already.
  const canAssign = access.can(ORGANIZATION_PERMISSIONS.members) && member.role !== 'administrator';
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canAssign ? (
            <Button variant="primary" onClick={() => setAssigning(true)} disabled={!fleets.data}>
              {MSG.grantAccess}
            </Button>
          ) : undefined
        }
      />
      <Card>
        {fleets.isPending ? <Skeleton lines={3} /> : null}
        {fleets.error ? <FormAlert error={fleets.error} /> : null}
        {fleets.data ? (
          <FleetLinks label={title} fleets={fleets.data.filter((f) => f.fleetClass === fleetClass)} />
        ) : null}
      </Card>
      {assigning && fleets.data ? (
        <AssignFleetDialog
          fleetClass={fleetClass}
          reachable={new Set(fleets.data.map((f) => f.id))}
          onClose={() => setAssigning(false)}
        />
      ) : null}
    </>
  );
}

export const MemberFleets = () => <MemberFleetsPage fleetClass="fleet" />;
export const MemberApps = () => <MemberFleetsPage fleetClass="app" />;
export const MemberBlocks = () => <MemberFleetsPage fleetClass="block" />;
