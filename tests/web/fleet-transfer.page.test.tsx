// @vitest-environment jsdom
/**
 * Transfer of ownership on a fleet's settings page (spec 02 §5 "Transfer of ownership targets
 * organizations where the user is a developer on an app with the same name and class, or an
 * administrator of the organization, with no devices … If none: 'no organizations with matching
 * resource name'"; shared/transfer-targets.ts): the target list on the seeded data, changed in the
 * mock's store the way a world would hold it.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestMock } from '../../mock-server/src/msw/node.ts';
import { insert, update } from '../../mock-server/src/core/store/write.ts';
import { client, ok } from '../../web/src/api/client.ts';
import { NO_TRANSFER_TARGETS } from '../../shared/transfer-targets.ts';

let mock: TestMock;
beforeAll(() => {
  mock = startPageMock();
});
afterEach(resetPage);
afterAll(stopPageMock);

const store = () => mock.core.registry.get('default').store;
const idOf = (resource: string, field: string, value: string): number => store().find(resource, field, value)[0]!.id;

/** Creates an application of globex with this name and `like`'s device type, as globex's administrator (the owner). */
async function globexApp(name: string, like: number): Promise<number> {
  await signIn('owner');
  const created = await ok(
    client.POST('/v7/application', {
      body: {
        app_name: name,
        organization: idOf('organization', 'handle', 'globex'),
        is_for__device_type: store().get('application', like)!.is_for__device_type as number,
      },
    }),
  );
  await resetPage();
  return (created as { id: number }).id;
}

/** The options of the transfer target select, or null when the page says there is no target. */
async function targetOptions(fleet: number): Promise<string[] | null> {
  renderPage(`/fleets/${fleet}/settings`);
  await screen.findByRole('heading', { name: 'Transfer ownership' }, { timeout: 15_000 });
  const none = await screen.findByText(NO_TRANSFER_TARGETS, {}, { timeout: 2_000 }).catch(() => null);
  if (none) return null;
  const buttons = await screen.findAllByRole('button', { name: /Target organization/ }, { timeout: 15_000 });
  const select = buttons.find((b) => b.getAttribute('aria-haspopup') === 'listbox')!;
  await userEvent.click(select);
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('fleet settings: transfer targets', () => {
  it('an administered organization is left out once its application of the same name and class has devices', async () => {
    await signIn('owner');
    const fleet = idOf('application', 'app_name', 'field-tablets');
    expect(await targetOptions(fleet)).toContain('Globex Robotics');
    await resetPage();
    // globex gets its own field-tablets, and one of warehouse-robots' devices moves into it.
    const same = await globexApp('Field-Tablets', fleet);
    const device = store().find(
      'device',
      'belongs_to__application',
      idOf('application', 'app_name', 'warehouse-robots'),
    )[0]!;
    update(store(), 'device', device.id, { belongs_to__application: same }, { trusted: true });
    await signIn('owner');
    const options = await targetOptions(fleet);
    expect(options ?? []).not.toContain('Globex Robotics');
  });

  it('a developer of an empty same-named application in an organization they do not administer may transfer there', async () => {
    // free administers only free-tinkerers: no target at first.
    await signIn('free');
    const fleet = idOf('application', 'app_name', 'hobby-weather');
    expect(await targetOptions(fleet)).toBeNull();
    await resetPage();
    // In globex, free becomes a member who develops an empty application called hobby-weather.
    const same = await globexApp('hobby-weather', fleet);
    const free = idOf('user', 'username', 'free');
    insert(
      store(),
      'organization_membership',
      {
        user: free,
        is_member_of__organization: idOf('organization', 'handle', 'globex'),
        organization_membership_role: idOf('organization_membership_role', 'name', 'member'),
      },
      { trusted: true },
    );
    insert(
      store(),
      'user_application_membership',
      {
        user: free,
        is_member_of__application: same,
        application_membership_role: idOf('application_membership_role', 'name', 'developer'),
      },
      { trusted: true },
    );
    await signIn('free');
    expect(await targetOptions(fleet)).toEqual(['Globex Robotics']);
  });
});
