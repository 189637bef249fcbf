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
import { fleetAccess } from '../../../lib/authz.ts';
import { fleetInvitesQuery, fleetMembersQuery, fleetRolesQuery, fleetTeamsQuery, orgTeamsQuery, type FleetContext } from '../../../api/fleet-access.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { MembersView, TeamsView } from './access-pages.tsx';

const CTX: FleetContext = { id: 7, name: 'cold-chain', fleetClass: 'fleet', actorId: 70, organization: { id: 2, handle: 'acme' } };
const ROLES = [
  { id: 1, name: 'developer' },
  { id: 5, name: 'observer' },
];

let calls: Array<{ method: string; url: string; body: unknown }>;
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const text = await req.text();
    calls.push({ method: req.method, url: req.url, body: text ? JSON.parse(text) : undefined });
    return req.method === 'POST' ? new Response(JSON.stringify({ id: 99 }), { status: 201, headers: { 'content-type': 'application/json' } }) : new Response('', { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderView(view: 'members' | 'teams', role: FleetRole) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fleetRolesQuery().queryKey, ROLES);
  client.setQueryData(fleetMembersQuery(7).queryKey, [{ id: 11, user: [{ id: 4, username: 'dev-user' }], application_membership_role: [{ id: 1, name: 'developer' }] }]);
  client.setQueryData(fleetInvitesQuery(7).queryKey, [{ id: 21, message: null, invitee: [{ email: 'new@example.com' }], application_membership_role: [{ name: 'observer' }] }]);
  client.setQueryData(fleetTeamsQuery(7).queryKey, [{ id: 31, team: [{ id: 1, name: 'Firmware', team_membership: 3 }], application_membership_role: [{ id: 1, name: 'developer' }] }]);
  client.setQueryData(orgTeamsQuery(2).queryKey, [{ id: 1, name: 'Firmware' }, { id: 2, name: 'Field Ops' }]);
  const props = { fleetId: 7, ctx: CTX, access: { ...fleetAccess([role]), isPending: false }, contextError: null };
  const element = view === 'members' ? <MembersView {...props} /> : <TeamsView {...props} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/fleets/7/members'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('members by role', () => {
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
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', body: { invitee: 'ops@example.com', is_invited_to__application: 7, application_membership_role: 1 } })));
    await userEvent.type(within(form).getByLabelText(/Username or e-mail/), 'operator');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', body: { username: 'operator', is_member_of__application: 7, application_membership_role: 1 } })));
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
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', body: { team: 2, grants_access_to__application: 7, application_membership_role: 1 } })));
  });

  it('safe-developer: reads, with the notice', () => {
    renderView('teams', 'safe-developer');
    expect(screen.getByText('unauthorized view edit teams')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Firmware' })).toBeNull();
  });
});
