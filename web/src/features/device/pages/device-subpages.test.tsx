// @vitest-environment jsdom
/**
 * The device actions and settings pages per role (spec 02 §2 "Device area", §5 "Device actions are
 * disabled with a reason when", §6): an action the role lacks stays listed, disabled, with the
 * permission text naming the roles that have it; state rules (online, inactive, plan) disable with
 * the spec's reason; the settings page lists notes and the OS and supervisor updates. Reads are
 * seeded into the query cache (no network).
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toFleetAccess } from '../../../lib/authz.ts';
import { osUpdateStatusQuery } from '../../../api/device/actions.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import type { DeviceOutletContext } from '../device-context.ts';
import { sessionStore } from '../../session/index.ts';
import DeviceActionsPage from './device-actions-page.tsx';
import DeviceSettingsPage from './device-settings-page.tsx';
import DeviceLocationPage from './device-location-page.tsx';
import { deviceLocationQuery } from '../../../api/device/reads.ts';
import DeviceDiagnosticsPage, { runErrorText, supervisorErrorText } from './device-diagnostics-page.tsx';
import { targetStateVersion } from '../../../api/device/actions.ts';
import { fleetDevicesContextQuery } from '../../../api/application/fleet.ts';
import { isUnavailable } from '../../../../../tests/web/unavailable.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The row the location page reads. */
type LocationRow = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof deviceLocationQuery>['queryFn']>>>>;

const RELEASE = { id: 90, commit: 'abcdef1234', raw_version: '1.2.0' };

function device(over: Partial<DeviceDetails> = {}): DeviceDetails {
  return {
    id: 11,
    uuid: 'a1b2c3d4e5f6',
    device_name: 'freezer-01',
    note: null,
    created_at: '2026-01-01T00:00:00.000Z',
    is_online: true,
    is_active: true,
    is_frozen: false,
    is_connected_to_vpn: true,
    overall_status: 'operational',
    overall_progress: null,
    provisioning_state: '',
    api_heartbeat_state: 'online',
    last_connectivity_event: '2026-01-01T00:00:00.000Z',
    update_status: 'done',
    last_update_status_event: null,
    os_version: 'balenaOS 2.115.1+rev1',
    os_variant: 'prod',
    supervisor_version: '14.11.0',
    ip_address: '10.0.0.2',
    public_address: null,
    mac_address: null,
    is_web_accessible: false,
    is_accessible_by_support_until__date: null,
    is_locked_until__date: null,
    memory_usage: null,
    memory_total: null,
    storage_usage: null,
    storage_total: null,
    storage_block_device: null,
    cpu_usage: null,
    cpu_temp: null,
    is_undervolted: false,
    belongs_to__application: [
      {
        id: 7,
        app_name: 'cold-chain',
        slug: 'acme/cold-chain',
        is_of__class: 'fleet',
        organization: [{ id: 2, handle: 'acme', name: 'Acme IoT', is_frozen: false }],
        application_type: [{ supports_web_url: true, supports_multicontainer: true }],
      },
    ],
    is_of__device_type: [
      {
        id: 30,
        slug: 'raspberrypi4-64',
        name: 'Raspberry Pi 4 (64bit)',
        contract: { data: { led: true } },
        is_of__cpu_architecture: [{ slug: 'aarch64' }],
      },
    ],
    is_running__release: [RELEASE],
    should_be_running__release: [RELEASE],
    is_pinned_on__release: [],
    should_be_operated_by__release: [],
    should_be_managed_by__release: [],
    device_tag: [],
    device_config_variable: [],
    image_install: [],
    service_install: [],
    ...over,
  } as DeviceDetails;
}

function renderPage(
  page: 'actions' | 'settings' | 'diagnostics' | 'location',
  role: FleetRole,
  d: DeviceDetails = device(),
  planIsPaid = true,
  location: Partial<LocationRow> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fleetDevicesContextQuery(7).queryKey, {
    id: 7,
    name: 'cold-chain',
    organizationId: 2,
    planIsPaid,
    deactivationFeeCents: null,
    planCode: null,
    cpuArch: 'aarch64',
  });
  client.setQueryData(osUpdateStatusQuery(d.uuid).queryKey, { status: 'idle' });
  const noLocation: LocationRow = {
    id: d.id,
    uuid: d.uuid,
    latitude: null,
    longitude: null,
    custom_latitude: null,
    custom_longitude: null,
    location: null,
    ...location,
  };
  client.setQueryData(deviceLocationQuery(d.uuid).queryKey, noLocation);
  const ctx: DeviceOutletContext = { device: d, access: toFleetAccess([role]) };
  const router = createMemoryRouter(
    [
      {
        path: '/devices/:uuid',
        element: <Outlet context={ctx} />,
        children: [
          { path: 'actions', element: <DeviceActionsPage /> },
          { path: 'settings', element: <DeviceSettingsPage /> },
          { path: 'diagnostics', element: <DeviceDiagnosticsPage /> },
          { path: 'location', element: <DeviceLocationPage /> },
        ],
      },
    ],
    { initialEntries: [`/devices/${d.uuid}/${page}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const row = (id: string) => screen.getByTestId(`device-action-${id}`);
const button = (id: string) =>
  within(row(id))
    .getAllByRole('button')
    .find((b) => b.getAttribute('data-action') === id) as HTMLButtonElement;

describe('device location page', () => {
  it('geo-location without a reported location says it cannot be determined (errors.device_location_not_determined)', async () => {
    renderPage('location', 'administrator');
    expect((await screen.findByRole('alert')).textContent).toBe('The location of the device could not be determined');
  });

  it('prints stored coordinates without floating-point noise, in the facts and the form', async () => {
    renderPage('location', 'administrator', device(), true, {
      latitude: '30.267199999999999',
      longitude: '-97.70009999999999',
      custom_latitude: '30.1',
      custom_longitude: '-97.70009999999999',
    });
    expect((await screen.findByTestId('reported-location')).textContent).toBe('30.2672, -97.7001');
    expect(screen.getByTestId('custom-location').textContent).toBe('30.1, -97.7001');
    expect((screen.getByLabelText('Longitude') as HTMLInputElement).value).toBe('-97.7001');
  });
});

describe('device settings page', () => {
  it('lists rename, notes, pin, public URL, local mode, support, move, OS and supervisor update, deactivate and the dangerous delete', () => {
    renderPage('settings', 'administrator');
    for (const id of [
      'rename',
      'move',
      'pin',
      'local-mode',
      'public-url',
      'support-access',
      'os-update',
      'supervisor-update',
      'deactivate',
      'delete',
    ])
      expect(row(id)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit notes' })).toBeTruthy();
    const danger = screen.getByRole('heading', { name: 'Dangerous actions' }).closest('section') as HTMLElement;
    expect(within(danger).getByTestId('device-action-delete')).toBeTruthy();
  });

  it('safe-operator: delete stays listed, disabled with the permission text naming the roles lacking it', () => {
    renderPage('settings', 'safe-operator');
    expect(isUnavailable(button('delete'))).toBe(true);
    const reason = within(row('delete')).getByText(
      /^You don't have permission to create, edit or update the selected devices\. Roles lacking this permission: /,
    );
    expect(reason.textContent).toContain('safe-operator');
    expect(reason.textContent).not.toContain('administrator');
  });

  it('deactivate: "Device must be offline" for an online device; "Device already inactive"; "Upgrade the plan to enable deactivation" on a free plan', () => {
    renderPage('settings', 'administrator');
    expect(isUnavailable(button('deactivate'))).toBe(true);
    expect(within(row('deactivate')).getByText('Device must be offline')).toBeTruthy();
    cleanup();
    renderPage('settings', 'administrator', device({ is_online: false, is_active: false }));
    expect(within(row('deactivate')).getByText('Device already inactive')).toBeTruthy();
    cleanup();
    renderPage('settings', 'administrator', device({ is_online: false }), false);
    expect(within(row('deactivate')).getByText('Upgrade the plan to enable deactivation')).toBeTruthy();
    cleanup();
    renderPage('settings', 'administrator', device({ is_online: false }));
    expect(isUnavailable(button('deactivate'))).toBe(false);
  });
});

describe('device actions page', () => {
  it('offline device: restart, reboot and shutdown read "Device must be online"; the OS update "Update disabled for offline devices"', () => {
    renderPage('actions', 'administrator', device({ is_online: false }));
    for (const id of ['restart', 'reboot', 'shutdown', 'purge', 'blink']) {
      expect(isUnavailable(button(id))).toBe(true);
      expect(within(row(id)).getByText('Device must be online')).toBeTruthy();
    }
    expect(within(row('os-update')).getByText('Update disabled for offline devices')).toBeTruthy();
  });

  it('a device that is not fully provisioned reads "Action not supported until fully provisioned"', () => {
    renderPage('actions', 'administrator', device({ supervisor_version: null, last_connectivity_event: null }));
    expect(within(row('reboot')).getByText('Action not supported until fully provisioned')).toBeTruthy();
  });

  it('a platform admin without a fleet role is told the supervisor update needs login-as', () => {
    vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({
      status: 'authenticated',
      user: {
        id: 1,
        actorId: 1,
        username: 'admin',
        email: null,
        isVerified: true,
        mustBeVerified: false,
        isAdmin: true,
        isSupport: false,
        hasPassword: true,
        isSaml: false,
        firstName: null,
        lastName: null,
        company: null,
        accountType: null,
        hasDisabledNewsletter: false,
      },
    });
    renderPage('actions', 'member');
    expect(
      screen.getByText(/To update the supervisor of another user's device, log in as that user first \(login-as\)\.$/),
    ).toBeTruthy();
    expect(screen.queryByTestId('device-action-supervisor-update')).toBeNull();
  });

  it('safe-operator: OS update stays listed, disabled with the permission text; blink and restart run', () => {
    renderPage('actions', 'safe-operator');
    expect(isUnavailable(button('blink'))).toBe(false);
    expect(isUnavailable(button('restart'))).toBe(false);
    expect(isUnavailable(button('os-update'))).toBe(true);
    expect(
      within(row('os-update')).getByText(/^You don't have permission to create, edit or update the selected devices\./),
    ).toBeTruthy();
  });
});

describe('device diagnostics page', () => {
  it('offline: health checks and diagnostics are disabled because they need the cloud link', () => {
    renderPage('diagnostics', 'administrator', device({ is_online: false }));
    expect(
      screen.getAllByText('Device must be online: health checks and diagnostics need the cloud link').length,
    ).toBeGreaterThan(0);
    expect(isUnavailable(screen.getByRole('button', { name: 'Run checks' }))).toBe(true);
  });

  it('warns that checks are only tested on OS 2.11.0 and newer', () => {
    renderPage('diagnostics', 'administrator', device({ is_online: false, os_version: 'balenaOS 2.10.3' }));
    expect(screen.getByText('Health checks are only tested on balenaOS 2.11.0 and newer.')).toBeTruthy();
  });

  it('error texts: check errors read "failed query check" + the error; supervisor errors are prefixed except "No online device(s) found"', () => {
    expect(runErrorText('checks', 'timeout reading journal')).toBe('failed query check timeout reading journal');
    expect(runErrorText('diagnose', 'boom')).toBe('boom');
    expect(supervisorErrorText('Supervisor Current State error', 'proxy failed')).toBe(
      'Supervisor Current State error: proxy failed',
    );
    expect(supervisorErrorText('Supervisor Current State error', 'No online device(s) found')).toBe(
      'No online device(s) found',
    );
    expect(supervisorErrorText('supervisor target state error', 'Unauthorized')).toBe(
      'supervisor target state error: Unauthorized',
    );
  });

  it('target state: version 2 below supervisor 13.0.0, else 3', () => {
    expect(targetStateVersion('12.11.38')).toBe(2);
    expect(targetStateVersion('13.0.0')).toBe(3);
    expect(targetStateVersion('14.11.0')).toBe(3);
  });
});
