/**
 * The payment method card (anchor payment-method, spec 03 §2, §3, §4): the card brand and last four
 * digits or the bank account, add or change through the payment method dialog, and removal on the
 * free tier only.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountIsActive, billingInfoQuery, useRemovePaymentMethod } from '../../../api/billing/account.ts';
import { type BillingAccount, type BillingInfo } from '../../../api/billing/plan.ts';
import { Button, Card, ConfirmDialog, FormAlert, Skeleton, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { isBankType } from '../domain/billing-rules.ts';
import { MSG, fill } from '../messages.ts';
import { trackBilling } from '../events.ts';

/** Card brands the page recognizes (spec 03 §2). */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  'american express': 'American Express',
  amex: 'American Express',
  discover: 'Discover',
};

/** The payment-method type of the billing info (card, bank or wallet), null when none is on file. */
export const paymentTypeOf = (info: BillingInfo | null | undefined): string | null =>
  info && 'type' in info && info.type ? info.type : null;

export const hasPaymentMethod = (info: BillingInfo | null | undefined): boolean => paymentTypeOf(info) !== null;

function describePaymentMethod(info: BillingInfo): string {
  const last4 = 'last_four' in info ? (info.last_four ?? '') : '';
  if (isBankType(paymentTypeOf(info))) return fill(MSG.bankEnding, { last4 });
  const cardType = 'card_type' in info ? (info.card_type ?? '') : '';
  const brand = BRANDS[cardType.toLowerCase()] ?? cardType;
  const expiry =
    'month' in info && info.month && info.year
      ? ` (${fill(MSG.cardExpires, { month: String(info.month).padStart(2, '0'), year: info.year })})`
      : '';
  return `${fill(MSG.cardEnding, { brand, last4 })}${expiry}`;
}

export function PaymentCard({
  orgId,
  account,
  isFree,
  onAdd,
}: {
  orgId: number;
  account: BillingAccount | null | undefined;
  isFree: boolean;
  onAdd: () => void;
}) {
  const info = useQuery(billingInfoQuery(orgId, account));
  const active = accountIsActive(account);
  const remove = useRemovePaymentMethod(orgId);
  const [confirming, setConfirming] = useState(false);
  const has = active && hasPaymentMethod(info.data);
  return (
    <section id="payment-method">
      <Card
        title={MSG.paymentMethod}
        actions={
          <>
            <Button onClick={onAdd}>{has ? MSG.changePaymentMethod : MSG.addPaymentMethod}</Button>
            {has && isFree ? (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {MSG.removePaymentMethod}
              </Button>
            ) : null}
          </>
        }
      >
        {account && !active ? (
          <p className="muted">{MSG.accountInactive}</p>
        ) : account === undefined || (active && info.isPending) ? (
          <Skeleton />
        ) : info.isError ? (
          <FormAlert text={MSG.infoLoadFailed} />
        ) : info.data && has ? (
          <p data-testid="payment-method">{describePaymentMethod(info.data)}</p>
        ) : (
          <p className="muted">{MSG.noPaymentMethod}</p>
        )}
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={MSG.removePaymentMethod}
        confirmLabel={MSG.removePaymentMethod}
        danger
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            toast.show({ kind: 'success', text: MSG.paymentRemoved });
            trackBilling('paymentMethodRemoved', { organization: orgId });
          } catch (e) {
            toast.show({ kind: 'danger', text: errorText(e) ?? MSG.requestError });
          }
        }}
      >
        {MSG.removeConfirm}
      </ConfirmDialog>
    </section>
  );
}
