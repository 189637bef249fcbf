// @vitest-environment jsdom
/**
 * Fleet members on the mock core (spec 02 §5 "Member delete is disabled with 'device update required'
 * when a device needs updating"): the members read expands each member's active legacy-OS devices in
 * the fleet, so a member who owns one cannot be removed. acme's legacy-sensors fleet runs Resin OS 1;
 * the owner persona, given one of its devices and made a direct member there, cannot be removed.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { client, ok, read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('fleet members: device update required', () => {
  it('the owner of a legacy-OS device in the fleet cannot be removed; other members can', async () => {
    await signIn('owner');
    const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'legacy-sensors' } });
    const [role] = await read('application_membership_role', { $select: ['id'], $filter: { name: 'developer' } });
    await ok(
      client.POST('/v7/user_application_membership', {
        body: { username: 'owner', is_member_of__application: fleet!.id, application_membership_role: role!.id },
      }),
    );
    // One of the fleet's Resin OS 1 devices becomes the owner's (as if they had provisioned it).
    const [legacy] = await read('device', {
      $select: ['id'],
      $filter: { belongs_to__application: fleet!.id, is_active: true, os_version: { $startswith: 'Resin OS 1.' } },
      $top: 1,
    });
    const [me] = await read('user', { $select: ['id'], $filter: { username: 'owner' } });
    await ok(
      client.PATCH('/v7/device({id})', { params: { path: { id: legacy!.id } }, body: { belongs_to__user: me!.id } }),
    );
    renderPage(`/fleets/${fleet!.id}/members`);
    const owner = await screen.findByRole('button', { name: 'Remove owner' }, { timeout: 15_000 });
    expect(owner.getAttribute('aria-disabled')).toBe('true');
    const developer = screen.getByRole('button', { name: 'Remove developer' }) as HTMLButtonElement;
    await waitFor(() => expect(developer.disabled || developer.getAttribute('aria-disabled') === 'true').toBe(false));
  });
});

describe('fleet API keys: the notice of a role without access', () => {
  it('observers and safe-operators read the API keys notice, not the members one', { timeout: 40_000 }, async () => {
    for (const persona of ['observer', 'safe-operator']) {
      await signIn(persona);
      const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
      const page = renderPage(`/fleets/${fleet!.id}/api-keys`);
      expect(
        await screen.findByText(
          'You cannot view or create the provisioning keys of this fleet: they are for roles that may add devices to it.',
          {},
          { timeout: 15_000 },
        ),
      ).toBeTruthy();
      expect(screen.queryByText('unauthorized view edit members')).toBeNull();
      page.unmount();
      await resetPage();
    }
  });
});
