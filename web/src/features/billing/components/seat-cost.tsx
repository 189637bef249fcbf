/**
 * Seat cost on the billing page (spec 03 §6): what a team member costs per role and what adding
 * members costs, from the pricing read and the usage; and the additional device price (spec 03 §9).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pricingQuery, usageQuery } from '../../../api/billing/account.ts';
import { Card, FormAlert, Skeleton, Table, TextField, column } from '../../../components/ui/index.ts';
import {
  LIMITED_ROLES,
  MIN_MEMBER_COUNT,
  SAFE_ROLES_ADDON,
  addMembersCost,
  memberCount,
  memberInput,
  seatFromPricing,
  type SeatCost,
} from '../domain/billing-rules.ts';
import { FLEET_ROLES } from '../../../lib/authz.ts';
import { MSG, ROLE_TITLES, fill } from '../messages.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { errorText } from '../../../lib/errors.ts';
import { perPeriod } from './plan-summary-usage.tsx';

/** A seat role as the seat table shows it: the role and what adding a member of it costs. */
export interface Seat extends SeatCost {
  role: string;
}

/**
 * Team-member pricing by role in the spec's order (spec 03 §6), priced from the pricing read and the
 * usage, the two reads the server bills by: the seat price per member per month after the
 * subscription's add-on discount, the prepaid seats inside their date window, the seats still free
 * (included and prepaid seats the members in the usage do not take), and the cost of adding the
 * chosen number of members (at least 1) per month, where only members beyond the free seats are
 * paid; and the additional device price (spec 03 §9).
 */
export function PricingCards({ orgId }: { orgId: number }) {
  const pricing = useQuery(pricingQuery(orgId));
  const usage = useQuery(usageQuery(orgId));
  const [members, setMembers] = useState(String(MIN_MEMBER_COUNT));
  const count = memberCount(members);
  const addOns = pricing.data?.addOns ?? [];
  const safeRoles = addOns.some((a) => a.code === SAFE_ROLES_ADDON);
  const unitOf = (code: string) => addOns.find((a) => a.code === code)?.unitCostCents ?? null;
  const device = pricing.data ? unitOf('device:microservices') : null;
  const legacyDevice = pricing.data ? (unitOf('device:legacy-v2') ?? unitOf('device:legacy-v1')) : null;
  const seats: Seat[] = FLEET_ROLES.filter((r) => r !== 'member').flatMap((role) => {
    const seat = seatFromPricing(pricing.data, usage.data, role);
    return seat ? [{ role, ...seat }] : [];
  });
  const pricingFailed = pricing.isError ? (
    <FormAlert text={fill(MSG.pricingError, { error: errorText(pricing.error) ?? MSG.pricingUnavailable })} />
  ) : null;
  const seatColumns = [
    column<Seat>(
      'role',
      MSG.role,
      ({ role }) => (
        <>
          {ROLE_TITLES[role]}
          {LIMITED_ROLES.has(role) && !safeRoles ? <span className="muted"> ({MSG.safeRolesAddon})</span> : null}
        </>
      ),
      { rowHeader: true },
    ),
    column<Seat>('price', MSG.pricePerMonth, ({ unlimited, price }) =>
      unlimited ? MSG.unlimited : price === null ? '—' : formatMoney(price),
    ),
    column<Seat>('prepaid', MSG.prepaidSeats, ({ prepaid }) => formatCount(prepaid)),
    column<Seat>('free', MSG.freeSeats, ({ unlimited, free }) =>
      unlimited ? MSG.unlimited : free === null ? '—' : formatCount(free),
    ),
    column<Seat>('cost', fill(MSG.addMembersCost, { count }), ({ unlimited, price, free }) =>
      unlimited
        ? MSG.unlimited
        : price === null || free === null
          ? '—'
          : perPeriod(addMembersCost(count, price, free), false),
    ),
  ];
  return (
    <>
      <Card title={MSG.seatPrices}>
        {pricing.isPending ? (
          <Skeleton />
        ) : pricing.isError ? (
          pricingFailed
        ) : (
          <>
            <TextField
              label={MSG.membersToAdd}
              inputMode="numeric"
              value={members}
              onChange={(e) => setMembers(memberInput(e.currentTarget.value))}
              onBlur={() => setMembers(String(count))}
            />
            <Table label={MSG.seatPrices} data={seats} columns={seatColumns} getRowId={(r) => r.role} />
          </>
        )}
      </Card>
      <Card title={MSG.devicePrices}>
        {pricingFailed}
        <p>
          {MSG.devicePrice}: <strong>{device === null ? '—' : formatMoney(device)}</strong>
        </p>
        {legacyDevice === null ? null : (
          <p>
            {MSG.legacyDevicePrice}: <strong>{formatMoney(legacyDevice)}</strong>
          </p>
        )}
      </Card>
    </>
  );
}
