/**
 * The payment method dialog (spec 03 §2, §4 "Payment method dialog"): a captcha first, then a setup
 * intent, then the provider's payment and address elements (@stripe/react-stripe-js Elements). Save
 * confirms the setup intent without a redirect when the method allows it and attaches the resulting
 * payment method (PATCH info with the token and the captcha). The return URL carries the plan to
 * propose afterwards (setup-intent, then-propose-plan-tier, then-propose-plan-cycle).
 */
import { useEffect, useState } from 'react';
import { AddressElement, Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { createSetupIntent, useAttachPaymentMethod } from '../../../api/billing/account.ts';
import { Button, Checkbox, Dialog, FormAlert, Spinner, Tooltip, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { MSG } from '../messages.ts';
import { trackBilling } from '../events.ts';
import { loadPaymentProvider } from './stripe-loader.ts';
import type { Cycle } from '../domain/billing-rules.ts';

/** The captcha stand-in's response; the mock accepts any non-empty value but `fleetmock-captcha-fail`. */
const CAPTCHA_RESPONSE = 'fleetmock-captcha';
/** Where the set-as-company-address flag is kept across a redirect return (spec 03 §4). */
export const SET_AS_COMPANY_KEY = 'fleetmock:billing:set-as-company-address';

export interface PaymentMethodDialogProps {
  orgId: number;
  isOpen: boolean;
  onClose: () => void;
  /** Called after the payment method is attached (e.g. to propose a plan next). */
  onAttached?: () => void;
  /** The plan to propose after a redirect return. */
  thenPropose?: { tier: string; cycle: Cycle } | null;
}

export function PaymentMethodDialog({ orgId, isOpen, onClose, onAttached, thenPropose }: PaymentMethodDialogProps) {
  const [captcha, setCaptcha] = useState(false);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [intent, setIntent] = useState<{ id: string; clientSecret: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!isOpen) {
      setCaptcha(false);
      setIntent(null);
      setError(null);
      return;
    }
    const loading = loadPaymentProvider();
    loading.catch(() => toast.show({ kind: 'danger', text: MSG.stripeLoadFailed, id: 'stripe-load-failed' }));
    setStripe(loading);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || !captcha || intent) return;
    let live = true;
    createSetupIntent(orgId, CAPTCHA_RESPONSE).then(
      (created) => live && setIntent(created),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [isOpen, captcha, intent, orgId]);

  return (
    <Dialog title={MSG.paymentDialogTitle} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="medium">
      <Checkbox checked={captcha} onChange={(e) => setCaptcha(e.currentTarget.checked)} disabled={captcha}>
        {MSG.captchaLabel}
      </Checkbox>
      <FormAlert error={error} />
      {captcha && intent && stripe ? (
        <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret }}>
          <PaymentForm
            orgId={orgId}
            captcha={captcha}
            onDone={() => {
              onClose();
              onAttached?.();
            }}
            onCancel={onClose}
            thenPropose={thenPropose ?? null}
          />
        </Elements>
      ) : captcha && !error ? (
        <Spinner label={MSG.loading} />
      ) : (
        <div className="dialog-actions">
          <Button onClick={onClose}>{MSG.cancel}</Button>
          <Tooltip content={MSG.captchaRequired} wrapDisabled>
            <Button variant="primary" disabled>
              {MSG.save}
            </Button>
          </Tooltip>
        </div>
      )}
    </Dialog>
  );
}

function PaymentForm({
  orgId,
  captcha,
  onDone,
  onCancel,
  thenPropose,
}: {
  orgId: number;
  captcha: boolean;
  onDone: () => void;
  onCancel: () => void;
  thenPropose: { tier: string; cycle: Cycle } | null;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const attach = useAttachPaymentMethod(orgId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setAsCompany, setSetAsCompany] = useState(true);

  const submit = async () => {
    if (!stripe || !elements) {
      toast.show({ kind: 'danger', text: MSG.notInitialized });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      try {
        localStorage.setItem(SET_AS_COMPANY_KEY, String(setAsCompany));
      } catch {
        /* storage blocked: the flag only matters after a redirect */
      }
      const returnUrl = new URL(window.location.href);
      if (thenPropose) {
        returnUrl.searchParams.set('then-propose-plan-tier', thenPropose.tier);
        returnUrl.searchParams.set('then-propose-plan-cycle', thenPropose.cycle);
      }
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl.toString() },
      });
      if (result.error) {
        setError(result.error.message ?? MSG.requestError);
        return;
      }
      const pm = result.setupIntent.payment_method;
      const token = typeof pm === 'string' ? pm : pm?.id;
      if (!token) {
        setError(MSG.requestError);
        return;
      }
      await attach.mutateAsync({
        token_id: token,
        token_type: 'payment_method',
        'g-recaptcha-response': CAPTCHA_RESPONSE,
        setAsCompanyAddress: setAsCompany,
      });
      toast.show({ kind: 'success', text: MSG.billingUpdated });
      trackBilling('paymentMethodAdded', { organization: orgId });
      onDone();
    } catch (e) {
      setError(errorText(e) ?? MSG.requestError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="payment-form">
      <PaymentElement />
      <AddressElement options={{ mode: 'billing' }} />
      <Checkbox checked={setAsCompany} onChange={(e) => setSetAsCompany(e.currentTarget.checked)}>
        {MSG.setAsCompany}
      </Checkbox>
      {error ? <FormAlert text={error} /> : null}
      <div className="dialog-actions">
        <Button onClick={onCancel}>{MSG.cancel}</Button>
        <Button variant="primary" onClick={() => void submit()} pending={busy} disabled={!captcha || busy || !stripe}>
          {MSG.save}
        </Button>
      </div>
    </div>
  );
}
