// @vitest-environment jsdom
/**
 * Fleet invites carry a message (spec 02 §3 "Fleet invite: invitee, role name, message", §7
 * "application.invite.create(application id, invitee, roleName, message)"): an e-mail invitee gets a
 * message field, and the invite is created with what was typed there.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('fleet members: pick an existing organization member', () => {
  it('lists only organization members who are not fleet members yet, and adds the chosen one', async () => {
    await signIn('owner');
    const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
    const direct = await read('user_application_membership', {
      $select: ['id'],
      $expand: { user: { $select: ['username'] } },
      $filter: { is_member_of__application: fleet!.id },
    });
    const directNames = direct.map((m) => m.user[0]?.username);
    expect(directNames).not.toContain('member');
    renderPage(`/fleets/${fleet!.id}/members`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add member' }, { timeout: 15_000 });
    const [trigger] = await within(form).findAllByRole('button', { name: /Organization member/ });
    await user.click(trigger!);
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('member');
    for (const name of directNames) expect(names).not.toContain(name);
    await user.click(within(listbox).getByRole('option', { name: 'member' }));
    expect((within(form).getByLabelText(/Username or e-mail/) as HTMLInputElement).value).toBe('member');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(async () => {
      const rows = await read('user_application_membership', {
        $select: ['id'],
        $filter: {
          is_member_of__application: fleet!.id,
          user: { $any: { $alias: 'u', $expr: { u: { username: 'member' } } } },
        },
      });
      expect(rows).toHaveLength(1);
    });
  });
});

describe('fleet members: invite message', () => {
  it('an e-mail invite is created with the typed message', async () => {
    await signIn('owner');
    const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
    renderPage(`/fleets/${fleet!.id}/members`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add member' }, { timeout: 15_000 });
    expect(within(form).queryByLabelText('Invite message (optional)')).toBeNull();
    await user.type(within(form).getByLabelText(/Username or e-mail/), 'newcomer@example.test');
    await user.type(within(form).getByLabelText('Invite message (optional)'), 'Welcome to the lights team');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(async () => {
      const invites = await read('application_invite', {
        $select: ['message'],
        $filter: {
          is_invited_to__application: fleet!.id,
          invitee: { $any: { $alias: 'i', $expr: { i: { email: 'newcomer@example.test' } } } },
        },
      });
      expect(invites.map((i) => i.message)).toEqual(['Welcome to the lights team']);
    });
    // The pending invites list it with its role and message (spec 02 §3 "Fleet invite: invitee, role name, message").
    const invite = (await screen.findByText(/newcomer@example\.test/, {}, { timeout: 10_000 })).closest('li')!;
    expect(invite.textContent).toContain('(developer)');
    expect(invite.textContent).toContain('Message: Welcome to the lights team');
  });
});
