// @vitest-environment jsdom
/**
 * The billing page's team-member pricing on the mock core (spec 03 §6 "Seat price: base_price times
 * (1 minus discount) divided by 100; prepaid quantity counts only within its date window"): the seat
 * table prices seats as the usage read charges them. acme (seed) has 5 developer seats prepaid inside
 * their window with 2 developers, so the next developer costs nothing until the prepaid seats are
 * used up; its 2 prepaid operator seats expired, so operators are charged at the discounted price.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { client, ok, read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

async function acmeId(): Promise<number> {
  const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
  return org!.id;
}

/** The seat table's row of a role: price | prepaid | free | cost of adding 1. */
async function seatRow(role: string): Promise<string> {
  const table = await screen.findByRole('table', { name: 'Team member pricing' }, { timeout: 15_000 });
  const row = within(table).getByRole('row', { name: new RegExp(`^${role}\\b`) });
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
    .join(' | ');
}

/** What the usage read charges for a role's seats now (cents per month). */
async function usageOf(orgId: number, role: string) {
  const usage = await ok(client.GET('/billing/v1/account/{orgId}/usage', { params: { path: { orgId } } }));
  return usage[`member:${role}`]!;
}

/** Makes `count` acme members who hold no paid seat developers of an acme fleet (each takes a developer seat). */
async function addDevelopers(orgId: number, count: number): Promise<void> {
  const memberships = await read('organization_membership', {
    $select: ['id', 'effective_seat_role'],
    $filter: { is_member_of__organization: orgId, effective_seat_role: 'member' },
    $expand: { user: { $select: ['username'] } },
    $orderby: { id: 'asc' },
  });
  const [fleet] = await read('application', { $select: ['id'], $filter: { organization: orgId }, $top: 1 });
  const [role] = await read('application_membership_role', { $select: ['id'], $filter: { name: 'developer' } });
  for (const m of memberships.slice(0, count))
    await ok(
      client.POST('/v7/user_application_membership', {
        body: {
          username: m.user[0]!.username,
          is_member_of__application: fleet!.id,
          application_membership_role: role!.id,
        },
      }),
    );
}

describe('team-member pricing follows what the usage read charges', () => {
  it('the next developer is free while prepaid seats are left and costs $49.00 once they are used up; expired prepaid operator seats do not count', async () => {
    await signIn('owner');
    const orgId = await acmeId();
    expect((await usageOf(orgId, 'developer')).currentUsage).toBe(2);
    const first = renderPage(`/orgs/${orgId}/billing`);
    // price | prepaid | free | cost of adding 1
    expect(await seatRow('Developer')).toBe('$49.00 | 5 | 3 | $0.00 / month');
    expect(await seatRow('Operator')).toBe('$23.20 | 0 | 0 | $23.20 / month');
    first.unmount();

    await addDevelopers(orgId, 3);
    const developers = await usageOf(orgId, 'developer');
    expect([developers.currentUsage, developers.overage, developers.charges]).toEqual([5, 0, 0]);
    renderPage(`/orgs/${orgId}/billing`);
    expect(await seatRow('Developer')).toBe('$49.00 | 5 | 0 | $49.00 / month');

    // One more developer: the usage read now charges exactly what the table said adding one costs.
    await addDevelopers(orgId, 1);
    expect((await usageOf(orgId, 'developer')).charges).toBe(4900);
  });
});
