/**
 * Plan summary, add-ons, next bill and dynamic usage (spec 03 §2, §3, §9) from the billing plan, the
 * usage endpoint and the plan rows with their add-ons. The seat and device prices are in seat-cost.tsx.
 */
import { useQuery } from '@tanstack/react-query';
import { accountQuery, usageQuery } from '../../../api/billing/account.ts';
import { plansQuery } from '../../../api/billing/catalogue.ts';
import { type BillingPlan } from '../../../api/billing/plan.ts';
import { Banner, Card, FormAlert, Skeleton, Table, column } from '../../../components/ui/index.ts';
import { formatDay, tierOf } from '../domain/billing-rules.ts';
import { TierIcon } from './tier-icon.tsx';
import { MSG, ROLE_TITLES, fill } from '../messages.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';

export const cycleOfPlan = (plan: BillingPlan): 'monthly' | 'annual' =>
  plan.intervalUnit === 'year' ? 'annual' : 'monthly';

/**
 * An amount with the period it covers: "{price} / year" on an annual plan, "{price} / month" otherwise.
 * The plan's bill covers one period of its cycle; add-on seats are billed monthly on every plan.
 */
export const perPeriod = (cents: number, annual: boolean): string =>
  fill(annual ? MSG.perYear : MSG.perMonth, { price: formatMoney(cents) });

export function PlanSummaryCard({ orgId, plan }: { orgId: number; plan: BillingPlan }) {
  const account = useQuery(accountQuery(orgId));
  const accountCredit = account.data?.credit_balance_in_cents;
  const tier = tierOf(plan.code);
  const charges = plan.billing.charges;
  const addOns = plan.addonPlan?.billing.charges ?? [];
  const total = plan.billing.totalCostCents;
  const annual = cycleOfPlan(plan) === 'annual';
  return (
    <Card title={MSG.planSummary} className="billing-wide">
      <dl className="billing-facts">
        <dt>{MSG.currentPlan}</dt>
        <dd>
          <TierIcon tier={tier} /> <strong data-testid="current-plan">{plan.title}</strong>
        </dd>
        <dt>{MSG.cycle}</dt>
        <dd data-testid="current-cycle">{cycleOfPlan(plan) === 'annual' ? MSG.annual : MSG.monthly}</dd>
        {plan.currentPeriodEndDate ? (
          <>
            <dt>{MSG.periodEnds}</dt>
            <dd>{formatDay(plan.currentPeriodEndDate)}</dd>
          </>
        ) : null}
        <dt>{MSG.support}</dt>
        <dd>{plan.support.title}</dd>
        {accountCredit !== undefined ? (
          <>
            <dt>{MSG.accountCredit}</dt>
            <dd data-testid="account-credit">{formatMoney(accountCredit)}</dd>
          </>
        ) : null}
      </dl>
      <h3>{MSG.addOns}</h3>
      {addOns.length === 0 ? (
        <p className="muted">{MSG.noAddOns}</p>
      ) : (
        <>
          <ChargeTable label={MSG.addOns} charges={addOns} />
          <p>
            {MSG.addOnsTotal}:{' '}
            <strong data-testid="add-ons-total">{perPeriod(plan.addonPlan?.billing.totalCostCents ?? 0, false)}</strong>
            {plan.addonPlan?.currentPeriodEndDate ? (
              <span className="muted">
                {' '}
                ({MSG.addOnsPeriodEnds}: {formatDay(plan.addonPlan.currentPeriodEndDate)})
              </span>
            ) : null}
          </p>
        </>
      )}
      <h3>{MSG.nextBill}</h3>
      <ChargeTable label={MSG.nextBill} charges={charges} />
      <p>
        {MSG.nextBillTotal}: <strong data-testid="next-bill-total">{perPeriod(total, annual)}</strong>
      </p>
    </Card>
  );
}

type Charge = BillingPlan['billing']['charges'][number];

const CHARGE_COLUMNS = [
  column<Charge>('item', MSG.item, (c) => c.name),
  column<Charge>('quantity', MSG.quantity, (c) => formatCount(c.quantity)),
  column<Charge>('unitPrice', MSG.unitPrice, (c) => formatMoney(c.unitCostCents)),
  column<Charge>('amount', MSG.amount, (c) => formatMoney(c.unitCostCents * c.quantity)),
];

function ChargeTable({ label, charges }: { label: string; charges: readonly Charge[] }) {
  return <Table label={label} data={charges} columns={CHARGE_COLUMNS} getRowId={(c) => `${c.itemType}-${c.code}`} />;
}

/**
 * Device item codes in the order the usage lists them, with their labels: devices of multicontainer
 * fleets, then legacy devices apart (spec 03 §3 "keyed by item codes such as device:legacy-v1,
 * device:legacy-v2"); other device codes are shown by their code.
 */
const DEVICE_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['device:microservices', MSG.devices],
  ['device:legacy-v2', MSG.legacyV2Devices],
  ['device:legacy-v1', MSG.legacyV1Devices],
];

/** The label of a usage item code: a seat role title, a device kind, or the code itself. */
function usageItemLabel(code: string): string {
  if (code.startsWith('member:')) return ROLE_TITLES[code.slice('member:'.length)] ?? code;
  return DEVICE_LABELS.find(([c]) => c === code)?.[1] ?? code;
}

/** Seats first, then devices in DEVICE_LABELS order, then any other codes as they came. */
const usageRank = (code: string): number => {
  if (code.startsWith('member:')) return 0;
  const device = DEVICE_LABELS.findIndex(([c]) => c === code);
  return device >= 0 ? 1 + device : 1 + DEVICE_LABELS.length;
};

/** The item code credits are sold for (spec 03 §3 "The credit feature slug is device:microservices"). */
const CREDIT_ITEM_CODE = 'device:microservices';

/** Devices currently in use across the device item codes of the usage. */
const provisionedDevices = (usage: Readonly<Record<string, { currentUsage: number }>>): number =>
  Object.entries(usage).reduce((sum, [code, u]) => (code.startsWith('device:') ? sum + u.currentUsage : sum), 0);

/** Months of device use one credit-covered device takes in a period: 12 on an annual plan (spec 03 §9). */
export const DEVICE_MONTHS_PER_YEAR = 12;

/**
 * Dynamic usage by item code; on a paid plan with more provisioned devices than it includes, the
 * warning that additional devices are charged (spec 03 §8 "Warnings"). Seat charges are per month;
 * device charges cover the plan's period (a year on an annual plan), each labelled with its period.
 * Credits used are device-months (spec 03 §9: a credit covers one device for one month), so on an
 * annual plan N credits pay for N ÷ 12 devices' year, which the card spells out.
 */
export function UsageCard({ orgId, planCode, annual = false }: { orgId: number; planCode?: string; annual?: boolean }) {
  const usage = useQuery(usageQuery(orgId));
  const plans = useQuery(plansQuery());
  const entries = Object.entries(usage.data ?? {}).sort(([a], [b]) => usageRank(a) - usageRank(b));
  const planRow = plans.data?.find((p) => p.billing_code === planCode);
  const included = planRow?.plan_feature.find((f) =>
    f.provides__feature.some((x) => x.slug === 'device:any'),
  )?.quantity;
  const overIncluded =
    !!planRow &&
    tierOf(planCode) !== 'free' &&
    included !== undefined &&
    !!usage.data &&
    provisionedDevices(usage.data) > included;
  type UsageEntry = (typeof entries)[number];
  const usageColumns = [
    column<UsageEntry>('item', MSG.usageItem, ([code]) => usageItemLabel(code), { rowHeader: true }),
    column<UsageEntry>('current', MSG.currentUsage, ([, u]) => formatCount(u.currentUsage)),
    column<UsageEntry>('peak', MSG.peakUsage, ([, u]) => formatCount(u.peakUsage)),
    column<UsageEntry>('overage', MSG.overage, ([, u]) => formatCount(u.overage ?? 0)),
    column<UsageEntry>('charges', MSG.charges, ([code, u]) =>
      perPeriod(u.charges ?? 0, annual && code.startsWith('device:')),
    ),
    column<UsageEntry>('credits', MSG.creditsUsed, ([, u]) => formatCount(u.creditConsumption ?? 0)),
  ];
  const creditMonths = usage.data?.[CREDIT_ITEM_CODE]?.creditConsumption ?? 0;
  return (
    <Card title={MSG.usage}>
      {overIncluded ? <Banner kind="warning">{MSG.moreDevicesThanPlan}</Banner> : null}
      {usage.isPending ? (
        <Skeleton />
      ) : usage.isError ? (
        <FormAlert text={MSG.usageLoadFailed} />
      ) : (
        <>
          <Table label={MSG.usage} data={entries} columns={usageColumns} getRowId={([code]) => code} />
          {annual && creditMonths > 0 ? (
            <p className="muted" data-testid="credits-cover">
              {fill(MSG.creditsCover, {
                credits: formatCount(creditMonths),
                devices: formatCount(creditMonths / DEVICE_MONTHS_PER_YEAR),
              })}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
