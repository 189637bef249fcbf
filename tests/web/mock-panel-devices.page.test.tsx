// @vitest-environment jsdom
/** The mock panel's devices tab (/__mock/ui/): live state, start and fail an update, the frozen flag. */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok } from '../../web/src/api/client.ts';
import { update } from '../../mock-server/src/core/store/index.ts';
import type { TestMock } from '../../mock-server/src/msw/node.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import { first } from '../present.ts';

let mock: TestMock;
beforeAll(() => void (mock = startPageMock()));
afterEach(resetPage);
afterAll(stopPageMock);

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Online devices of the default world; `behind` pins each to a release of its fleet it does not run. */
function devices(count: number, behind: boolean): Row[] {
  const world = mock.core.registry.get('default');
  const out: Row[] = [];
  for (const d of world.store.all('device')) {
    if (out.length === count) break;
    if (d.is_online !== true || d.api_heartbeat_state !== 'online' || d.is_frozen === true) continue;
    const running = fk(d.is_running__release);
    if (running === undefined) continue;
    if (!behind) {
      const app = world.store.get('application', fk(d.belongs_to__application) ?? -1);
      if ((fk(d.is_pinned_on__release) ?? fk(app?.should_be_running__release)) === running) out.push(d);
      continue;
    }
    const other = world.store
      .find('release', 'belongs_to__application', fk(d.belongs_to__application))
      .find(
        (r) =>
          r.id !== running &&
          r.status === 'success' &&
          world.store.find('release_image', 'is_part_of__release', r.id).length > 0,
      );
    if (!other) continue;
    update(world.store, 'device', d.id, { is_pinned_on__release: other.id }, { trusted: true });
    out.push(d);
  }
  if (out.length < count) throw new Error('not enough seeded devices');
  return out;
}

async function openDevice(uuid: string) {
  const user = userEvent.setup();
  renderPage('/__mock/ui/');
  await user.click(await screen.findByRole('tab', { name: 'Devices' }, { timeout: 15_000 }));
  await user.type(screen.getByLabelText('Device name or UUID'), uuid);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  const live = await screen.findByRole('region', { name: 'Live state' }, { timeout: 10_000 });
  await within(live).findByText('Status', {}, { timeout: 10_000 });
  return { user, live };
}

/** The value shown next to a term of the live state. */
const fact = (live: HTMLElement, term: string): string =>
  within(live).getByText(term).closest('div')?.querySelector('dd')?.textContent ?? '';

describe('mock panel: devices tab', () => {
  it('starts an update, shows its progress as the clock moves, and fails it', async () => {
    await ok(api.client.POST('/__mock/clock/freeze', { body: {} }));
    const device = first(devices(1, true));
    await signIn('owner');
    const { user, live } = await openDevice(String(device.uuid));
    expect(fact(live, 'Latest update')).toBe('none');

    await user.click(within(live).getByRole('button', { name: 'Start update' }));
    await waitFor(() => expect(fact(live, 'Update status')).toBe('downloading'), { timeout: 10_000 });
    expect(fact(live, 'Status')).toBe('updating');
    expect(within(live).getByRole('button', { name: 'Start update' }).hasAttribute('disabled')).toBe(true);

    await ok(api.client.POST('/__mock/clock/advance', { body: { ms: 30_000 } }));
    await waitFor(() => expect(fact(live, 'Latest update')).toMatch(/^downloading 50 % to [0-9a-f]{7}$/), {
      timeout: 10_000,
    });

    await user.click(within(live).getByRole('button', { name: 'Fail update' }));
    await waitFor(() => expect(fact(live, 'Update status')).toBe('aborted'), { timeout: 10_000 });
    expect(fact(live, 'Latest update')).toMatch(/^failed to [0-9a-f]{7}, error: Failed to download image$/);
    expect(within(live).getByRole('button', { name: 'Start update' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the refusal of an update the device cannot start, and arms a failure for the next one', async () => {
    const device = first(devices(1, false));
    await signIn('owner');
    const { user, live } = await openDevice(String(device.uuid));
    await user.click(within(live).getByRole('button', { name: 'Start update' }));
    expect((await within(live).findByRole('alert', {}, { timeout: 10_000 })).textContent).toMatch(
      /409 The device already runs its target release/,
    );

    await user.click(within(live).getByRole('button', { name: 'Fail update' }));
    expect(
      await within(live).findByText('The next update will fail: Failed to download image', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(live).queryByRole('alert')).toBeNull();
    await user.click(within(live).getByRole('button', { name: 'Cancel the armed failure' }));
    await waitFor(() => expect(within(live).queryByText(/The next update will fail/)).toBeNull(), { timeout: 10_000 });
  });

  it('the frozen switch writes is_frozen', async () => {
    const device = first(devices(1, false));
    await signIn('owner');
    const { user } = await openDevice(String(device.uuid));
    const frozen = await screen.findByRole('switch', { name: /^Frozen \(stays online/ }, { timeout: 10_000 });
    await user.click(frozen);
    const world = mock.core.registry.get('default');
    await waitFor(() => expect(world.store.get('device', device.id)?.is_frozen).toBe(true), { timeout: 10_000 });
  });
});
