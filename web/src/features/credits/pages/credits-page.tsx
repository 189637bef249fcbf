/**
 * /orgs/{orgId}/credits (spec 03 §2): summary (balance, add credits), purchase history (only when
 * bundles exist, 5 per page), runway calculator, notification settings (only when bundles exist).
 * Needs billing access (spec 03 §6); buying needs a pilot-v2, production-v2 or enterprise-v2 plan and
 * a payment method, explained by the add button's tooltip.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  accountIsActive,
  accountQuery,
  billingInfoQuery,
  billingModelQuery,
  planQuery,
  pricingQuery,
} from '../../../api/billing/account.ts';
import { plansQuery } from '../../../api/billing/catalogue.ts';
import { errorText } from '../../../lib/errors.ts';
import {
  activeDeviceCountQuery,
  creditBundlesQuery,
  creditFeatureQuery,
  creditNotificationQuery,
  useSaveCreditNotification,
  type CreditBundleRow,
} from '../../../api/credits.ts';
import {
  Button,
  Card,
  Checkbox,
  FormAlert,
  PageHeader,
  Skeleton,
  Spinner,
  Table,
  TextField,
  Tooltip,
  column,
  toast,
} from '../../../components/ui/index.ts';
import { BillingGate, formatDay, formatDateTime, hasPaymentMethod, trackBilling } from '../../billing/index.ts';
import { AddCreditsDialog } from '../components/add-credits-dialog.tsx';
import {
  CREDIT_PLAN_CODES,
  DEFAULT_ESTIMATED_DEVICES,
  DEFAULT_MONTHS,
  HISTORY_PAGE_SIZE,
  MAX_CREDITS,
  MAX_MONTHS,
  balanceOf,
  clampDigits,
  creditsNeeded,
  creditsOffered,
  defaultThreshold,
} from '../domain/credit-rules.ts';
import { MSG, fill } from '../messages.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';

export function CreditsPage() {
  return (
    <BillingGate messages={MSG} redirectWhenFrozen>
      {(org) => <CreditsContent orgId={org.id} orgName={org.name} />}
    </BillingGate>
  );
}

function CreditsContent({ orgId, orgName }: { orgId: number; orgName: string }) {
  const plan = useQuery(planQuery(orgId));
  const plans = useQuery(plansQuery());
  const account = useQuery(accountQuery(orgId));
  const info = useQuery(billingInfoQuery(orgId, account.data));
  const feature = useQuery(creditFeatureQuery());
  const bundles = useQuery(creditBundlesQuery(orgId));
  const devices = useQuery(activeDeviceCountQuery(orgId));
  const pricing = useQuery(pricingQuery(orgId));
  const model = useQuery(billingModelQuery(orgId));
  const [buying, setBuying] = useState<number | null>(null);

  if (bundles.isPending || plan.isPending) return <Spinner label={MSG.loading} />;
  if (bundles.isError) return <FormAlert text={MSG.loadFailed} />;
  const rows = bundles.data;
  const balance = balanceOf(rows);
  const planRow = plans.data?.find((p) => p.billing_code === plan.data?.code);
  // The credit price comes from the pricing read; when it fails, the buy buttons say why in their
  // tooltip instead of pricing with a guess (spec 03 §8 "A pricing error from the pricing calculator
  // appears as a tooltip on the action button").
  const unitCents = pricing.data?.credits?.unitCostCents ?? null;
  const included =
    planRow?.plan_feature.find((f) => f.provides__feature.some((x) => x.slug === 'device:any'))?.quantity ?? 0;
  // The billing model says whether the organization may buy credits; the plan codes stand in until it is read.
  const eligiblePlan = model.data ? model.data.creditsAvailable : CREDIT_PLAN_CODES.has(plan.data?.code ?? '');
  const hasPayment = accountIsActive(account.data) && hasPaymentMethod(info.data);
  const pricingError = pricing.isError
    ? fill(MSG.pricingError, { error: errorText(pricing.error) ?? MSG.pricingUnavailable })
    : null;
  const reason = !eligiblePlan ? MSG.onlyPlans : !hasPayment ? MSG.needPayment : pricingError;
  const canBuy = reason === null && feature.data != null && unitCents !== null;
  const open = (quantity: number) => setBuying(quantity);

  const addButton = (
    <Button variant="primary" disabled={!canBuy} onClick={() => open(1)}>
      {MSG.addCredits}
    </Button>
  );
  return (
    <div className="credits-page">
      <PageHeader title={MSG.title} description={orgName} />
      <div className="billing-grid">
        <Card
          title={MSG.summary}
          actions={
            reason ? (
              <Tooltip content={reason} wrapDisabled>
                {addButton}
              </Tooltip>
            ) : (
              addButton
            )
          }
        >
          <p>
            {MSG.balance}:{' '}
            <strong data-testid="credit-balance">{fill(MSG.balanceValue, { count: formatCount(balance) })}</strong>
          </p>
          <p className="muted">{MSG.explain}</p>
          {reason ? <p className="muted">{reason}</p> : null}
          <p className="muted">{fill(MSG.billingCodes, { codes: [...CREDIT_PLAN_CODES].join(', ') })}</p>
        </Card>
        {rows.length > 0 ? <HistoryCard rows={rows} /> : null}
        <RunwayCard
          currentDevices={devices.data ?? 0}
          included={included}
          balance={balance}
          canBuy={canBuy}
          reason={reason}
          onAdd={open}
        />
        {rows.length > 0 && feature.data != null ? (
          <NotificationCard orgId={orgId} featureId={feature.data} deviceCount={devices.data ?? 0} />
        ) : null}
      </div>
      {buying !== null && feature.data != null && unitCents !== null ? (
        <AddCreditsDialog
          orgId={orgId}
          featureId={feature.data}
          unitCents={unitCents}
          isOpen
          initialQuantity={buying}
          onClose={() => setBuying(null)}
        />
      ) : null}
    </div>
  );
}

const HISTORY_COLUMNS = [
  column<CreditBundleRow>('date', MSG.date, (b) => formatDateTime(b.created_at)),
  column<CreditBundleRow>('quantity', MSG.quantity, (b) => formatCount(b.original_quantity)),
  column<CreditBundleRow>('status', MSG.status, (b) => b.payment_status),
  column<CreditBundleRow>('cost', MSG.cost, (b) => formatMoney(b.total_cost)),
  column<CreditBundleRow>('remaining', MSG.remaining, (b) => formatCount(b.total_balance)),
  column<CreditBundleRow>('createdBy', MSG.createdBy, (b) => b.is_created_by__user[0]?.username ?? '—'),
  column<CreditBundleRow>('expires', MSG.expires, (b) => (b.expires_on__date ? formatDay(b.expires_on__date) : '—')),
];

function HistoryCard({ rows }: { rows: CreditBundleRow[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / HISTORY_PAGE_SIZE));
  const shown = rows.slice(page * HISTORY_PAGE_SIZE, (page + 1) * HISTORY_PAGE_SIZE);
  return (
    <Card title={MSG.history}>
      <Table label={MSG.history} data={shown} columns={HISTORY_COLUMNS} getRowId={(b) => String(b.id)} />
      {pages > 1 ? (
        <nav className="pager" aria-label={MSG.history}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {MSG.previous}
          </Button>
          <span>{fill(MSG.pageOf, { page: page + 1, pages })}</span>
          <Button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {MSG.next}
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}

export function RunwayCard({
  currentDevices,
  included,
  balance,
  canBuy,
  reason,
  onAdd,
}: {
  currentDevices: number;
  included: number;
  balance: number;
  canBuy: boolean;
  reason: string | null;
  onAdd: (quantity: number) => void;
}) {
  const [estimated, setEstimated] = useState(String(DEFAULT_ESTIMATED_DEVICES));
  const [months, setMonths] = useState(String(DEFAULT_MONTHS));
  const needed = creditsNeeded({
    currentDevices,
    estimatedDevices: Number(estimated || 0),
    includedDevices: included,
    months: Number(months || 0),
    balance,
  });
  // The button never offers more than one purchase may hold (spec 03 §9 credit quantity cap).
  const offered = creditsOffered(needed);
  const tooltip = needed === 0 ? MSG.noCreditsNeeded : reason;
  const button = (
    <Button disabled={needed === 0 || !canBuy} onClick={() => onAdd(offered)}>
      {fill(MSG.addNeeded, { count: formatCount(offered) })}
    </Button>
  );
  return (
    <Card title={MSG.runway}>
      <p>
        {MSG.currentDevices}: {formatCount(currentDevices)} · {MSG.includedDevices}: {formatCount(included)}
      </p>
      <TextField
        label={MSG.estimatedDevices}
        inputMode="numeric"
        value={estimated}
        onChange={(e) => setEstimated(clampDigits(e.currentTarget.value))}
      />
      <TextField
        label={MSG.months}
        inputMode="numeric"
        value={months}
        onChange={(e) => setMonths(clampDigits(e.currentTarget.value, MAX_MONTHS))}
      />
      <p>
        {MSG.needed}: <strong data-testid="credits-needed">{formatCount(needed)}</strong>
      </p>
      {offered < needed ? <p className="muted">{fill(MSG.purchaseCap, { max: formatCount(MAX_CREDITS) })}</p> : null}
      {tooltip ? (
        <Tooltip content={tooltip} wrapDisabled>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Card>
  );
}

export function NotificationCard({
  orgId,
  featureId,
  deviceCount,
}: {
  orgId: number;
  featureId: number;
  deviceCount: number;
}) {
  const stored = useQuery(creditNotificationQuery(orgId));
  const save = useSaveCreditNotification(orgId);
  const [draft, setDraft] = useState<string | null>(null);
  // The switch follows the click at once; the stored row catches up when the write has refreshed it.
  const [enabling, setEnabling] = useState<boolean | null>(null);
  if (stored.isPending)
    return (
      <Card title={MSG.notifications}>
        <Skeleton />
      </Card>
    );
  if (stored.isError)
    return (
      <Card title={MSG.notifications}>
        <FormAlert error={stored.error} />
      </Card>
    );
  const row = stored.data;
  const current = row ? String(row.is_sent_when_below__threshold) : String(defaultThreshold(deviceCount));
  const value = draft ?? current;
  const run = async (change: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      await save.mutateAsync(change);
      setDraft(null);
      toast.show({ kind: 'success', text: MSG.notificationSaved });
      trackBilling('creditNotificationChanged', { organization: orgId, change: change.kind });
    } catch {
      /* shown by the alert */
    } finally {
      setEnabling(null);
    }
  };
  const enabled = enabling ?? !!row;
  return (
    <Card title={MSG.notifications}>
      <Checkbox
        checked={enabled}
        disabled={save.isPending}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setEnabling(on);
          void run(
            on ? { kind: 'create', featureId, threshold: Number(value || 0) } : { kind: 'delete', id: row?.id ?? 0 },
          );
        }}
      >
        {MSG.notifyEnabled}
      </Checkbox>
      {row && enabled ? (
        <div className="inline-form">
          <TextField
            label={MSG.threshold}
            inputMode="numeric"
            value={value}
            onChange={(e) => setDraft(clampDigits(e.currentTarget.value))}
          />
          <Button
            variant="primary"
            disabled={value === current || value === '' || save.isPending}
            pending={save.isPending}
            onClick={() => void run({ kind: 'update', id: row.id, threshold: Number(value) })}
          >
            {MSG.apply}
          </Button>
        </div>
      ) : null}
      <FormAlert error={save.error} />
    </Card>
  );
}
