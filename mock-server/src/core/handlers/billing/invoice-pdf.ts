/**
 * A small generated invoice PDF (GET …/invoices/:number/download; api-ground-truth §4 "a file
 * blob"). pdf-lib is browser-safe, so the MSW adapter serves the same bytes. Dates are fixed to the
 * invoice's own so the same world gives byte-identical files. pdf-lib is loaded on the first
 * download: it is the largest library of the core, and in the browser demo a static import put it in
 * the dashboard's pdf chunk, which then ran before the modules it needs.
 */
import type { BillingAccount, Invoice } from '../../store/private.ts';
import { formatMoneyIn } from '../../../../../shared/number-format.ts';

/** A4 in PDF points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LINE = 18;

/** Cents (as the API's decimal string) as money, by the dashboard's own rule: `$1,068.00`. */
const money = (cents: string, currency: string): string => formatMoneyIn(cents, 'en-US', currency);

/** Renders one invoice to PDF bytes. */
export async function invoicePdf(
  invoice: Invoice,
  account: BillingAccount | undefined,
  orgName: string,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const created = new Date(invoice.created_at);
  doc.setTitle(`Invoice ${invoice.invoice_number}`);
  doc.setProducer('fleetmock');
  doc.setCreator('fleetmock');
  doc.setCreationDate(created);
  doc.setModificationDate(created);
  const page = doc.addPage(PAGE);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = PAGE[1] - MARGIN;
  const line = (text: string, opts: { bold?: boolean; size?: number } = {}): void => {
    page.drawText(text, {
      x: MARGIN,
      y,
      size: opts.size ?? 11,
      font: opts.bold ? bold : font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= LINE * ((opts.size ?? 11) / 11);
  };
  line(`Invoice ${invoice.invoice_number}`, { bold: true, size: 20 });
  line('fleetmock (demo data, not a real invoice)');
  y -= LINE;
  line(`Billed to: ${account?.company_name || orgName}`, { bold: true });
  if (account?.email) line(account.email);
  const a = account?.address;
  if (a?.address1) line([a.address1, a.address2].filter(Boolean).join(', '));
  if (a?.city) line([a.zip, a.city, a.state, a.country].filter(Boolean).join(' '));
  if (account?.tax_id) line(`Tax id: ${account.tax_id.value}`);
  y -= LINE;
  line(`Invoice date: ${invoice.created_at.slice(0, 10)}`);
  line(`Due on: ${invoice.due_on ? invoice.due_on.slice(0, 10) : '-'}`);
  line(`State: ${invoice.state}`);
  y -= LINE;
  // The lines that make up the total (a plan change: the new plan, the unused time refunded, the
  // account credit applied).
  for (const l of invoice.lines ?? []) line(`${l.description}: ${money(l.amount_in_cents, invoice.currency)}`);
  if (invoice.lines?.length) y -= LINE / 2;
  line(`Subtotal: ${money(invoice.subtotal_in_cents, invoice.currency)}`);
  line(`Total: ${money(invoice.total_in_cents, invoice.currency)}`, { bold: true, size: 14 });
  return doc.save({ useObjectStreams: false });
}
