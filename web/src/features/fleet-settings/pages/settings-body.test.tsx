// @vitest-environment jsdom
/**
 * What each role sees on the fleet settings page (spec 02 §2 "Fleet settings", §6 "Fleet
 * permissions"): administrators get the primary settings, the application type and the danger zone
 * (transfer, delete with the typed name), and change the class and application type; developers
 * rename, pin and change the default device type (application.update); observers read. Reads are seeded into the query cache (no network).
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fleetAccess } from '../../../lib/authz.ts';
import { applicationTypesQuery, orgFleetNamesQuery, sameArchDeviceTypesQuery, type FleetSettings } from '../../../api/fleet-settings.ts';
import { pinnableReleasesQuery } from '../../../api/releases.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { SettingsBody } from './fleet-settings-page.tsx';

afterEach(cleanup);

const FLEET: FleetSettings = {
  id: 7,
  name: 'cold-chain',
  slug: 'acme/cold-chain',
  fleetClass: 'fleet',
  organization: { id: 2, name: 'Acme IoT' },
  deviceType: { id: 30, slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)', arch: 'aarch64' },
  applicationType: { id: 1, name: 'Starter', slug: 'microservices-starter', is_legacy: false },
  trackLatest: true,
  pinnedReleaseId: null,
};

function renderAs(role: FleetRole) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(orgFleetNamesQuery(2).queryKey, [{ id: 7, name: 'cold-chain' }, { id: 8, name: 'smart-lights' }]);
  client.setQueryData(sameArchDeviceTypesQuery('aarch64').queryKey, [
    { id: 30, slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)' },
    { id: 31, slug: 'raspberrypi5', name: 'Raspberry Pi 5' },
  ]);
  client.setQueryData(pinnableReleasesQuery(7).queryKey, [{ id: 90, commit: 'abcdef1234', raw_version: '1.2.0' }]);
  client.setQueryData(applicationTypesQuery().queryKey, [{ id: 1, name: 'Starter', slug: 'microservices-starter', is_legacy: false }]);
  const router = createMemoryRouter([{ path: '/fleets/:fleetId/settings', element: <SettingsBody fleet={FLEET} access={fleetAccess([role])} /> }], { initialEntries: ['/fleets/7/settings'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('fleet settings by role', () => {
  it('administrator: primary settings, application type and the danger zone', () => {
    renderAs('administrator');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Application type')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change class' })).toBeTruthy();
    const danger = screen.getByRole('heading', { name: 'Danger zone' }).closest('section') as HTMLElement;
    expect(within(danger).getByRole('heading', { name: 'Transfer ownership' })).toBeTruthy();
    expect(within(danger).getByRole('button', { name: 'Delete fleet' })).toBeTruthy();
  });

  it('administrator: delete needs the exact fleet name typed', async () => {
    renderAs('administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Delete fleet' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete fleet' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'cold-chai');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox'), 'n');
    expect(confirm.disabled).toBe(false);
  });

  it('developer: renames, pins and changes the default device type (application.update), but not the class or application type, and has no danger zone', async () => {
    renderAs('developer');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    const save = screen.getByRole('button', { name: 'Change device type' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Default device type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Raspberry Pi 5' }));
    expect(save.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Change class' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save release tracking' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete fleet' })).toBeNull();
    expect(screen.queryByText('Application type')).toBeNull();
  });

  it('observer: every primary setting is read-only', () => {
    renderAs('observer');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Change device type' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).toBeNull();
  });
});
