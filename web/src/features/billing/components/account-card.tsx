/**
 * Billing account card and the company and billing information dialog (spec 03 §2 "billing
 * account", §5): e-mail, company, address, phone and tax id (type from the shared tax id table,
 * value checked live against the type's pattern).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, useUpdateAccount } from '../../../api/billing/account.ts';
import { type BillingAccount } from '../../../api/billing/plan.ts';
import {
  Button,
  Card,
  Dialog,
  FormAlert,
  Select,
  Skeleton,
  TextField,
  fieldProps,
  toast,
  useZodForm,
} from '../../../components/ui/index.ts';
import { TAX_ID_TYPES } from '../../../../../shared/tax-id.ts';
import { MSG, TAX_ID_LABELS } from '../messages.ts';
import { trackBilling } from '../events.ts';
import { accountFormSchema, type AccountFormValues } from '../schemas/account-form.schema.ts';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** A tax id type's label: the named ones, else the country's name and the id's abbreviation (ar_cuit → Argentina CUIT). */
function taxIdLabel(type: string): string {
  const known = TAX_ID_LABELS[type];
  if (known) return known;
  const [country = '', ...rest] = type.split('_');
  let region = country.toUpperCase();
  try {
    region = regions.of(region) ?? region;
  } catch {
    /* not a region code: keep the letters */
  }
  return `${region} ${rest.join(' ').toUpperCase()}`.trim();
}

const TAX_OPTIONS = [
  { id: '', label: MSG.taxIdNone },
  ...TAX_ID_TYPES.map((type) => ({ id: type, label: taxIdLabel(type) })),
];

function defaultsOf(account: BillingAccount | null): AccountFormValues {
  const a = account?.address ?? {};
  return {
    email: account?.email ?? '',
    company_name: account?.company_name ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    country: a.country ?? '',
    phone: a.phone ?? '',
    taxType: account?.tax_id?.type ?? '',
    taxValue: account?.tax_id?.value ?? '',
  };
}

export function AccountCard({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const account = useQuery(accountQuery(orgId));
  const [editing, setEditing] = useState(false);
  const a = account.data;
  return (
    <Card
      title={MSG.billingAccount}
      actions={canManage && a ? <Button onClick={() => setEditing(true)}>{MSG.editAccount}</Button> : null}
    >
      {account.isPending ? (
        <Skeleton />
      ) : account.isError ? (
        <FormAlert error={account.error} />
      ) : !a ? (
        <p className="muted">{MSG.noAccount}</p>
      ) : (
        <dl className="billing-facts">
          <dt>{MSG.email}</dt>
          <dd>{a.email ?? '—'}</dd>
          <dt>{MSG.companyName}</dt>
          <dd>{a.company_name || '—'}</dd>
          <dt>{MSG.address1}</dt>
          <dd>
            {[
              a.address?.address1,
              a.address?.address2,
              a.address?.zip,
              a.address?.city,
              a.address?.state,
              a.address?.country,
            ]
              .filter(Boolean)
              .join(', ') || '—'}
          </dd>
          <dt>{MSG.phone}</dt>
          <dd>{a.address?.phone || '—'}</dd>
          <dt>{MSG.taxIdValue}</dt>
          <dd>{a.tax_id ? `${taxIdLabel(a.tax_id.type)}: ${a.tax_id.value}` : MSG.noTaxId}</dd>
        </dl>
      )}
      {editing && a ? <AccountDialog orgId={orgId} account={a} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

export function AccountDialog({
  orgId,
  account,
  onClose,
}: {
  orgId: number;
  account: BillingAccount | null;
  onClose: () => void;
}) {
  const update = useUpdateAccount(orgId);
  const form = useZodForm(accountFormSchema, defaultsOf(account), 'onChange');
  const taxType = form.watch('taxType');
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.show({ kind: 'success', text: MSG.billingUpdated });
      trackBilling('billingInfoUpdated', { organization: orgId });
      onClose();
    } catch {
      /* shown by the alert below */
    }
  });
  return (
    <Dialog
      title={MSG.editAccount}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onClick={onClose}>{MSG.cancel}</Button>
          <Button variant="primary" type="submit" form="billing-account-form" pending={update.isPending}>
            {MSG.save}
          </Button>
        </>
      }
    >
      <form id="billing-account-form" className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={MSG.email} type="email" {...fieldProps(form, 'email')} />
        <TextField label={MSG.companyName} optional {...fieldProps(form, 'company_name')} />
        <TextField label={MSG.address1} optional {...fieldProps(form, 'address1')} />
        <TextField label={MSG.address2} optional {...fieldProps(form, 'address2')} />
        <TextField label={MSG.city} optional {...fieldProps(form, 'city')} />
        <TextField label={MSG.state} optional {...fieldProps(form, 'state')} />
        <TextField label={MSG.zip} optional {...fieldProps(form, 'zip')} />
        <TextField label={MSG.country} optional {...fieldProps(form, 'country')} />
        <TextField label={MSG.phone} optional type="tel" {...fieldProps(form, 'phone')} />
        <Select
          label={MSG.taxIdType}
          options={TAX_OPTIONS}
          selectedKey={taxType}
          onSelectionChange={(key) => form.setValue('taxType', key, { shouldValidate: true })}
        />
        <TextField label={MSG.taxIdValue} optional {...fieldProps(form, 'taxValue')} />
        <FormAlert error={update.error} />
      </form>
    </Dialog>
  );
}
