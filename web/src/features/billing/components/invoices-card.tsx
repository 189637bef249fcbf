/**
 * The invoices card (spec 03 §2, §3, §4): the latest 6 invoices with a View all button when there
 * are more, each with its state icon (past due shows the due date as yyyy-MM-dd HH:mm) and a PDF
 * download; drafts are not downloadable; a failed download shows "error retrieving invoice".
 */
import { saveBlob } from '../../../lib/download.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  accountIsActive,
  downloadInvoice,
  invoicesQuery,
  type BillingAccount,
  type Invoice,
} from '../../../api/billing.ts';
import { Button, Card, FormAlert, Skeleton, toast } from '../../../components/ui/index.ts';
import {
  INVOICE_CARD_ROWS,
  dollars,
  formatDateTime,
  formatDueDate,
  invoiceIcon,
  type InvoiceIcon,
} from '../domain/billing-rules.ts';
import { MSG, fill } from '../messages.ts';
import { trackBilling } from '../events.ts';

const ICON_GLYPH: Record<InvoiceIcon, string> = { success: '✓', pending: '…', warning: '!', error: '✕', generic: '•' };

export function InvoiceState({ invoice }: { invoice: Invoice }) {
  const icon = invoiceIcon(invoice.state);
  return (
    <span className={`invoice-state invoice-state-${icon}`}>
      <span aria-hidden="true">{ICON_GLYPH[icon]}</span> {invoice.state}
      {invoice.state === 'past_due' && invoice.due_on
        ? ` (${fill(MSG.dueOn, { date: formatDueDate(invoice.due_on) })})`
        : null}
    </span>
  );
}

export function InvoicesCard({ orgId, account }: { orgId: number; account: BillingAccount | null | undefined }) {
  const invoices = useQuery(invoicesQuery(orgId, account));
  const active = accountIsActive(account);
  const [all, setAll] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = (active ? invoices.data : undefined) ?? [];
  const shown = all ? rows : rows.slice(0, INVOICE_CARD_ROWS);
  const download = async (inv: Invoice) => {
    setBusy(inv.invoice_number);
    try {
      const blob = await downloadInvoice(orgId, inv.invoice_number);
      saveBlob(`invoice-${inv.invoice_number}.pdf`, new Blob([blob], { type: 'application/pdf' }));
      trackBilling('invoiceDownloaded', { organization: orgId });
    } catch {
      toast.show({ kind: 'danger', text: MSG.invoiceError });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card
      title={MSG.invoices}
      actions={
        rows.length > INVOICE_CARD_ROWS ? (
          <Button onClick={() => setAll(!all)}>{all ? MSG.showFewer : MSG.viewAll}</Button>
        ) : null
      }
    >
      {account && !active ? (
        <p className="muted">{MSG.accountInactive}</p>
      ) : account === undefined || (active && invoices.isPending) ? (
        <Skeleton />
      ) : invoices.isError ? (
        <FormAlert text={MSG.invoicesLoadFailed} />
      ) : rows.length === 0 ? (
        <p className="muted">{MSG.noInvoices}</p>
      ) : (
        <table className="simple-table">
          <thead>
            <tr>
              <th scope="col">{MSG.invoiceNumber}</th>
              <th scope="col">{MSG.invoiceDate}</th>
              <th scope="col">{MSG.invoiceStatus}</th>
              <th scope="col">{MSG.invoiceTotal}</th>
              <th scope="col">
                <span className="visually-hidden">{MSG.download}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((inv) => (
              <tr key={inv.uuid}>
                <td>{inv.invoice_number}</td>
                <td>{formatDateTime(inv.created_at)}</td>
                <td>
                  <InvoiceState invoice={inv} />
                </td>
                <td>{dollars(inv.total_in_cents)}</td>
                <td>
                  <Button
                    aria-label={fill(MSG.downloadInvoice, { number: inv.invoice_number })}
                    title={inv.state === 'draft' ? MSG.draftNotDownloadable : undefined}
                    disabled={inv.state === 'draft' || busy === inv.invoice_number}
                    pending={busy === inv.invoice_number}
                    onClick={() => void download(inv)}
                  >
                    {MSG.download}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
