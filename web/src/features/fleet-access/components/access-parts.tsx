/**
 * Pieces shared by the members and teams views: the toast around a single write, a grant's role
 * cell, the row's remove button with its confirmation, and the list of names a batch confirmation
 * shows (at most 10, spec 02 §4 "Action flow"), and the pager of a list read a page at a time.
 */
import { useEffect } from 'react';
import { Button, ConfirmDialog, Link, Select, Tooltip, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { routes } from '../../../lib/paths.ts';
import { fleetRoleOffer } from '../../../../../shared/fleet-role-offer.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { msg } from '../messages.ts';
import { type FleetAccessContext } from '../../../api/application/fleet.ts';
import { ACCESS_PAGE_SIZE } from '../../../api/fleet-access.ts';

/** Names listed in a batch confirmation before "and N more" (spec 02 §4). */
const CONFIRM_NAMES_MAX = 10;

export async function withAccessToast(call: () => Promise<unknown>, success: string): Promise<void> {
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
  ctx: FleetAccessContext | undefined;
  access: FleetAccess & { isPending: boolean };
  /** A failure reading the fleet's context. */
  contextError: unknown;
}

export type Confirm = { name: string; run: () => Promise<void>; title: string } | null;

export type RoleOption = { id: string; label: string; disabled?: boolean };

/**
 * The fleet roles this fleet may grant (spec 02 §6 "Roles"): the operator roles only on fleets (not
 * offered on apps and blocks); on a free plan the limited and operator roles are shown "paid only"
 * and cannot be picked, as the API refuses them.
 */
export function roleChoices(
  roles: ReadonlyArray<{ id: number; name: string }>,
  ctx: Pick<FleetAccessContext, 'planIsPaid' | 'fleetClass'> | undefined,
): RoleOption[] {
  const facts = { planIsPaid: ctx?.planIsPaid ?? false, fleetClass: ctx?.fleetClass ?? 'fleet' };
  return roles.flatMap((r) => {
    const offer = fleetRoleOffer(r.name, facts);
    if (offer === 'fleetsOnly') return [];
    return offer === 'paidOnly'
      ? [{ id: String(r.id), label: `${r.name} (${msg('paidOnly')})`, disabled: true }]
      : [{ id: String(r.id), label: r.name }];
  });
}

/** On a free plan: the upgrade link beside the role choices (spec 02 §6 "an upgrade link"). */
export function PaidRolesUpgrade({ ctx }: { ctx: FleetAccessContext | undefined }) {
  if (!ctx || ctx.planIsPaid) return null;
  return <Link to={routes.org(ctx.organization.id).billing()}>{msg('paidRolesUpgrade')}</Link>;
}

/** A grant keeps showing its current role, even one this fleet could no longer grant. */
function withCurrent(options: RoleOption[], role: { id: number; name: string } | undefined): RoleOption[] {
  if (!role) return options;
  const key = String(role.id);
  return options.some((o) => o.id === key)
    ? options.map((o) => (o.id === key ? { ...o, disabled: false } : o))
    : [...options, { id: key, label: role.name }];
}

/** A grant's role (a cell's content): a select that changes it (with a toast) when the user may edit, else its name. */
export function RoleCell({
  name,
  role,
  options,
  canEdit,
  onChange,
}: {
  name: string;
  role: { id: number; name: string } | undefined;
  options: RoleOption[];
  canEdit: boolean;
  onChange: (roleId: number) => Promise<unknown>;
}) {
  return canEdit ? (
    <Select
      label={msg('changeRoleOf', { name })}
      options={withCurrent(options, role)}
      selectedKey={role ? String(role.id) : null}
      onSelectionChange={(key) => void withAccessToast(() => onChange(Number(key)), msg('roleChanged'))}
    />
  ) : (
    role?.name
  );
}

/** The row button that asks to remove a member or team grant. */
export function RemoveButton({
  name,
  onClick,
  disabledReason = null,
}: {
  name: string;
  onClick: () => void;
  /** Why the removal cannot run now; the button is then disabled with this as its tooltip. */
  disabledReason?: string | null;
}) {
  const button = (
    <Button
      variant="ghost"
      aria-label={msg('removeNamed', { name })}
      disabled={disabledReason !== null}
      onClick={onClick}
    >
      {msg('remove')}
    </Button>
  );
  return disabledReason === null ? (
    button
  ) : (
    <Tooltip content={disabledReason} wrapDisabled>
      {button}
    </Tooltip>
  );
}

/** The confirmation shared by both views before a grant is removed. */
export function RemoveConfirm({ confirm, onClose }: { confirm: Confirm; onClose: () => void }) {
  return (
    <ConfirmDialog
      isOpen={confirm !== null}
      onOpenChange={(open) => !open && onClose()}
      danger
      title={confirm?.title ?? ''}
      confirmLabel={msg('remove')}
      onConfirm={() => confirm?.run()}
    >
      <p>{msg('removeBody', { name: confirm?.name ?? '' })}</p>
    </ConfirmDialog>
  );
}

/** The names a batch confirmation lists: the first ten, then "and N more". */
export function NameList({ names }: { names: readonly string[] }) {
  const shown = names.slice(0, CONFIRM_NAMES_MAX);
  return (
    <ul>
      {shown.map((n, i) => (
        <li key={`${i}-${n}`}>{n}</li>
      ))}
      {names.length > shown.length ? (
        <li className="muted">{msg('andMore', { count: names.length - shown.length })}</li>
      ) : null}
    </ul>
  );
}

/**
 * Previous / next through a list the server answers a page at a time (`total` from the count query);
 * nothing when it fits one page. A page emptied by a removal steps back to the last page there is.
 */
export function AccessPager({
  label,
  page,
  total,
  onPage,
}: {
  label: string;
  page: number;
  total: number | undefined;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / ACCESS_PAGE_SIZE));
  useEffect(() => {
    if (total !== undefined && page >= pages) onPage(pages - 1);
  }, [total, page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav className="inline-row" aria-label={label}>
      <Button disabled={page === 0} onClick={() => onPage(page - 1)}>
        {msg('previous')}
      </Button>
      <span>{msg('page', { page: Math.min(page, pages - 1) + 1, pages })}</span>
      <Button disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {msg('next')}
      </Button>
    </nav>
  );
}
