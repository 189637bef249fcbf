/**
 * /orgs/{orgId}/billing (spec 03 §2): plan summary with add-ons and next bill, dynamic usage,
 * billing account, payment method, invoices, available plans, team-member and device pricing.
 * Needs organization.access_billing (administrators, spec 03 §6); others see the lacking-access
 * message. Query parameters: plan and cycle preselect a plan change (self-serve plans and valid
 * cycles only); setup_intent with then-propose-plan-tier / -cycle resumes a payment setup after a
 * redirect return and then proposes the plan.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import {
  accountIsActive,
  accountQuery,
  billingInfoQuery,
  planQuery,
  useAttachPaymentMethod,
} from '../../../api/billing/account.ts';
import { plansQuery } from '../../../api/billing/catalogue.ts';
import { EmptyState, FormAlert, PageHeader, Spinner, toast } from '../../../components/ui/index.ts';
import { AccountCard } from '../components/account-card.tsx';
import { InvoicesCard } from '../components/invoices-card.tsx';
import { PaymentCard, hasPaymentMethod } from '../components/payment-card.tsx';
import { cycleOfPlan, PlanSummaryCard, UsageCard } from '../components/plan-summary-usage.tsx';
import { PricingCards } from '../components/seat-cost.tsx';
import { PlanChangeDialog, PlansCard, type Proposal } from '../components/plan-change.tsx';
import { FREE_TIER, selfServePlans, tierOf, type Cycle } from '../domain/billing-rules.ts';
import { PaymentMethodDialog, SET_AS_COMPANY_KEY } from '../payment/payment-method-dialog.tsx';
import { MSG } from '../messages.ts';
import { trackBilling } from '../events.ts';
import { BillingGate } from '../components/billing-gate.tsx';
import '../billing.css';
import { errorText } from '../../../lib/errors.ts';

const isCycle = (v: string | null): v is Cycle => v === 'monthly' || v === 'annual';

export function BillingPage() {
  return <BillingGate messages={MSG}>{(org) => <BillingContent orgId={org.id} orgName={org.name} />}</BillingGate>;
}

function BillingContent({ orgId, orgName }: { orgId: number; orgName: string }) {
  const plan = useQuery(planQuery(orgId));
  const account = useQuery(accountQuery(orgId));
  const info = useQuery(billingInfoQuery(orgId, account.data));
  const plans = useQuery(plansQuery());
  const attach = useAttachPaymentMethod(orgId);
  const [search, setSearch] = useSearchParams();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [pendingProposal, setPendingProposal] = useState<Proposal | null>(null);
  const handled = useRef(false);
  const now = api.serverNow();
  const { hash } = useLocation();
  const scrolledTo = useRef<string | null>(null);

  // The page's anchors (spec 03 §2: payment-method, billing-plans) exist once the plan has loaded; a
  // link to one scrolls there when the plan list it holds has answered too, once per hash.
  useEffect(() => {
    if (!hash || scrolledTo.current === hash || !plan.data || plans.isPending) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolledTo.current = hash;
    target.scrollIntoView({ block: 'start' });
  }, [hash, plan.data, plans.isPending]);

  // Preselection (plan, cycle) and the redirect return of a payment setup (setup_intent), once.
  // A payment method decides between the confirmation and the payment form: the preselection waits
  // until the account and, for an active account, its payment details have answered.
  const paymentKnown = account.isFetched && (!accountIsActive(account.data) || info.isFetched);
  useEffect(() => {
    if (handled.current || !plans.data || !plan.data || !paymentKnown) return;
    handled.current = true;
    const selfServe = selfServePlans(plans.data, now);
    const find = (tier: string | null) =>
      tier ? selfServe.find((p) => p.billing_code === tier || tierOf(p.billing_code) === tier) : undefined;
    const setupIntent = search.get('setup_intent') ?? search.get('setup-intent');
    if (setupIntent) {
      let setAsCompanyAddress = true;
      try {
        setAsCompanyAddress = localStorage.getItem(SET_AS_COMPANY_KEY) !== 'false';
      } catch {
        /* storage blocked: default */
      }
      const tier = search.get('then-propose-plan-tier');
      const cycle = search.get('then-propose-plan-cycle');
      attach.mutate(
        { token_id: setupIntent, token_type: 'setup_intent', setAsCompanyAddress },
        {
          onSuccess: () => {
            toast.show({ kind: 'success', text: MSG.billingUpdated });
            trackBilling('paymentMethodAdded', { organization: orgId });
            const target = find(tier);
            if (target && isCycle(cycle)) setProposal({ plan: target, cycle });
          },
          // Spec 03 §8 "Billing info update failure: shows the error"; the generic text only without one.
          onError: (error) => toast.show({ kind: 'danger', text: errorText(error) ?? MSG.requestError }),
        },
      );
      setSearch({}, { replace: true });
      return;
    }
    const target = find(search.get('plan'));
    const cycle = search.get('cycle');
    // A link to the plan and cycle already in force proposes nothing (no "Pilot → Pilot" change).
    const isCurrent = target?.billing_code === plan.data.code && cycle === cycleOfPlan(plan.data);
    if (target && isCycle(cycle) && !isCurrent) propose({ plan: target, cycle });
    // Runs once, when plans, plan and payment details are known (`handled`); the values it reads are
    // those of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plans.data, plan.data, paymentKnown]);

  /** A proposed change opens the confirmation once a payment method exists, else the payment form first (spec 03 §4). */
  function propose(p: Proposal) {
    const isFree = tierOf(p.plan.billing_code) === FREE_TIER;
    if (isFree || (accountIsActive(account.data) && hasPaymentMethod(info.data))) {
      setProposal(p);
      return;
    }
    setPendingProposal(p);
    setPaymentOpen(true);
  }

  return (
    <div className="billing-page">
      <PageHeader title={MSG.title} description={orgName} />
      {plan.isPending ? (
        <Spinner label={MSG.loading} />
      ) : plan.isError ? (
        <FormAlert text={MSG.planLoadFailed} />
      ) : !plan.data ? (
        <EmptyState title={MSG.noAccount} />
      ) : (
        <div className="billing-grid">
          <PlanSummaryCard orgId={orgId} plan={plan.data} />
          <UsageCard orgId={orgId} planCode={plan.data.code} annual={cycleOfPlan(plan.data) === 'annual'} />
          <AccountCard orgId={orgId} canManage />
          <PaymentCard
            orgId={orgId}
            account={account.data}
            isFree={tierOf(plan.data.code) === FREE_TIER}
            onAdd={() => setPaymentOpen(true)}
          />
          <InvoicesCard orgId={orgId} account={account.data} />
          <PlansCard orgId={orgId} plan={plan.data} now={now} onPropose={propose} />
          <PricingCards orgId={orgId} />
          {proposal ? (
            <PlanChangeDialog
              orgId={orgId}
              plan={plan.data}
              proposal={proposal}
              now={now}
              onClose={() => setProposal(null)}
            />
          ) : null}
        </div>
      )}
      <PaymentMethodDialog
        orgId={orgId}
        isOpen={paymentOpen}
        thenPropose={
          pendingProposal ? { tier: tierOf(pendingProposal.plan.billing_code), cycle: pendingProposal.cycle } : null
        }
        onClose={() => {
          setPaymentOpen(false);
          setPendingProposal(null);
        }}
        onAttached={() => {
          if (pendingProposal) setProposal(pendingProposal);
          setPendingProposal(null);
        }}
      />
    </div>
  );
}
