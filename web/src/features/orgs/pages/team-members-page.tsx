/** A team's members (spec 01 §2): administrators add organization members who are not in it yet and remove members. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Table, column } from '../../../components/ui/table.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ItemConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useAddTeamMembers, useRemoveTeamMember, type TeamMember } from '../../../api/teams.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import '../orgs.css';
import { useTeam, fail } from './team-layout.tsx';

export function addableMembers(
  orgMembers: ReadonlyArray<{ userId: number; username: string }>,
  team: { members: ReadonlyArray<{ userId: number }> },
) {
  const inTeam = new Set(team.members.map((m) => m.userId));
  return orgMembers.filter((m) => !inTeam.has(m.userId)).sort((a, b) => a.username.localeCompare(b.username));
}

function AddMembersDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { org, team } = useTeam();
  const add = useAddTeamMembers(org.id);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const { isPending: pending, error } = add;
  const candidates = addableMembers(org.members, team);
  const submit = async () => {
    try {
      await add.mutateAsync({ teamId: team.id, usernames: picked });
    } catch {
      return; // shown from the mutation's error
    }
    succeeded(MSG.memberAdded, 'teamMemberAdded', { team: team.id, count: picked.size });
    onOpenChange(false);
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
  const { org, team, canManage, userId } = useTeam();
  const remove = useRemoveTeamMember(org.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  useDocumentTitle(`${team.name} ${MSG.teamMembers}`);
  const columns = [
    column<TeamMember>('user', MSG.colUser, (m) => `${m.username}${m.userId === userId ? ` ${MSG.you}` : ''}`),
    ...(canManage
      ? [
          column<TeamMember>('actions', MSG.colActions, (m) => (
            <Button variant="danger" aria-label={`${MSG.removeMember}: ${m.username}`} onClick={() => setRemoving(m)}>
              {MSG.removeMember}
            </Button>
          )),
        ]
      : []),
  ];
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
        <Table label={MSG.teamMembers} data={team.members} columns={columns} getRowId={(m) => String(m.membershipId)} />
      )}
      {adding ? <AddMembersDialog isOpen={adding} onOpenChange={setAdding} /> : null}
      <ItemConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={fill(MSG.removeFromTeamTitle, { name: removing?.username ?? '' })}
        danger
        confirmLabel={MSG.removeMember}
        onConfirm={async (member) => {
          await remove.mutateAsync(member.membershipId);
          succeeded(MSG.memberRemovedFromTeam, 'teamMemberRemoved', { team: team.id });
        }}
        onFailed={fail}
      />
    </>
  );
}
