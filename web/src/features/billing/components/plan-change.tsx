/**
 * Available plans (anchor billing-plans) and the plan change confirmation (spec 03 §4 "Plan change
 * rules"): monthly or annual cycle; each plan with its support tier (support_feature → support_tier,
 * Community by default, spec 03 §1, §3); each self-serve plan's button is current plan, upgrade,
 * downgrade, switch cycle or contact sales; cancel proposes the free tier monthly (blocked into
 * contact sales by frozen or too many devices). Without a payment method a paid plan opens the
 * payment form first and is proposed afterwards. The confirmation asks downgrade feedback
 * (planChangeReason); with a bank-type method its button reads Next and opens the bank-debit
 * authorization terms dialog, whose Pay now needs the terms accepted. Before confirming, the dialog
 * shows the new plan's price and what is due now, prorated as the server bills it
 * (shared/plan-proration.ts). Plan, invoices and usage are refreshed after the change.
 */
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQuery, billingInfoQuery, freeAllowanceQuery, useChangePlan } from '../../../api/billing/account.ts';
import {
  freePlanQuery,
  plansQuery,
  subscriptionQuery,
  supportTiersQuery,
  type PlanRow,
} from '../../../api/billing/catalogue.ts';
import { type BillingPlan } from '../../../api/billing/plan.ts';
import { Button, Card, Checkbox, Dialog, FormAlert, Select, Skeleton, toast } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { errorText } from '../../../lib/errors.ts';
import {
  FREE_TIER,
  formatDay,
  confirmLabel,
  freeDowngradeBlocked,
  isBankType,
  isDowngrade,
  planAction,
  selfServePlans,
  supportTierOfPlan,
  tierOf,
  type Cycle,
  type PlanAction,
} from '../domain/billing-rules.ts';
import { TierIcon } from './tier-icon.tsx';
import { MSG, fill } from '../messages.ts';
import { trackBilling } from '../events.ts';
import { cycleOfPlan, perPeriod } from './plan-summary-usage.tsx';
import { periodPriceCents, periodStart, prorateChange, type Proration } from '../../../../../shared/plan-proration.ts';
import { paymentTypeOf } from './payment-card.tsx';
import { formatMoney } from '../../../lib/format.ts';

export interface Proposal {
  plan: PlanRow;
  cycle: Cycle;
}

const ACTION_LABEL: Record<PlanAction, string> = {
  current: MSG.isCurrent,
  upgrade: MSG.upgrade,
  downgrade: MSG.downgrade,
  cycle: MSG.changeCycle,
  contactSales: MSG.contactSales,
};

const openSales = () => window.open(config.externalUrls.sales, '_blank', 'noopener');

export function PlansCard({
  orgId,
  plan,
  now,
  onPropose,
}: {
  orgId: number;
  plan: BillingPlan;
  now: number;
  onPropose: (proposal: Proposal) => void;
}) {
  const plans = useQuery(plansQuery());
  const supportTiers = useQuery(supportTiersQuery());
  const allowance = useQuery(freeAllowanceQuery(orgId));
  const [cycle, setCycle] = useState<Cycle>(cycleOfPlan(plan));
  const rows = plans.data ?? [];
  const selfServe = selfServePlans(rows, now);
  const selfServeCodes = new Set(selfServe.map((p) => p.billing_code ?? ''));
  const currentRow = rows.find((p) => p.billing_code === plan.code);
  const current = { code: plan.code, cycle: cycleOfPlan(plan), monthlyPrice: currentRow?.monthly_price ?? 0 };
  // The cancel button's free plan is read by its billing code (spec 03 §7 "GET plan by billing_code free").
  const free = useQuery(freePlanQuery()).data ?? undefined;
  const freeAction = free ? planAction(current, free, 'monthly', { selfServeCodes, allowance: allowance.data }) : null;
  return (
    <section id="billing-plans">
      <Card
        title={MSG.plans}
        actions={
          tierOf(plan.code) !== FREE_TIER && free ? (
            <Button
              variant={freeAction === 'contactSales' ? 'secondary' : 'danger'}
              onClick={() =>
                freeAction === 'contactSales' ? openSales() : onPropose({ plan: free, cycle: 'monthly' })
              }
              title={freeAction === 'contactSales' ? MSG.freeBlocked : undefined}
            >
              {freeAction === 'contactSales' ? MSG.contactSales : MSG.cancelPlan}
            </Button>
          ) : null
        }
      >
        {freeDowngradeBlocked(allowance.data) && tierOf(plan.code) !== FREE_TIER ? (
          <p className="muted">{MSG.freeBlocked}</p>
        ) : null}
        <Select
          label={MSG.cycleLabel}
          options={[
            { id: 'monthly', label: MSG.monthly },
            { id: 'annual', label: MSG.annual },
          ]}
          selectedKey={cycle}
          onSelectionChange={(key) => setCycle(key === 'annual' ? 'annual' : 'monthly')}
        />
        {plans.isPending ? (
          <Skeleton />
        ) : plans.isError ? (
          <FormAlert text={MSG.planLoadFailed} />
        ) : (
          <ul className="plan-grid">
            {[...selfServe, ...rows.filter((p) => !p.can_self_serve && !p.is_legacy)].map((p) => {
              const action = planAction(current, p, cycle, { selfServeCodes, allowance: allowance.data });
              const perMonth = cycle === 'annual' ? p.annual_price / 12 : p.monthly_price;
              const support = supportTierOfPlan(p, supportTiers.data);
              return (
                <li key={p.id} className="plan-tile" aria-label={p.title}>
                  <h3>
                    <TierIcon tier={tierOf(p.billing_code)} /> {p.title}
                  </h3>
                  <p>{fill(MSG.perMonth, { price: formatMoney(perMonth) })}</p>
                  {cycle === 'annual' ? (
                    <p className="muted">{fill(MSG.billedAnnually, { price: formatMoney(p.annual_price) })}</p>
                  ) : null}
                  <p data-testid="plan-support">
                    {fill(support.sla ? MSG.supportTierSla : MSG.supportTier, {
                      tier: support.title,
                      sla: support.sla ?? '',
                    })}
                  </p>
                  <Button
                    variant={action === 'upgrade' ? 'primary' : 'secondary'}
                    disabled={action === 'current'}
                    aria-label={`${ACTION_LABEL[action]}: ${p.title}`}
                    onClick={() => (action === 'contactSales' ? openSales() : onPropose({ plan: p, cycle }))}
                  >
                    {ACTION_LABEL[action]}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}

/** Debounce of the plan change action (spec 03 §4, §9). */
const PLAN_CHANGE_DEBOUNCE_MS = 500;
/** Longest reason a plan change takes (the text the billing service stores). */
const REASON_MAX_LENGTH = 5000;

type Quote =
  | { status: 'pending' }
  | { status: 'error' }
  | {
      status: 'ready';
      proration: Proration;
      /** The new plan's price for one period, after the discount. */ periodCents: number;
    };

/**
 * What the proposed change costs now, by the rule the server bills it with (shared/plan-proration.ts):
 * the current period's unused part is credited at the current plan's price after the subscription's
 * discount; the new plan is charged after the same discount (a change keeps the negotiated terms),
 * for the rest of the period on the same cycle or a whole new period on another (or from the free
 * plan); account credit held on the account pays the charge first. Pending until the plans, the
 * subscription and the account have answered, so no figure is shown before it is known.
 */
function usePlanChangeQuote(orgId: number, plan: BillingPlan, proposal: Proposal, now: number): Quote {
  const plans = useQuery(plansQuery());
  const subscription = useQuery(subscriptionQuery(orgId));
  const account = useQuery(accountQuery(orgId));
  if (plans.isPending || subscription.isPending || account.isPending) return { status: 'pending' };
  if (plans.isError || subscription.isError || account.isError) return { status: 'error' };
  const currentRow = plans.data.find((p) => p.billing_code === plan.code);
  const currentAnnual = cycleOfPlan(plan) === 'annual';
  const toAnnual = proposal.cycle === 'annual';
  const free = tierOf(plan.code) === FREE_TIER || !currentRow;
  const discount = subscription.data?.discount_percentage ?? 0;
  const end = plan.currentPeriodEndDate;
  const periodCents = periodPriceCents(proposal.plan, toAnnual, discount);
  const proration = prorateChange({
    fromPeriodCents: free ? 0 : periodPriceCents(currentRow, currentAnnual, discount),
    toPeriodCents: periodCents,
    sameCycle: currentAnnual === toAnnual,
    period: end ? { start: Date.parse(periodStart(end, currentAnnual)), end: Date.parse(end) } : null,
    now,
    accountCreditCents: account.data?.credit_balance_in_cents ?? 0,
  });
  return { status: 'ready', proration, periodCents };
}

/** The new plan's price for its cycle and the amount due now (spec 03 §4 plan change flow). */
function ChangePrice({ plan, proposal, quote }: { plan: BillingPlan; proposal: Proposal; quote: Quote }) {
  if (quote.status === 'pending')
    return (
      <div className="plan-change-price" data-testid="plan-change-price" aria-busy="true">
        <p className="muted">{MSG.priceLoading}</p>
        <Skeleton />
      </div>
    );
  if (quote.status === 'error') return <FormAlert text={MSG.planLoadFailed} />;
  const p = quote.proration;
  const toAnnual = proposal.cycle === 'annual';
  const end = plan.currentPeriodEndDate;
  const names = {
    plan: proposal.plan.title,
    current: plan.title,
    charge: formatMoney(p.chargeCents),
    credit: formatMoney(p.creditCents),
  };
  return (
    <div className="plan-change-price" data-testid="plan-change-price">
      <p>
        {fill(MSG.newPlanPrice, {
          plan: proposal.plan.title,
          price: perPeriod(quote.periodCents, toAnnual),
        })}
      </p>
      <p>
        <strong data-testid="due-now">{fill(MSG.dueNow, { amount: formatMoney(p.dueNowCents) })}</strong>
      </p>
      <p className="muted">
        {p.creditCents === 0 && p.newPeriod
          ? fill(MSG.prorationFromFree, names)
          : p.newPeriod
            ? fill(MSG.prorationNewPeriod, names)
            : fill(MSG.prorationSamePeriod, { ...names, date: end ? formatDay(end) : '' })}
        {p.accountCreditUsedCents > 0
          ? ` ${fill(MSG.prorationAccountCredit, { amount: formatMoney(p.accountCreditUsedCents) })}`
          : ''}
      </p>
      {p.accountCreditAfterCents > 0 ? (
        <p className="muted">
          {fill(MSG.prorationAccountCreditAfter, { amount: formatMoney(p.accountCreditAfterCents) })}
        </p>
      ) : null}
    </div>
  );
}

export function PlanChangeDialog({
  orgId,
  plan,
  proposal,
  onClose,
  now = Date.now(),
}: {
  orgId: number;
  plan: BillingPlan;
  proposal: Proposal;
  onClose: () => void;
  /** The server's clock (the billing page passes api.serverNow()). */
  now?: number;
}) {
  const plans = useQuery(plansQuery());
  const account = useQuery(accountQuery(orgId));
  const info = useQuery(billingInfoQuery(orgId, account.data));
  const change = useChangePlan(orgId);
  const [reason, setReason] = useState('');
  const [termsShown, setTermsShown] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  const quote = usePlanChangeQuote(orgId, plan, proposal, now);
  const targetIsFree = tierOf(proposal.plan.billing_code) === FREE_TIER;
  const currentRow = plans.data?.find((p) => p.billing_code === plan.code);
  // A downgrade is a plan with a lower annual price than the current plan's (spec 03 §4); the same
  // plan on the other cycle is a cycle change, not a downgrade, whatever the cycle's price.
  const downgrade =
    currentRow !== undefined &&
    currentRow.id !== proposal.plan.id &&
    isDowngrade(currentRow.annual_price, proposal.plan.annual_price);
  // Nothing is confirmed before the price is known, nor while the payment method is still loading.
  const notReady = quote.status !== 'ready' || info.isLoading;
  const paymentType = paymentTypeOf(info.data);
  const label = confirmLabel(targetIsFree, paymentType, termsAccepted);
  const errorAlert = error ? (
    <>
      <FormAlert text={error} />
      <p className="muted">{MSG.planUpdateContactSales}</p>
    </>
  ) : null;

  const confirm = async () => {
    if (!targetIsFree && isBankType(paymentType) && !termsAccepted) {
      setTermsShown(true);
      return;
    }
    const now = Date.now();
    if (now - last.current < PLAN_CHANGE_DEBOUNCE_MS) return;
    last.current = now;
    setError(null);
    try {
      await change.mutateAsync({
        tier: tierOf(proposal.plan.billing_code),
        annual: proposal.cycle === 'annual',
        ...(downgrade && reason.trim() ? { planChangeReason: reason.trim() } : {}),
      });
      toast.show({ kind: 'success', text: MSG.planUpdated });
      trackBilling('planChanged', {
        organization: orgId,
        tier: tierOf(proposal.plan.billing_code),
        cycle: proposal.cycle,
      });
      onClose();
    } catch (e) {
      setError(errorText(e) ?? MSG.planUpdateFailed);
    }
  };

  const cycleName = (c: Cycle) => (c === 'annual' ? MSG.annual : MSG.monthly);
  if (termsShown) {
    // The bank-debit authorization terms dialog (spec 03 §2 dialogs, §4): the plan changes only once they are accepted.
    return (
      <Dialog
        title={MSG.bankTermsTitle}
        isOpen
        onOpenChange={(open) => !open && onClose()}
        actions={
          <>
            <Button onClick={() => setTermsShown(false)} disabled={change.isPending}>
              {MSG.back}
            </Button>
            <Button
              variant="primary"
              onClick={() => void confirm()}
              pending={change.isPending}
              disabled={change.isPending || !termsAccepted}
            >
              {MSG.payNow}
            </Button>
          </>
        }
      >
        <p>{MSG.bankTerms}</p>
        <Checkbox checked={termsAccepted} onChange={(e) => setTermsAccepted(e.currentTarget.checked)}>
          {MSG.bankTermsAccept}
        </Checkbox>
        {errorAlert}
      </Dialog>
    );
  }
  return (
    <Dialog
      title={fill(MSG.changeTitle, { plan: proposal.plan.title })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onClick={onClose}>{MSG.cancel}</Button>
          <Button
            variant="primary"
            onClick={() => void confirm()}
            pending={change.isPending}
            disabled={change.isPending || notReady}
          >
            {label === 'next' ? MSG.next : label === 'payNow' ? MSG.payNow : MSG.confirm}
          </Button>
        </>
      }
    >
      <p>
        {fill(MSG.changeSummary, {
          from: plan.title,
          fromCycle: cycleName(cycleOfPlan(plan)),
          to: proposal.plan.title,
          toCycle: cycleName(proposal.cycle),
        })}
      </p>
      <ChangePrice plan={plan} proposal={proposal} quote={quote} />
      {downgrade ? (
        <label className="field">
          <span className="field-label">{MSG.reasonLabel}</span>
          <textarea
            className="input"
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </label>
      ) : null}
      {errorAlert}
    </Dialog>
  );
}
