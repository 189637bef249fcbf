/**
 * /orgs/{orgId}/members (spec 01 §2, §6, §7): the organization's members, paged, sorted by username
 * by default or by SAML account count; administrators select members to change their role (one at
 * a time, stopping and refreshing on a failure) or remove them, and manage invites (send, revoke,
 * resend). The last administrator cannot be removed or lose the role (spec 01 §5); everyone else
 * reads the list.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { administratorsOf } from '../../../api/organization/organizations.ts';
import {
  MEMBERS_PAGE_SIZE,
  membersPageQuery,
  useRemoveOrgMemberships,
  type MemberRow,
} from '../../../api/organization/memberships.ts';
import type { MemberSort } from '../../../api/organization/keys.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { isLastAdministratorRule } from '../../../../../shared/organization-rules.ts';
import { useSession } from '../../session/index.ts';
import { InvitesSection } from '../components/invites-section.tsx';
import { RoleDialog } from '../components/role-dialog.tsx';
import { formatDate } from '../format.ts';
import { succeeded } from '../events.ts';
import { fill, MSG } from '../messages.ts';
import { useOrg } from '../org-context.ts';
import { routes } from '../../../lib/paths.ts';
import '../orgs.css';

const toSort = (s: SortingState): MemberSort =>
  s[0]?.id === 'saml' ? { by: 'saml', desc: s[0].desc } : { by: 'username', desc: s[0]?.desc ?? false };

/** True when removing these memberships would remove every administrator (spec 01 §5). */
function removesEveryAdministrator(ids: ReadonlySet<number>, administratorIds: readonly number[]): boolean {
  return administratorIds.length > 0 && administratorIds.every((id) => ids.has(id));
}

export default function MembersPage() {
  const { org, access } = useOrg();
  const { user } = useSession();
  const removeMemberships = useRemoveOrgMemberships();
  const [page, setPage] = useState(0);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'username', desc: false }]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ kind: 'role' | 'remove'; rows: MemberRow[] } | null>(null);
  const list = useQuery(membersPageQuery(org.id, page, toSort(sorting)));
  useDocumentTitle(`${org.name} ${MSG.membersTitle}`);
  const canManage = access.can(ORGANIZATION_PERMISSIONS.members);
  const adminIds = administratorsOf(org.members).map((m) => m.membershipId);
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MEMBERS_PAGE_SIZE));
  const selectedRows = rows.filter((r) => selected.has(String(r.id)));

  const remove = async (targets: MemberRow[]) => {
    try {
      await removeMemberships.mutateAsync(targets.map((t) => t.id));
      succeeded(MSG.memberRemoved, 'memberRemoved', { organization: org.id, count: targets.length });
    } catch (error) {
      const text = errorText(error);
      toast.show({ kind: 'danger', text: isLastAdministratorRule(text) ? MSG.lastAdmin : text || MSG.loadFailed });
    } finally {
      setSelected(new Set());
    }
  };

  const columns: ColumnDef<MemberRow, unknown>[] = [
    {
      id: 'username',
      header: MSG.colUsername,
      accessorFn: (r) => r.username,
      cell: (c) => (
        <Link to={routes.org(org.id).member(c.row.original.id).summary()}>
          {c.row.original.username}
          {c.row.original.userId === user?.id ? ` ${MSG.you}` : ''}
        </Link>
      ),
    },
    {
      id: 'role',
      header: MSG.roleLabel,
      enableSorting: false,
      accessorFn: (r) => r.role,
      cell: (c) => (
        <Badge tone={c.row.original.role === 'administrator' ? 'info' : 'neutral'}>
          {MSG.roles[c.row.original.role] ?? c.row.original.role}
        </Badge>
      ),
    },
    {
      id: 'seat',
      header: MSG.colSeatRole,
      enableSorting: false,
      accessorFn: (r) => r.effectiveSeatRole ?? '',
      cell: (c) => c.row.original.effectiveSeatRole ?? '—',
    },
    { id: 'saml', header: MSG.colSaml, accessorFn: (r) => r.samlAccounts },
    {
      id: 'joined',
      header: MSG.colJoined,
      enableSorting: false,
      accessorFn: (r) => r.createdAt,
      cell: (c) => formatDate(c.row.original.createdAt),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: MSG.colActions,
            enableSorting: false,
            cell: (c: { row: { original: MemberRow } }) => {
              const row = c.row.original;
              const isLastAdmin = removesEveryAdministrator(new Set([row.id]), adminIds);
              return (
                <div className="org-row-actions">
                  <Button
                    onClick={() => setDialog({ kind: 'role', rows: [row] })}
                    aria-label={`${MSG.changeRole}: ${row.username}`}
                  >
                    {MSG.changeRole}
                  </Button>
                  <Button
                    variant="danger"
                    disabled={isLastAdmin}
                    title={isLastAdmin ? MSG.lastAdmin : undefined}
                    onClick={() => setDialog({ kind: 'remove', rows: [row] })}
                    aria-label={`${MSG.removeMember}: ${row.username}`}
                  >
                    {MSG.removeMember}
                  </Button>
                </div>
              );
            },
          } satisfies ColumnDef<MemberRow, unknown>,
        ]
      : []),
  ];

  const bulkRemoveBlocked = removesEveryAdministrator(new Set(selectedRows.map((r) => r.id)), adminIds);
  return (
    <>
      <PageHeader title={MSG.membersTitle} />
      {canManage ? (
        <div className="org-toolbar" role="toolbar" aria-label={MSG.membersTitle}>
          <Button disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: 'role', rows: selectedRows })}>
            {MSG.changeRole}
          </Button>
          <Button
            variant="danger"
            disabled={selectedRows.length === 0 || bulkRemoveBlocked}
            onClick={() => setDialog({ kind: 'remove', rows: selectedRows })}
          >
            {MSG.removeMembers}
          </Button>
          {bulkRemoveBlocked ? <span className="muted">{MSG.lastAdmin}</span> : null}
        </div>
      ) : null}
      {list.isPending ? <Skeleton lines={6} /> : null}
      {list.error ? <FormAlert error={list.error} /> : null}
      {list.data ? (
        <div className="org-wrap">
          <Table
            label={MSG.membersTitle}
            data={rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            getRowLabel={(r) => r.username}
            virtualize
            selectable={canManage}
            selectedIds={selected}
            onSelectionChange={setSelected}
            sorting={sorting}
            onSortingChange={(s) => {
              setSorting(s.length ? s : [{ id: 'username', desc: false }]);
              setPage(0);
            }}
            manualSorting
            height={Math.min(560, 48 + rows.length * 41)}
          />
          {pages > 1 ? (
            <nav className="org-pager" aria-label={MSG.membersTitle}>
              <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                {MSG.previous}
              </Button>
              <span>{fill(MSG.page, { page: page + 1, pages })}</span>
              <Button disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                {MSG.next}
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
      {canManage ? <InvitesSection orgId={org.id} ownEmail={user?.email ?? null} /> : null}
      {dialog?.kind === 'role' ? (
        <RoleDialog
          members={dialog.rows}
          administratorIds={adminIds}
          isOpen
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          onDone={({ failed }) => {
            if (!failed)
              succeeded(MSG.roleChanged, 'memberRoleChanged', { organization: org.id, count: dialog.rows.length });
            setSelected(new Set());
          }}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={
            dialog.rows.length === 1 && dialog.rows[0]
              ? fill(MSG.removeTitleOne, { name: dialog.rows[0].username })
              : fill(MSG.removeTitle, { count: dialog.rows.length })
          }
          isOpen
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          danger
          confirmLabel={MSG.removeMember}
          onConfirm={() => remove(dialog.rows)}
        >
          <p>{MSG.removeText}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
