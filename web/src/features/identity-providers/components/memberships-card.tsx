/**
 * The member-organizations table of an identity provider (spec 01 §2, §5): each linked organization
 * with its default team (a link to the team, or none), the set/change default team dialog and the
 * remove-organization confirmation (disabled for the last organization: a provider must have at
 * least one), and the add-organizations dialog offering only organizations the user administers
 * that are not linked yet (at least one must be chosen). Only administrators of a linked
 * organization may change memberships; others see the controls disabled with the reason.
 */
import { useState } from 'react';
import { Button, Card, ConfirmDialog, Dialog, FormAlert, Link, Table, column } from '../../../components/ui/index.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldFrame } from '../../../components/ui/field.tsx';
import { t } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { errorText } from '../../../lib/errors.ts';
import { routes } from '../../../lib/paths.ts';
import {
  useAddIdentityProviderMemberships,
  useRemoveIdentityProviderMembership,
  useSetDefaultTeam,
  type IdentityProviderDetail,
  type IdentityProviderMembershipRow,
} from '../../../api/identity-providers.ts';
import { fill, MSG } from '../messages.ts';

export interface MembershipsCardProps {
  idp: IdentityProviderDetail;
  /** The user administers a linked organization (may change memberships). */
  canEdit: boolean;
  /** Organizations the user administers. */
  adminOrganizations: ReadonlyArray<{ id: number; name: string }>;
}

function DefaultTeamDialog({
  membership,
  onClose,
}: {
  membership: IdentityProviderMembershipRow;
  onClose: () => void;
}) {
  const org = membership.organization[0];
  const [teamId, setTeamId] = useState(String(membership.grants_access_to__team[0]?.id ?? ''));
  const save = useSetDefaultTeam();
  return (
    <Dialog
      title={fill(MSG.defaultTeamDialog, { org: org?.name ?? '' })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="small"
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            pending={save.isPending}
            onClick={() =>
              save.mutate(
                { membershipId: membership.id, teamId: teamId ? Number(teamId) : null },
                {
                  onSuccess: () => {
                    notify({ kind: 'success', text: MSG.defaultTeamSaved });
                    onClose();
                  },
                },
              )
            }
          >
            {MSG.save}
          </Button>
        </>
      }
    >
      <FieldFrame label={MSG.defaultTeam} description={MSG.defaultTeamHelp}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="input"
            aria-describedby={describedBy}
            value={teamId}
            onChange={(e) => setTeamId(e.target.value)}
          >
            <option value="">{MSG.noDefaultTeam}</option>
            {org?.owns__team.map((team) => (
              <option key={team.id} value={String(team.id)}>
                {team.name}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FormAlert error={save.error} />
    </Dialog>
  );
}

function AddOrganizationsDialog({
  idp,
  candidates,
  onClose,
}: {
  idp: IdentityProviderDetail;
  candidates: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [touched, setTouched] = useState(false);
  const add = useAddIdentityProviderMemberships(idp.id);
  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog
      title={fill(MSG.addOrgsTitle, { sso: idp.sso_identifier })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            pending={add.isPending}
            disabled={candidates.length === 0}
            onClick={() => {
              setTouched(true);
              if (chosen.size === 0) return;
              add.mutate([...chosen], {
                onSuccess: () => {
                  notify({ kind: 'success', text: MSG.membershipsAdded });
                  onClose();
                },
              });
            }}
          >
            {MSG.addOrgs}
          </Button>
        </>
      }
    >
      <p className="muted">{MSG.addOrgsHelp}</p>
      {candidates.length === 0 ? <p>{MSG.noOrgsToAdd}</p> : null}
      <fieldset className="idp-org-choices">
        <legend className="visually-hidden">{MSG.addOrgs}</legend>
        {candidates.map((o) => (
          <Checkbox key={o.id} checked={chosen.has(o.id)} onChange={(e) => toggle(o.id, e.target.checked)}>
            {o.name}
          </Checkbox>
        ))}
      </fieldset>
      {touched && chosen.size === 0 ? (
        <p className="field-error" role="alert">
          {MSG.chooseOrg}
        </p>
      ) : null}
      <FormAlert error={add.error} />
    </Dialog>
  );
}

export function MembershipsCard({ idp, canEdit, adminOrganizations }: MembershipsCardProps) {
  const [teamFor, setTeamFor] = useState<IdentityProviderMembershipRow | null>(null);
  const [removing, setRemoving] = useState<IdentityProviderMembershipRow | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useRemoveIdentityProviderMembership();
  const memberships = idp.identity_provider_membership;
  const linked = new Set(memberships.map((m) => m.organization[0]?.id));
  const candidates = adminOrganizations.filter((o) => !linked.has(o.id));
  const lastOne = memberships.length <= 1;
  type Membership = (typeof memberships)[number];
  const columns = [
    column<Membership>('organization', MSG.organization, (m) => {
      const org = m.organization[0];
      return org ? <Link to={routes.org(org.id).summary()}>{org.name}</Link> : null;
    }),
    column<Membership>('team', MSG.defaultTeam, (m) => {
      const org = m.organization[0];
      const team = m.grants_access_to__team[0];
      return team && org ? (
        <Link to={routes.org(org.id).team(team.id).summary()}>{team.name}</Link>
      ) : (
        <span className="muted">{MSG.noDefaultTeam}</span>
      );
    }),
    column<Membership>(
      'actions',
      MSG.actions,
      (m) => {
        const org = m.organization[0];
        const team = m.grants_access_to__team[0];
        return (
          <>
            <Button
              onClick={() => setTeamFor(m)}
              disabled={!canEdit}
              aria-label={`${team ? MSG.changeDefaultTeam : MSG.setDefaultTeam}: ${org?.name ?? ''}`}
            >
              {team ? MSG.changeDefaultTeam : MSG.setDefaultTeam}
            </Button>
            <Button
              variant="danger"
              onClick={() => setRemoving(m)}
              disabled={!canEdit || lastOne}
              title={lastOne ? MSG.atLeastOneOrg : canEdit ? undefined : MSG.notAdmin}
              aria-label={`${MSG.removeOrg}: ${org?.name ?? ''}`}
            >
              {MSG.removeOrg}
            </Button>
          </>
        );
      },
      { className: 'table-actions' },
    ),
  ];
  return (
    <Card
      title={MSG.memberOrgs}
      actions={
        <Button onClick={() => setAdding(true)} disabled={!canEdit} title={canEdit ? undefined : MSG.notAdmin}>
          {MSG.addOrgs}
        </Button>
      }
    >
      {!canEdit ? <p className="muted">{MSG.notAdmin}</p> : null}
      <Table
        label={MSG.memberOrgs}
        className="idp-memberships"
        data={memberships}
        columns={columns}
        getRowId={(m) => String(m.id)}
      />
      {lastOne ? <p className="muted">{MSG.atLeastOneOrg}</p> : null}
      {teamFor ? <DefaultTeamDialog membership={teamFor} onClose={() => setTeamFor(null)} /> : null}
      {adding ? <AddOrganizationsDialog idp={idp} candidates={candidates} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        title={fill(MSG.removeOrgTitle, { org: removing?.organization[0]?.name ?? '' })}
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        danger
        confirmLabel={MSG.removeOrg}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notify({ kind: 'success', text: MSG.membershipRemoved });
          } catch (e) {
            const text = errorText(e);
            if (text) notify({ kind: 'danger', text });
            throw e;
          }
        }}
      >
        <p>{fill(MSG.removeOrgText, { org: removing?.organization[0]?.name ?? '', sso: idp.sso_identifier })}</p>
      </ConfirmDialog>
    </Card>
  );
}
