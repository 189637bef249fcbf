/**
 * The invoices card (spec 03 §2, §3, §4): the latest 6 invoices with a View all button when there
 * are more, each with its state icon (past due shows the due date as yyyy-MM-dd HH:mm) and a PDF
 * download; drafts are not downloadable; a failed download shows "error retrieving invoice".
 */
import { saveBlob } from '../../../lib/download.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountIsActive, downloadInvoice, invoicesQuery } from '../../../api/billing/account.ts';
import { type BillingAccount, type Invoice } from '../../../api/billing/plan.ts';
import { Button, Card, FormAlert, Skeleton, Table, column, toast } from '../../../components/ui/index.ts';
import {
  INVOICE_CARD_ROWS,
  formatDateTime,
  formatDueDate,
  invoiceIcon,
  type InvoiceIcon,
} from '../domain/billing-rules.ts';
import { MSG, fill } from '../messages.ts';
import { trackBilling } from '../events.ts';
import { formatMoney } from '../../../lib/format.ts';

const ICON_GLYPH: Record<InvoiceIcon, string> = { success: '✓', pending: '…', warning: '!', error: '✕', generic: '•' };

function InvoiceState({ invoice }: { invoice: Invoice }) {
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
  const columns = [
    column<Invoice>('number', MSG.invoiceNumber, (inv) => inv.invoice_number),
    column<Invoice>('date', MSG.invoiceDate, (inv) => formatDateTime(inv.created_at)),
    column<Invoice>('status', MSG.invoiceStatus, (inv) => <InvoiceState invoice={inv} />),
    column<Invoice>('total', MSG.invoiceTotal, (inv) => formatMoney(inv.total_in_cents)),
    column<Invoice>('download', <span className="visually-hidden">{MSG.download}</span>, (inv) => (
      <Button
        aria-label={fill(MSG.downloadInvoice, { number: inv.invoice_number })}
        title={inv.state === 'draft' ? MSG.draftNotDownloadable : undefined}
        disabled={inv.state === 'draft' || busy === inv.invoice_number}
        pending={busy === inv.invoice_number}
        onClick={() => void download(inv)}
      >
        {/* On a phone the button reads PDF, so the Total column keeps its room; its name stays whole. */}
        <span className="invoice-download-long">{MSG.download}</span>
        <span className="invoice-download-short">{MSG.downloadShort}</span>
      </Button>
    )),
  ];
  return (
    <Card
      className="billing-wide"
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
        <Table
          className="invoices-table"
          label={MSG.invoices}
          data={shown}
          columns={columns}
          getRowId={(inv) => inv.uuid}
        />
      )}
    </Card>
  );
}
