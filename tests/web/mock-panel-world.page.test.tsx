// @vitest-environment jsdom
/**
 * The mock panel's world file upload (/__mock/ui/, Snapshot tab): a file with mistakes lists each one
 * with its path and changes nothing; a good file rebuilds the session from it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderPage, resetPage, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestMock } from '../../mock-server/src/msw/node.ts';

let mock: TestMock;
beforeAll(() => void (mock = startPageMock()));
afterEach(resetPage);
afterAll(stopPageMock);

const deviceNames = () =>
  mock.core.registry
    .get('default')
    .store.all('device')
    .map((d) => d.device_name);

const BAD = `version: 1
base: none
users: [{ username: maker }]
organizations: [{ handle: maker, members: [{ user: ghost }] }]
fleets:
  - name: greenhouse
    organization: maker
    device_type: raspberrypi4-64
    devices: [{ name: pi, os_version: '9.9.9' }]
`;

describe('mock panel: world file upload', () => {
  it('lists every mistake with its path and changes nothing, then loads a good file', async () => {
    const user = userEvent.setup();
    renderPage('/__mock/ui/');
    await user.click(await screen.findByRole('tab', { name: 'Snapshot' }, { timeout: 15_000 }));
    const input = screen.getByLabelText('Load a world file (YAML or JSON)');
    const before = deviceNames().length;
    expect(before).toBeGreaterThan(10);

    await user.upload(input, new File([BAD], 'bad.yaml', { type: 'application/yaml' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('The world file has 2 mistake(s); nothing changed:')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "organizations[0].members[0].user: no user 'ghost' (list it under users)",
      'fleets[0].devices[0].os_version: no balenaOS 9.9.9 for raspberrypi4-64',
    ]);
    expect(deviceNames()).toHaveLength(before);

    const good = readFileSync(resolve(import.meta.dirname, '../../examples/worlds/hobbyist.yaml'), 'utf8');
    await user.upload(input, new File([good], 'hobbyist.yaml', { type: 'application/yaml' }));
    expect(await screen.findByText('Session default rebuilt from hobbyist.yaml', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(deviceNames()).toEqual(['greenhouse-pi']);
  });

  it('reports a file that is not YAML with its line', async () => {
    const user = userEvent.setup();
    renderPage('/__mock/ui/');
    await user.click(await screen.findByRole('tab', { name: 'Snapshot' }, { timeout: 15_000 }));
    await user.upload(
      screen.getByLabelText('Load a world file (YAML or JSON)'),
      new File(['fleets: [unclosed\n  - x: {\n'], 'broken.yaml', { type: 'application/yaml' }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('listitem').textContent).toMatch(/^line \d+: /);
  });
});

describe('mock panel: clock', () => {
  it('refuses an empty instant with its message, then sets the clock to the typed instant (UTC)', async () => {
    const user = userEvent.setup();
    renderPage('/__mock/ui/');
    await user.click(await screen.findByRole('tab', { name: 'Clock' }, { timeout: 15_000 }));
    const setClock = screen.getByRole('button', { name: 'Set clock' });
    await user.click(setClock);
    expect(await screen.findByText('Enter a date and time, e.g. 2026-12-01T09:00')).toBeTruthy();
    const field = screen.getByLabelText('Set to an instant (UTC)');
    // jsdom drops a datetime-local value typed key by key (each prefix is not a valid value): paste it whole.
    await user.click(field);
    await user.paste('2030-01-02T03:04:05');
    expect((field as HTMLInputElement).value).toMatch(/^2030-01-02T03:04:05/);
    await user.click(setClock);
    // The clock runs on from the instant set.
    expect(await screen.findByText(/^2030-01-02T03:04:/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Enter a date and time, e.g. 2026-12-01T09:00')).toBeNull();
  });
});
