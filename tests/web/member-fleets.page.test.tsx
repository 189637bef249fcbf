// @vitest-environment jsdom
/**
 * Assigning fleets from a member's page (spec 02 §2 "assign fleets to a team or member"): an
 * organization administrator gives a member access to a fleet they cannot reach yet, with a role;
 * the member becomes a direct member of that fleet.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('member page: assign fleets', () => {
  it('gives the member a role on a fleet they could not reach', async () => {
    await signIn('owner');
    const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
    const [plain] = await read('user', { $select: ['id'], $filter: { username: 'member' } });
    const [membership] = await read('organization_membership', {
      $select: ['id'],
      $filter: { is_member_of__organization: org!.id, user: plain!.id },
    });
    const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'cold-chain' } });
    const before = await read('user_application_membership', {
      $select: ['id'],
      $filter: { user: plain!.id, is_member_of__application: fleet!.id },
    });
    expect(before).toHaveLength(0);
    renderPage(`/orgs/${org!.id}/members/${membership!.id}/fleets`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add fleet access' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Give member access to a fleet' });
    const [trigger] = within(dialog).getAllByRole('button', { name: /Fleet/ });
    await user.click(trigger!);
    await user.click(await screen.findByRole('option', { name: 'cold-chain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add fleet access' }));
    await waitFor(async () =>
      expect(
        await read('user_application_membership', {
          $select: ['id'],
          $expand: { application_membership_role: { $select: ['name'] } },
          $filter: { user: plain!.id, is_member_of__application: fleet!.id },
        }),
      ).toEqual([expect.objectContaining({ application_membership_role: [{ name: 'developer' }] })]),
    );
  });
});
