// @vitest-environment jsdom
/**
 * The OS and supervisor update forms as the devices list and the device page render them (spec 02
 * §4 "Device OS-update eligibility", §5 supervisor dropdown): a mixed selection is split by the
 * shared rules so only allowed devices continue, each left-out device is listed with its reason,
 * the ESR line is a separate choice, a takeover needs its own confirmation, and the supervisor
 * dropdown never offers a downgrade or the running version.
 */
import { actionDevice } from './action-device.test-utils.ts';
import '../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { esrBasesQuery } from '../api/release/reads.ts';
import { osVersionsQuery } from '../api/os.ts';
import { supervisorReleasesQuery } from '../api/release/reads.ts';
import { MoveForm, OsVersionForm, SupervisorForm } from './action-forms.tsx';
import { moveTargetsQuery } from '../api/application/lists.ts';
import { sessionStore } from '../features/session/index.ts';
import { deviceAction } from './registry.ts';
import type { ActionDevice } from './types.ts';
import { at, first } from '../../../tests/present.ts';

afterEach(cleanup);

const device = (id: number, over: Partial<ActionDevice>): ActionDevice =>
  actionDevice(id, {
    uuid: `u${id}`,
    device_name: `dev-${id}`,
    os_version: 'balenaOS 2.113.33',
    supervisor_version: '14.11.14',
    last_connectivity_event: '2026-01-01T00:00:00.000Z',
    fleet_id: 1,
    ...over,
  });

function renderWith(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(osVersionsQuery('raspberrypi4-64').queryKey, {
    versions: ['6.1.24', '5.1.20', '2.113.33', '2025.7.0', '2024.7.0'],
    latest: '6.1.24',
  });
  qc.setQueryData(
    esrBasesQuery('raspberrypi4-64').queryKey,
    new Map([
      ['2025.7.0', '6.1.24'],
      ['2024.7.0', '5.1.20'],
    ]),
  );
  qc.setQueryData(supervisorReleasesQuery('aarch64').queryKey, [
    { id: 4, commit: 'c4', raw_version: '17.0.3', known_issue_list: null },
    { id: 3, commit: 'c3', raw_version: '16.4.6', known_issue_list: 'Container restarts can loop' },
    { id: 2, commit: 'c2', raw_version: '14.11.14', known_issue_list: null },
    { id: 1, commit: 'c1', raw_version: '12.11.38', known_issue_list: null },
  ]);
  return render(<QueryClientProvider client={qc}>{node}</QueryClientProvider>);
}

const scope = { fleetId: 1, cpuArch: 'aarch64' };

describe('OS update form', () => {
  it('sends only the eligible devices and lists the others with their reason', async () => {
    const onSubmit = vi.fn();
    const devices = [
      device(1, { device_name: 'plain' }),
      device(2, { device_name: 'esr-one', os_version: 'balenaOS 2024.7.0' }),
      device(3, { device_name: 'asleep', is_online: false }),
      device(4, { device_name: 'current', os_version: 'balenaOS 6.1.24', os_variant: 'dev' }),
    ];
    renderWith(
      <OsVersionForm
        action={deviceAction('os-update')}
        devices={devices}
        scope={scope}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('OS version'), '6.1.24');
    const leftOut = screen.getByRole('list', { name: 'Devices left out' });
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'esr-one: An ESR device cannot switch to the non-ESR OS 6.1.24',
      'asleep: Update disabled for offline devices',
      'current: Already on 6.1.24 or newer',
    ]);
    expect(screen.getByText('1 of 4 selected devices will be updated.')).toBeTruthy();
    // 2.113.33 → 6.1.24 repartitions: continue stays disabled until the takeover is confirmed.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('I understand that this update repartitions the device'));
    await userEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [input, selection] = first(onSubmit.mock.calls, 'the submitted forms');
    expect(input).toEqual({ targetOsVersion: '6.1.24' });
    expect(selection.eligible.map((d: ActionDevice) => d.device_name)).toEqual(['plain']);
    expect(selection.skipped.map((s: { device: ActionDevice }) => s.device.device_name)).toEqual([
      'esr-one',
      'asleep',
      'current',
    ]);
  });

  it('keeps the ESR line to production and enterprise plans (spec 02 §5 plan-restricted OS types)', async () => {
    const devices = [device(1, { os_version: 'balenaOS 5.1.20' })];
    const esrOption = () =>
      within(screen.getByLabelText('OS release line')).getByRole('option', { name: /^ESR/ }) as HTMLOptionElement;
    for (const [planCode, allowed] of [
      ['pilot-v2', false],
      ['prototype-v2', false],
      ['free', false],
      ['production-v2', true],
      ['enterprise-v2', true],
      [null, true],
    ] as const) {
      renderWith(
        <OsVersionForm
          action={deviceAction('os-update')}
          devices={devices}
          scope={{ ...scope, planCode }}
          onSubmit={vi.fn()}
          onCancel={() => {}}
        />,
      );
      expect(esrOption().disabled, String(planCode)).toBe(!allowed);
      expect(esrOption().textContent, String(planCode)).toBe(
        allowed ? 'ESR (extended support)' : 'ESR (extended support) (production and enterprise plans only)',
      );
      cleanup();
    }
  });

  it('offers ESR versions on the ESR line and applies the base-version rule', async () => {
    const onSubmit = vi.fn();
    const devices = [
      device(1, { device_name: 'old', os_version: 'balenaOS 5.1.20' }),
      device(2, { device_name: 'new', os_version: 'balenaOS 6.1.24' }),
    ];
    renderWith(
      <OsVersionForm
        action={deviceAction('os-update')}
        devices={devices}
        scope={scope}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const version = screen.getByLabelText('OS version');
    expect(within(version).queryByRole('option', { name: '2025.7.0' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('OS release line'), 'esr');
    expect(
      within(screen.getByLabelText('OS version'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', '2025.7.0', '2024.7.0']);
    await userEvent.selectOptions(screen.getByLabelText('OS version'), '2024.7.0');
    expect(screen.getByRole('list', { name: 'Devices left out' }).textContent).toBe(
      'new: Cannot switch to ESR 2024.7.0: it is based on an older OS than the device runs',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(at(onSubmit.mock.calls, 0)[1].eligible.map((d: ActionDevice) => d.device_name)).toEqual(['old']);
  });
});

describe('supervisor update form', () => {
  it('offers no downgrade: older versions are absent and the running one is disabled', async () => {
    const onSubmit = vi.fn();
    renderWith(
      <SupervisorForm
        action={deviceAction('supervisor-update')}
        devices={[device(1, { supervisor_version: '16.4.6' })]}
        scope={scope}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const select = screen.getByLabelText('Supervisor version');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['—', false],
      ['17.0.3 (recommended)', false],
      ['16.4.6 (running)', true],
    ]);
    await userEvent.selectOptions(select, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(at(onSubmit.mock.calls, 0)[0]).toEqual({ supervisorReleaseId: 4 });
  });

  it('a device already on 17.0.3 gets nothing to choose', () => {
    renderWith(
      <SupervisorForm
        action={deviceAction('supervisor-update')}
        devices={[device(1, { supervisor_version: '17.0.3' })]}
        scope={scope}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const options = within(screen.getByLabelText('Supervisor version')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['—', false],
      ['17.0.3 (running)', true],
    ]);
    expect(screen.getByRole('alert').textContent).toBe('no versions available');
  });
});

describe('move form', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('narrows the target fleets by the search 300 ms after typing stops', async () => {
    vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({
      ...sessionStore.getSnapshot(),
      status: 'authenticated',
      user: { id: 5 } as NonNullable<ReturnType<typeof sessionStore.getSnapshot>['user']>,
    });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    qc.setQueryData(moveTargetsQuery(5, 'aarch64', 1).queryKey, [
      { id: 2, app_name: 'cold-chain', allowed: true },
      { id: 3, app_name: 'warehouse', allowed: true },
      { id: 4, app_name: 'cold-storage', allowed: false },
    ]);
    render(
      <QueryClientProvider client={qc}>
        <MoveForm
          action={deviceAction('move')}
          devices={[device(1, {})]}
          scope={scope}
          onSubmit={vi.fn()}
          onCancel={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const names = () =>
      within(screen.getByLabelText('Target fleet'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((t) => t !== '—');
    expect(names()).toEqual(['cold-chain', 'warehouse', 'cold-storage (insufficient permission)']);
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search fleets'), { target: { value: 'COLD' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(names()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(names()).toEqual(['cold-chain', 'cold-storage (insufficient permission)']);
  });
});
