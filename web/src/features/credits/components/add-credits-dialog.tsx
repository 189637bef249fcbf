/**
 * The add-credits dialog (spec 03 §2, §4 "Credit purchase wizard", "Payment result", §5): step 0
 * quantity, step 1 confirm (Back only here), step 2 success with "purchase more credits" (quantity
 * back to 1, step 0). Next and Pay are disabled for 0, empty, or while a request runs; a total of
 * 100,000,000 cents or more turns the action into contact sales (new tab). A bundle answered with
 * payment_status failed shows its error_message (or "Failed to purchase credits") and closes.
 */
import { useState } from 'react';
import { usePurchaseCredits } from '../../../api/credits.ts';
import { Button, Dialog, TextField, toast } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { errorText } from '../../../lib/errors.ts';
import { trackBilling } from '../../billing/index.ts';
import { clampDigits, needsSalesContact } from '../domain/credit-rules.ts';
import { MSG, fill } from '../messages.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';

export interface AddCreditsDialogProps {
  orgId: number;
  featureId: number;
  unitCents: number;
  isOpen: boolean;
  initialQuantity?: number;
  onClose: () => void;
}

export function AddCreditsDialog({
  orgId,
  featureId,
  unitCents,
  isOpen,
  initialQuantity = 1,
  onClose,
}: AddCreditsDialogProps) {
  const purchase = usePurchaseCredits(orgId);
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const [bought, setBought] = useState(0);
  const qty = quantity === '' ? 0 : Number(quantity);
  const total = qty * unitCents;
  const sales = needsSalesContact(total);
  const blocked = qty === 0 || purchase.isPending;

  const close = () => {
    setStep(0);
    setQuantity('1');
    onClose();
  };

  const pay = async () => {
    try {
      const bundle = await purchase.mutateAsync({ featureId, quantity: qty });
      if ('payment_status' in bundle && bundle.payment_status === 'failed') {
        toast.show({ kind: 'danger', text: bundle.error_message || MSG.failed });
        close();
        return;
      }
      setBought(qty);
      setStep(2);
      trackBilling('creditsPurchased', { organization: orgId, quantity: qty });
    } catch (e) {
      toast.show({ kind: 'danger', text: errorText(e) ?? MSG.failed });
      close();
    }
  };

  const salesButton = (
    <Button variant="primary" onClick={() => window.open(config.externalUrls.sales, '_blank', 'noopener')}>
      {MSG.contactSales}
    </Button>
  );

  const actions =
    step === 0 ? (
      <>
        <Button onClick={close}>{MSG.cancel}</Button>
        {sales ? (
          salesButton
        ) : (
          <Button variant="primary" disabled={blocked} onClick={() => setStep(1)}>
            {MSG.next}
          </Button>
        )}
      </>
    ) : step === 1 ? (
      <>
        <Button onClick={() => setStep(0)} disabled={purchase.isPending}>
          {MSG.back}
        </Button>
        {sales ? (
          salesButton
        ) : (
          <Button variant="primary" disabled={blocked} pending={purchase.isPending} onClick={() => void pay()}>
            {MSG.pay}
          </Button>
        )}
      </>
    ) : (
      <>
        <Button onClick={close}>{MSG.close}</Button>
        <Button
          variant="primary"
          onClick={() => {
            setQuantity('1');
            setStep(0);
          }}
        >
          {MSG.purchaseMore}
        </Button>
      </>
    );

  return (
    <Dialog title={MSG.dialogTitle} isOpen={isOpen} onOpenChange={(open) => !open && close()} actions={actions}>
      <ol className="wizard-steps" aria-label={MSG.dialogTitle}>
        {[MSG.stepQuantity, MSG.stepConfirm, MSG.stepSuccess].map((label, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <>
          <TextField
            label={MSG.credits}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(clampDigits(e.currentTarget.value))}
          />
          <p>
            {MSG.unitPrice}: {formatMoney(unitCents)} · {MSG.total}: <strong>{formatMoney(total)}</strong>
          </p>
        </>
      ) : step === 1 ? (
        <p>{fill(MSG.confirmText, { count: formatCount(qty), total: formatMoney(total) })}</p>
      ) : (
        <p role="status">{fill(MSG.success, { count: formatCount(bought) })}</p>
      )}
    </Dialog>
  );
}
