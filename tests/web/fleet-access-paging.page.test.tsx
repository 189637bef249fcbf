// @vitest-environment jsdom
/**
 * A fleet's members and teams pages against the mock (spec 02 §7 "Members and teams"): the members,
 * invites and teams lists each read one page (`$top`/`$skip`, members ordered by user/username) plus a
 * count query, instead of every row at once; and a member is taken out of a team with access from the
 * fleet's teams page (DELETE team_membership).
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';
import type { TestMock } from '../../mock-server/src/msw/node.ts';

let mock: TestMock;
const requests: { method: string; url: URL }[] = [];
beforeAll(() => {
  mock = startPageMock();
  mock.server.events.on(
    'request:start',
    ({ request }) => void requests.push({ method: request.method, url: new URL(request.url) }),
  );
});
afterEach(async () => {
  requests.length = 0;
  await resetPage();
});
afterAll(stopPageMock);

const reads = (path: string) => requests.filter((r) => r.method === 'GET' && r.url.pathname === path).map((r) => r.url);

async function smartLights(): Promise<number> {
  const [fleet] = await read('application', { $select: ['id'], $filter: { slug: 'acme/smart-lights' } });
  return fleet!.id;
}

describe('fleet members and teams: server paging with a count', () => {
  it('members and invites: one page each with $top/$skip, members by username, and count queries', async () => {
    await signIn('owner');
    const id = await smartLights();
    renderPage(`/fleets/${id}/members`);
    await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    await screen.findByText(/future\.dev@example\.com/, {}, { timeout: 15_000 });
    const members = reads('/v7/user_application_membership').find(
      (u) => u.searchParams.get('$filter') === `is_member_of__application eq ${id}`,
    );
    expect(members).toBeDefined();
    expect(members!.searchParams.get('$orderby')).toBe('user/username asc,id asc');
    expect(members!.searchParams.get('$top')).toBe('50');
    expect(members!.searchParams.get('$skip')).toBe('0');
    // Each member with the fields of spec 02 §3 "Fleet membership".
    for (const part of ['effective_seat_role', 'owns__saml_account/$count', 'user_profile($select=email)'])
      expect(members!.searchParams.get('$expand')).toContain(part);
    await waitFor(() =>
      expect(reads('/v7/user_application_membership/$count').map((u) => u.searchParams.get('$filter'))).toContain(
        `is_member_of__application eq ${id}`,
      ),
    );
    const invites = reads('/v7/application_invite').find(
      (u) => u.searchParams.get('$filter') === `is_invited_to__application eq ${id}`,
    );
    expect(invites!.searchParams.get('$top')).toBe('50');
    expect(invites!.searchParams.get('$skip')).toBe('0');
    expect(reads('/v7/application_invite/$count').map((u) => u.searchParams.get('$filter'))).toContain(
      `is_invited_to__application eq ${id}`,
    );
  });

  it('teams: one page with the teams, their memberships and roles, and a count query', async () => {
    await signIn('owner');
    const id = await smartLights();
    renderPage(`/fleets/${id}/teams`);
    await screen.findByRole('table', { name: 'Teams' }, { timeout: 15_000 });
    const teams = reads('/v7/team_application_access').find(
      (u) => u.searchParams.get('$filter') === `grants_access_to__application eq ${id}`,
    );
    expect(teams).toBeDefined();
    expect(teams!.searchParams.get('$expand')).toContain('team_membership');
    expect(teams!.searchParams.get('$expand')).toContain('application_membership_role');
    expect(teams!.searchParams.get('$top')).toBe('50');
    expect(teams!.searchParams.get('$skip')).toBe('0');
    await waitFor(() =>
      expect(reads('/v7/team_application_access/$count').map((u) => u.searchParams.get('$filter'))).toContain(
        `grants_access_to__application eq ${id}`,
      ),
    );
  });
});

describe('fleet teams: team membership removal', () => {
  it('an administrator takes a member out of a team with access: DELETE team_membership, a toast, the row follows', async () => {
    await signIn('owner');
    const id = await smartLights();
    const [membership] = await read('team_membership', {
      $select: ['id'],
      $filter: {
        is_member_of__team: { $any: { $alias: 't', $expr: { t: { name: 'Auditors' } } } },
        user: { $any: { $alias: 'u', $expr: { u: { username: 'observer' } } } },
      },
    });
    renderPage(`/fleets/${id}/teams`);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Teams' }, { timeout: 15_000 });
    // The rows render again as the page's reads settle: click the button that is on the page.
    const title = 'Remove observer from the team Auditors?';
    await waitFor(
      async () => {
        if (!screen.queryByRole('alertdialog', { name: title }))
          await user.click(screen.getByRole('button', { name: 'Remove observer from Auditors' }));
        expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy();
      },
      { timeout: 15_000 },
    );
    const dialog = screen.getByRole('alertdialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Removed observer from Auditors', {}, { timeout: 10_000 });
    expect(
      requests.some((r) => r.method === 'DELETE' && r.url.pathname === `/v7/team_membership(${membership!.id})`),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove observer from Auditors' })).toBeNull());
    const left = await read('team_membership', { $select: ['id'], $filter: { id: membership!.id } });
    expect(left).toHaveLength(0);
  });

  it('a developer reads the team members without remove buttons', async () => {
    await signIn('developer');
    const id = await smartLights();
    renderPage(`/fleets/${id}/teams`);
    const table = await screen.findByRole('table', { name: 'Teams' }, { timeout: 15_000 });
    await within(table).findByText('Auditors');
    expect(within(table).queryByRole('button', { name: /^Remove .* from / })).toBeNull();
  });
});
