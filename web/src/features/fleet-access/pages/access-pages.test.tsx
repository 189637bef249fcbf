// @vitest-environment jsdom
/**
 * Fleet members and teams by role (spec 02 §2 "Fleet members", "Fleet teams", §5 "Invitee", §6
 * "Fleet memberships: administrator reads, creates and updates role, deletes; developer reads and
 * deletes … Team fleet access: administrator creates, updates the role and deletes; developer and
 * safe-developer read"). Reads are seeded into the query cache; writes go to a recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from '../../../components/ui/index.ts';
import { toFleetAccess } from '../../../lib/authz.ts';
import { fleetInvitesQuery, fleetMembersQuery, fleetRoleCatalogQuery } from '../../../api/fleet-access.ts';
import { orgMemberUsersQuery } from '../../../api/user.ts';
import { fleetTeamsQuery, orgTeamsQuery } from '../../../api/teams.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { MembersView, TeamsView } from './access-pages.tsx';
import { type FleetAccessContext } from '../../../api/application/fleet.ts';
import { orgKeys } from '../../../api/organization/keys.ts';
import { at } from '../../../../../tests/present.ts';

const CTX: FleetAccessContext = {
  id: 7,
  name: 'cold-chain',
  fleetClass: 'fleet',
  actorId: 70,
  organization: { id: 2, handle: 'acme' },
  planIsPaid: true,
};
const ROLES = [
  { id: 1, name: 'developer' },
  { id: 2, name: 'safe-developer' },
  { id: 3, name: 'operator' },
  { id: 4, name: 'safe-operator' },
  { id: 5, name: 'observer' },
];

let calls: Array<{ method: string; url: string; body: unknown }>;
/** Request URLs (decoded, containing this text) answered with a 409 and this message. */
let refuse: Array<{ match: string; text: string }>;
beforeEach(() => {
  calls = [];
  refuse = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = await req.text();
    calls.push({ method: req.method, url: decodeURIComponent(req.url), body: text ? JSON.parse(text) : undefined });
    const refused = refuse.find((r) => decodeURIComponent(req.url).includes(r.match));
    if (refused)
      return new Response(JSON.stringify(refused.text), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    return req.method === 'POST'
      ? new Response(JSON.stringify({ id: 99 }), { status: 201, headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * `legacyOwner`: ops-user owns an active Resin OS 1 device in the fleet, which holds up their removal
 * (spec 02 §5 "device update required").
 */
function renderView(
  view: 'members' | 'teams',
  role: FleetRole,
  ctx: FleetAccessContext = CTX,
  {
    legacyOwner = false,
    billing,
    noTeams = false,
    memberTotal,
  }: { legacyOwner?: boolean; billing?: unknown; noTeams?: boolean; memberTotal?: number } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fleetRoleCatalogQuery().queryKey, ROLES);
  // No organization member to pick: the add form is the typed field alone.
  client.setQueryData(orgMemberUsersQuery(2, 7).queryKey, []);
  const members = [
    {
      id: 11,
      user: [
        {
          id: 4,
          username: 'dev-user',
          organization_membership: [{ id: 40, effective_seat_role: 'developer' }],
          owns__saml_account: 1,
          user_profile: [],
          owns__device: [],
        },
      ],
      application_membership_role: [{ id: 1, name: 'developer' }],
    },
    {
      id: 12,
      user: [
        {
          id: 5,
          username: 'ops-user',
          organization_membership: [{ id: 50, effective_seat_role: 'member' }],
          owns__saml_account: 0,
          user_profile: [{ email: 'ops@example.com' }],
          owns__device: legacyOwner ? [{ id: 900, os_version: 'Resin OS 1.26.1' }] : [],
        },
      ],
      application_membership_role: [{ id: 1, name: 'developer' }],
    },
    {
      id: 13,
      user: [
        {
          id: 6,
          username: 'qa-user',
          organization_membership: [],
          owns__saml_account: 0,
          user_profile: [],
          owns__device: [],
        },
      ],
      application_membership_role: [{ id: 5, name: 'observer' }],
    },
  ];
  client.setQueryData(fleetMembersQuery(7, 2).queryKey, { rows: members, total: memberTotal ?? members.length });
  client.setQueryData(fleetInvitesQuery(7).queryKey, {
    rows: [
      {
        id: 21,
        message: null,
        invitee: [{ email: 'new@example.com' }],
        application_membership_role: [{ name: 'observer' }],
      },
    ],
    total: 1,
  });
  const member = (id: number, username: string) => ({ id, user: [{ id: id + 100, username }] });
  const grants = [
    {
      id: 31,
      team: [
        {
          id: 1,
          name: 'Firmware',
          team_membership: [member(301, 'fw-one'), member(302, 'fw-two'), member(303, 'fw-three')],
        },
      ],
      application_membership_role: [{ id: 1, name: 'developer' }],
    },
    {
      id: 32,
      team: [{ id: 3, name: 'Auditors', team_membership: [member(304, 'auditor')] }],
      application_membership_role: [{ id: 5, name: 'observer' }],
    },
  ];
  client.setQueryData(
    fleetTeamsQuery(7).queryKey,
    noTeams ? { rows: [], total: 0 } : { rows: grants, total: grants.length },
  );
  // The organization's teams without access to the fleet (Firmware and Auditors have it).
  client.setQueryData(orgTeamsQuery(2, 7).queryKey, noTeams ? [] : [{ id: 2, name: 'Field Ops' }]);
  if (billing !== undefined) client.setQueryData(orgKeys.billing(2), billing);
  const props = { fleetId: 7, ctx, access: { ...toFleetAccess([role]), isPending: false }, contextError: null };
  const element = view === 'members' ? <MembersView {...props} /> : <TeamsView {...props} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/fleets/7/members'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('members by role', () => {
  it('links each member to their organization membership page, and a member outside the organization to none', () => {
    renderView('members', 'observer');
    expect(screen.getByRole('link', { name: 'dev-user' }).getAttribute('href')).toBe('/orgs/2/members/40/summary');
    expect(screen.getByRole('link', { name: 'ops-user' }).getAttribute('href')).toBe('/orgs/2/members/50/summary');
    expect(screen.queryByRole('link', { name: 'qa-user' })).toBeNull();
    expect(screen.getByText('qa-user')).toBeTruthy();
  });

  it('shows each member’s effective seat role, SAML accounts and the profile e-mail the API answers (spec 02 §3)', () => {
    renderView('members', 'observer');
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    // dev-user: developer role and developer seat; ops-user: developer role, member seat.
    expect(within(row('dev-user')).getAllByText('developer', { selector: 'td' })).toHaveLength(2);
    expect(within(row('ops-user')).getAllByText('developer', { selector: 'td' })).toHaveLength(1);
    expect(within(row('dev-user')).getByText('1')).toBeTruthy();
    expect(within(row('ops-user')).getByText('ops@example.com')).toBeTruthy();
    expect(within(row('qa-user')).getByText('—')).toBeTruthy();
  });

  it('administrator: role and remove controls, the invites, and adding by username or inviting an e-mail', async () => {
    renderView('members', 'administrator');
    expect(screen.getByRole('button', { name: /Role of dev-user/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove dev-user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke invite for new@example.com' })).toBeTruthy();
    expect(screen.queryByText('unauthorized view edit members')).toBeNull();
    const form = screen.getByRole('form', { name: 'Add member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('A username or e-mail is required')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Username or e-mail/), 'ops@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          body: { invitee: 'ops@example.com', is_invited_to__application: 7, application_membership_role: 1 },
        }),
      ),
    );
    await userEvent.type(within(form).getByLabelText(/Username or e-mail/), 'operator');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          body: { username: 'operator', is_member_of__application: 7, application_membership_role: 1 },
        }),
      ),
    );
  });

  it('pages through the members the count reports: the next page is read with $top/$skip', async () => {
    renderView('members', 'observer', CTX, { memberTotal: 120 });
    const pager = screen.getByRole('navigation', { name: 'Member pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'GET' &&
            c.url.includes('/v7/user_application_membership?') &&
            c.url.includes('$top=50') &&
            c.url.includes('$skip=50'),
        ),
      ).toBe(true),
    );
  });

  it('developer: reads and removes members, but cannot add or change roles', () => {
    renderView('members', 'developer');
    expect(screen.getByText('unauthorized view edit members')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Role of dev-user/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove dev-user' })).toBeTruthy();
  });

  it('observer: reads only', () => {
    renderView('members', 'observer');
    expect(screen.getByText('unauthorized view edit members')).toBeTruthy();
    expect(screen.getByRole('row', { name: /dev-user/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove dev-user' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('role choices by plan and class (spec 02 §6 "Roles")', () => {
  const roleOptions = async (view: 'members' | 'teams', ctx: FleetAccessContext) => {
    renderView(view, 'administrator', ctx);
    const form = screen.getByRole('form', { name: view === 'members' ? 'Add member' : 'Add team' });
    await userEvent.click(within(form).getByRole('button', { name: /Role/ }));
    return screen
      .getAllByRole('option')
      .map((o) => `${o.textContent ?? ''}${o.getAttribute('aria-disabled') === 'true' ? ' [disabled]' : ''}`);
  };

  it('free plan: safe-developer, operator and safe-operator are "paid only" and disabled, with an upgrade link', async () => {
    expect(await roleOptions('members', { ...CTX, planIsPaid: false })).toEqual([
      'developer',
      'safe-developer (paid only) [disabled]',
      'operator (paid only) [disabled]',
      'safe-operator (paid only) [disabled]',
      'observer',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: /Upgrade the plan/ }).getAttribute('href')).toBe('/orgs/2/billing');
  });

  it('paid plan: every role is offered, no upgrade link', async () => {
    expect(await roleOptions('teams', CTX)).toEqual([
      'developer',
      'safe-developer',
      'operator',
      'safe-operator',
      'observer',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /Upgrade the plan/ })).toBeNull();
  });

  it('a block offers no operator roles', async () => {
    expect(await roleOptions('members', { ...CTX, fleetClass: 'block' })).toEqual([
      'developer',
      'safe-developer',
      'observer',
    ]);
  });
});

describe('members: batch change-role and batch delete (spec 02 §2, §4 batch rule, §6)', () => {
  const select = async (...names: string[]) => {
    for (const n of names) await userEvent.click(screen.getByRole('checkbox', { name: `Select row ${n}` }));
  };

  it('administrator: changes the role of the selected members, one PATCH each, with the success toast', async () => {
    const show = vi.spyOn(toast, 'show');
    renderView('members', 'administrator');
    expect(screen.queryByRole('region', { name: 'Batch actions' })).toBeNull();
    await select('dev-user', 'ops-user');
    const bar = screen.getByRole('region', { name: 'Batch actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role: 2 selected' });
    expect(within(dialog).getByText('dev-user')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /New role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'observer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'Role changed for 2 selected' }));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.url.replace(/^.*\/v7\//, ''))).toEqual([
      'user_application_membership(11)',
      'user_application_membership(12)',
    ]);
    expect(patches.every((c) => JSON.stringify(c.body) === JSON.stringify({ application_membership_role: 5 }))).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Batch actions' })).toBeNull());
  });

  it('delete asks to type the count; a partial failure warns "Operation failed for N of M selected items" with the first error', async () => {
    const show = vi.spyOn(toast, 'show');
    refuse.push({ match: 'user_application_membership(13)', text: 'Data is referenced by invite.' });
    renderView('members', 'administrator');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Batch actions' })).getByRole('button', { name: 'Delete members' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete members: 3 selected' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete members' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type 3 to confirm'), '3');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        kind: 'warning',
        text: 'Operation failed for 1 of 3 selected items: Data is referenced by invite.',
      }),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(3);
  });

  it('a batch fails entirely only when every item fails: a danger toast with the first error', async () => {
    const show = vi.spyOn(toast, 'show');
    refuse.push({ match: 'user_application_membership(', text: 'Role not found' });
    renderView('members', 'administrator');
    await select('dev-user', 'qa-user');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Batch actions' })).getByRole('button', { name: 'Delete members' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Type 2 to confirm'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete members' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Role not found' }));
  });

  it('developer: may batch delete (user_application_membership.delete) but not change roles', async () => {
    renderView('members', 'developer');
    await select('ops-user');
    const bar = screen.getByRole('region', { name: 'Batch actions' });
    expect(within(bar).getByRole('button', { name: 'Delete members' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Change role' })).toBeNull();
  });
});

describe('member delete waits for a device update (spec 02 §5, §8 errors.device_update_required)', () => {
  const select = async (...names: string[]) => {
    for (const n of names) await userEvent.click(screen.getByRole('checkbox', { name: `Select row ${n}` }));
  };
  const deleteSelected = async (count: number) => {
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Batch actions' })).getByRole('button', { name: 'Delete members' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(`Type ${count} to confirm`), String(count));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete members' }));
  };

  it('the remove button of a member who owns a legacy-OS device is disabled with "device update required"', async () => {
    renderView('members', 'administrator', CTX, { legacyOwner: true });
    const blocked = screen.getByRole('button', { name: 'Remove ops-user' });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    // Keyboard focus on the unavailable button shows its reason.
    const user = userEvent.setup();
    for (let i = 0; i < 40 && document.activeElement !== blocked; i++) await user.tab();
    expect(document.activeElement).toBe(blocked);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'device update required: devices of ops-user in this fleet need OS 2.0.0 or newer',
    );
    await user.click(blocked);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const free = screen.getByRole('button', { name: 'Remove dev-user' }) as HTMLButtonElement;
    expect(free.disabled || free.getAttribute('aria-disabled') === 'true').toBe(false);
  });

  it('a batch delete removes the others and reports the user and the required version', async () => {
    const show = vi.spyOn(toast, 'show');
    renderView('members', 'administrator', CTX, { legacyOwner: true });
    await select('dev-user', 'ops-user');
    await deleteSelected(2);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        kind: 'warning',
        text: 'Operation failed for 1 of 2 selected items: ops-user: device update required (OS 2.0.0 or newer)',
      }),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.replace(/^.*\/v7\//, ''))).toEqual([
      'user_application_membership(11)',
    ]);
  });

  it('a batch of blocked members only sends nothing and fails with the report', async () => {
    const show = vi.spyOn(toast, 'show');
    renderView('members', 'administrator', CTX, { legacyOwner: true });
    await select('ops-user');
    await deleteSelected(1);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        kind: 'danger',
        text: 'ops-user: device update required (OS 2.0.0 or newer)',
      }),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});

describe('adding a member: what a seat of the chosen role costs (spec 03 §6)', () => {
  const addon = (code: string, unitCostCents: number, prepaidQuantity = 0) => ({
    code,
    baseCostCents: unitCostCents,
    discountPercentage: 0,
    unitCostCents,
    includedQuantity: 0,
    prepaidQuantity,
    billsDynamically: false,
  });
  const entry = (currentUsage: number) => ({
    currentUsage,
    peakUsage: currentUsage,
    overage: 0,
    charges: 0,
    creditConsumption: 0,
  });
  const billing = (developers: number) => ({
    pricing: {
      currency: 'USD',
      plan: { code: 'production-v2', title: 'Production', monthlyPriceCents: 29900, annualPriceCents: 322800 },
      addOns: [addon('member:developer', 4900, 5), addon('member:operator', 2900)],
      credits: null,
    },
    usage: { 'member:developer': entry(developers), 'member:operator': entry(0) },
  });

  it('the default developer role is free while prepaid seats are left', async () => {
    renderView('members', 'administrator', CTX, { billing: billing(2) });
    expect((await screen.findByText(/^Adding one takes/)).textContent).toBe(
      'Adding one takes one of the 3 developer seats left at no cost.',
    );
  });

  it('costs the seat price once the prepaid seats are used up, and follows the chosen role', async () => {
    renderView('members', 'administrator', CTX, { billing: billing(5) });
    expect((await screen.findByText(/^Each added/)).textContent).toBe('Each added developer costs $49.00 per month.');
    const form = screen.getByRole('form', { name: 'Add member' });
    await userEvent.click(within(form).getByRole('button', { name: /Role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'operator' }));
    expect(screen.getByText(/^Each added/).textContent).toBe('Each added operator costs $29.00 per month.');
  });
});

describe('teams by role', () => {
  it('administrator: role and remove controls, and granting only a team without access yet', async () => {
    renderView('teams', 'administrator');
    expect(screen.getByRole('button', { name: /Role of Firmware/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Firmware' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add team' });
    await userEvent.click(within(form).getByRole('button', { name: /Team/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Field Ops']);
    await userEvent.click(screen.getByRole('option', { name: 'Field Ops' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          body: { team: 2, grants_access_to__application: 7, application_membership_role: 1 },
        }),
      ),
    );
  });

  it('an organization without teams (a free plan) says so, not that every team already has access', () => {
    renderView('teams', 'administrator', CTX, { noTeams: true });
    expect(screen.getByText('No team has access yet.')).toBeTruthy();
    expect(
      screen.getByText('The organization has no teams yet: create one on its Teams page to give it access here.'),
    ).toBeTruthy();
    expect(screen.queryByText('Every team of the organization already has access.')).toBeNull();
  });

  it('safe-developer: reads, with the notice', () => {
    renderView('teams', 'safe-developer');
    expect(screen.getByText('unauthorized view edit teams')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Firmware' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('administrator: batch remove-access is one DELETE filtered by the fleet and the selected ids', async () => {
    const show = vi.spyOn(toast, 'show');
    renderView('teams', 'administrator');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Batch actions' })).getByRole('button', { name: 'Remove access' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove access: 2 selected' });
    expect(within(dialog).getByText('Auditors')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'Access removed for 2 selected' }));
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(at(deletes, 0).url).toMatch(
      /\/v7\/team_application_access\?\$filter=\(?grants_access_to__application eq 7 and id in \(31,32\)\)?$/,
    );
  });

  it('a refused batch remove-access fails for every item: a danger toast with the error', async () => {
    const show = vi.spyOn(toast, 'show');
    refuse.push({ match: 'team_application_access?', text: 'Team access could not be removed' });
    renderView('teams', 'administrator');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Firmware' }));
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Batch actions' })).getByRole('button', { name: 'Remove access' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove access' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ kind: 'danger', text: 'Team access could not be removed' }),
    );
  });
});
