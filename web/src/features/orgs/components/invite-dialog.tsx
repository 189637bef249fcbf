/**
 * Invite a member (spec 01 §5 "Invite", §7): the e-mail is required, trimmed and valid ("invalid
 * email"); an existing member gives "invitee already exist", a pending invite "invitee already
 * invited"; submit stays disabled while errors exist or the invitee is empty. Role and message go
 * with it. The dialog reads the pricing and the billing usage (spec 01 §7) to say how many
 * members hold the chosen role and what an added one costs per month (spec 01 §9: money with 2
 * decimals, in the user's locale): nothing while included or prepaid seats of the role are left
 * (priced as the billing page's team-member pricing prices it); without a billing account that part
 * is left out.
 */
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSubmit } from '../../../components/ui/form.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ORG_ROLES, type OrgRole } from '../../../api/organization/memberships.ts';
import { inviteBillingQuery, useCreateOrgInvite } from '../../../api/organization/invites.ts';
import { isApiError } from '../../../lib/errors.ts';
import { fill, MSG } from '../messages.ts';
import { inviteeError, inviteSchema, type InviteContext } from '../schemas/org-rules.ts';
import { seatCostText, seatFromPricing } from '../../billing/index.ts';

export interface InviteDialogProps {
  orgId: number;
  context: InviteContext;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (email: string) => void;
}

/** Members holding a role, from the usage (`member:<role>`); null when unknown. */
export function seatHolders(
  data: { usage: Record<string, { currentUsage?: number } | undefined> | null } | undefined,
  role: string,
): number | null {
  const current = data?.usage?.[`member:${role}`]?.currentUsage;
  return typeof current === 'number' ? current : null;
}

/** What adding one member of a role costs (the billing feature's wording, shared with the fleet add-member form). */
export { seatCostText };

function SeatHint({ orgId, role }: { orgId: number; role: OrgRole }) {
  const billing = useQuery(inviteBillingQuery(orgId));
  const seat = seatFromPricing(billing.data?.pricing, billing.data?.usage, role);
  const current = seatHolders(billing.data, role);
  const roleName = MSG.roles[role] ?? role;
  const cost = seatCostText(seat, roleName);
  if (current === null && cost === null) return null;
  return (
    <p className="muted" role="status">
      {current !== null
        ? fill(current === 1 ? MSG.seatUsageOne : MSG.seatUsage, { count: current, role: roleName })
        : null}{' '}
      {cost}
    </p>
  );
}

/** The server's answer for a member that already belongs, shown as the spec's message. */
const serverText = (error: unknown): string | null =>
  isApiError(error) && typeof error.body === 'string' ? error.body : null;

export function InviteDialog({ orgId, context, isOpen, onOpenChange, onInvited }: InviteDialogProps) {
  const create = useCreateOrgInvite(orgId);
  return (
    <Dialog title={MSG.inviteTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Form
        schema={inviteSchema(context)}
        defaultValues={{ invitee: '', roleName: 'member', message: '' }}
        mode="onChange"
        aria-label={MSG.inviteTitle}
        onSubmit={async (values, form) => {
          try {
            await create.mutateAsync(values);
          } catch (error) {
            if (serverText(error) === MSG.alreadyMember) {
              form.setError('invitee', { type: 'server', message: MSG.alreadyMember });
              return;
            }
            throw error;
          }
          onInvited(values.invitee);
          onOpenChange(false);
        }}
      >
        {(form) => <InviteFields orgId={orgId} context={context} form={form} onCancel={() => onOpenChange(false)} />}
      </Form>
    </Dialog>
  );
}

type InviteSchema = ReturnType<typeof inviteSchema>;
type InviteForm = UseFormReturn<z.input<InviteSchema>, unknown, z.output<InviteSchema>>;

function InviteFields({
  orgId,
  context,
  form,
  onCancel,
}: {
  orgId: number;
  context: InviteContext;
  form: InviteForm;
  onCancel: () => void;
}) {
  const invitee = useWatch({ control: form.control, name: 'invitee' }) ?? '';
  const role = useWatch({ control: form.control, name: 'roleName' }) ?? 'member';
  const hasError =
    invitee.trim() === '' || inviteeError(invitee, context) !== null || Boolean(form.formState.errors.invitee);
  return (
    <>
      <FormField name="invitee" label={MSG.inviteeLabel} type="email" autoFocus autoComplete="off" />
      <Select
        label={MSG.roleLabel}
        options={ORG_ROLES.map((r) => ({ id: r, label: MSG.roles[r] ?? r }))}
        selectedKey={role}
        onSelectionChange={(k) => form.setValue('roleName', ORG_ROLES.find((r) => r === k) ?? 'member')}
      />
      <FormField name="message" label={MSG.messageLabel} optional />
      <SeatHint orgId={orgId} role={role} />
      <div className="dialog-actions">
        <Button onClick={onCancel}>{MSG.cancel}</Button>
        <FormSubmit disabled={hasError}>{MSG.sendInvite}</FormSubmit>
      </div>
    </>
  );
}
