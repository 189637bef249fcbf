// @vitest-environment jsdom
/**
 * What each role sees on the fleet settings page (spec 02 §2 "Fleet settings", §6 "Fleet
 * permissions"): administrators get the primary settings, the application type and the danger zone
 * (transfer, delete with the typed name), and change the application type (the class is not
 * changed from the dashboard: spec 02 has no such setting); developers
 * rename, pin and change the default device type (application.update); observers read. Reads are seeded into the query cache (no network).
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toFleetAccess } from '../../../lib/authz.ts';
import { pinnableReleasesQuery } from '../../../api/release/reads.ts';
import { deviceTypesQuery, osVersionsQuery, sameArchDeviceTypesQuery } from '../../../api/os.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { SettingsBody } from './fleet-settings-page.tsx';
import { applicationTypesQuery } from '../../../api/application-type.ts';
import { orgFleetNamesQuery } from '../../../api/application/lists.ts';
import { type FleetSettings, fleetDevicesContextQuery } from '../../../api/application/fleet.ts';

afterEach(cleanup);

const FLEET: FleetSettings = {
  id: 7,
  name: 'cold-chain',
  slug: 'acme/cold-chain',
  fleetClass: 'fleet',
  organization: { id: 2, name: 'Acme IoT' },
  deviceType: { id: 30, slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)', arch: 'aarch64' },
  applicationType: {
    id: 1,
    name: 'Starter',
    slug: 'microservices-starter',
    is_legacy: false,
    supports_multicontainer: true,
    requires_payment: false,
  },
  trackLatest: true,
  pinnedReleaseId: null,
  supportUntil: null,
  repositoryUrl: null,
  isPublic: false,
};

function renderAs(role: FleetRole, fleet: FleetSettings = FLEET, planIsPaid = false) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(orgFleetNamesQuery(2).queryKey, [
    { id: 7, name: 'cold-chain' },
    { id: 8, name: 'smart-lights' },
  ]);
  client.setQueryData(sameArchDeviceTypesQuery('aarch64').queryKey, [
    { id: 30, slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)' },
    { id: 31, slug: 'raspberrypi5', name: 'Raspberry Pi 5' },
  ]);
  client.setQueryData(pinnableReleasesQuery(7).queryKey, [{ id: 90, commit: 'abcdef1234', raw_version: '1.2.0' }]);
  client.setQueryData(applicationTypesQuery().queryKey, [
    {
      id: 3,
      name: 'Essentials',
      slug: 'essentials',
      is_legacy: false,
      supports_multicontainer: false,
      requires_payment: false,
      needs__os_version_range: null,
    },
    {
      id: 6,
      name: 'Fleet Next',
      slug: 'fleet-next',
      is_legacy: false,
      supports_multicontainer: true,
      requires_payment: false,
      needs__os_version_range: '>=7.0.0',
    },
    {
      id: 4,
      name: 'Microservices',
      slug: 'microservices',
      is_legacy: false,
      supports_multicontainer: true,
      requires_payment: true,
      needs__os_version_range: null,
    },
    {
      id: 1,
      name: 'Starter',
      slug: 'microservices-starter',
      is_legacy: false,
      supports_multicontainer: true,
      requires_payment: false,
      needs__os_version_range: null,
    },
  ]);
  client.setQueryData(osVersionsQuery('raspberrypi4-64').queryKey, {
    versions: ['6.5.1+rev1', '5.3.24+rev1'],
    latest: '6.5.1+rev1',
  });
  client.setQueryData(deviceTypesQuery().queryKey, [
    { slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)', aliases: [], arch: 'aarch64', yocto: {} },
  ]);
  client.setQueryData(fleetDevicesContextQuery(7).queryKey, {
    id: 7,
    name: 'cold-chain',
    organizationId: 2,
    planIsPaid,
    deactivationFeeCents: null,
    planCode: null,
    cpuArch: 'aarch64',
  });
  const router = createMemoryRouter(
    [{ path: '/fleets/:fleetId/settings', element: <SettingsBody fleet={fleet} access={toFleetAccess([role])} /> }],
    { initialEntries: ['/fleets/7/settings'] },
  );
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
    // Spec 02 has no class change (fleet, app, block): "change-type" is the application type.
    expect(screen.queryByRole('button', { name: 'Change class' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Class/ })).toBeNull();
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

  it('developer: renames, pins and changes the default device type (application.update), but not the application type, and has no danger zone', async () => {
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

  it('support access: granted until a date defaulting to 5 days ahead, no earlier than now; revoke when granted', async () => {
    renderAs('developer');
    expect(screen.getByTestId('fleet-support-state').textContent).toBe('Not granted');
    const input = screen.getByLabelText('Grant until') as HTMLInputElement;
    const days = (Date.parse(input.value) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThan(5.01);
    await userEvent.clear(input);
    await userEvent.type(input, '2020-01-01T10:00');
    expect(screen.getByText('The date must be no earlier than now')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Grant support access' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderAs('developer', { ...FLEET, supportUntil: new Date(Date.now() + 86_400_000).toISOString() });
    expect(screen.getByTestId('fleet-support-state').textContent).toMatch(/^Granted until /);
    expect(screen.getByRole('button', { name: 'Revoke support access' })).toBeTruthy();
  });

  it('public flag: disabled with "must first enter repo url" until a repository URL is set, unless legacy', () => {
    renderAs('developer');
    expect((screen.getByRole('button', { name: 'Make public' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('must first enter repo url')).toBeTruthy();
    cleanup();
    renderAs('developer', { ...FLEET, repositoryUrl: 'https://github.com/acme/cold-chain' });
    expect((screen.getByRole('button', { name: 'Make public' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('must first enter repo url')).toBeNull();
    cleanup();
    renderAs('developer', {
      ...FLEET,
      applicationType: {
        id: 2,
        name: 'Legacy',
        slug: 'legacy',
        is_legacy: true,
        supports_multicontainer: false,
        requires_payment: false,
      },
    });
    expect((screen.getByRole('button', { name: 'Make public' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('repository URL: only github.com URLs are handled', async () => {
    renderAs('developer');
    const input = screen.getByLabelText(/Repository URL/);
    await userEvent.type(input, 'https://gitlab.com/acme/x');
    expect(screen.getByText('Only github.com repository URLs are handled')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Set repository URL' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'https://github.com/acme/cold-chain');
    expect((screen.getByRole('button', { name: 'Set repository URL' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('observer: support access, repository URL and public flag are read-only', () => {
    renderAs('observer');
    expect((screen.getByRole('button', { name: 'Grant support access' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Repository URL/) as HTMLInputElement).disabled).toBe(true);
  });

  it('application type options: a multicontainer downgrade is blocked, a paid type is "paid only" on a free plan, the first selectable is recommended', async () => {
    renderAs('administrator');
    await userEvent.click(screen.getByRole('button', { name: /Application type/ }));
    expect(
      screen
        .getByRole('option', { name: 'Essentials (needs multicontainer support: downgrade blocked)' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByRole('option', { name: 'Microservices (paid only)' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('option', { name: 'Starter (recommended)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Fleet Next (coming soon)' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('application type options on a paid plan: the paid type is selectable and recommended', async () => {
    renderAs('administrator', FLEET, true);
    await userEvent.click(screen.getByRole('button', { name: /Application type/ }));
    const paid = screen.getByRole('option', { name: 'Microservices (recommended)' });
    expect(paid.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(paid);
    expect((screen.getByRole('button', { name: 'Change application type' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
