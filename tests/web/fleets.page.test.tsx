// @vitest-environment jsdom
/** Page tests of the fleets list and a fleet's summary (spec 02 §2 "Lists", "Fleet summary"). */
import { addFault, renderPage, resetPage, serverNow, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, read } from '../../web/src/api/client.ts';
import { MSG as FLEET_MSG } from '../../web/src/features/fleets/messages.ts';
import { createFleet } from '../../web/src/api/application/writes.ts';
import { first } from '../present.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('fleets list', () => {
  it('lists the owner’s fleets as cards with their organization and device counts', async () => {
    await signIn('owner');
    const page = renderPage('/fleets');
    const cards = await page.findAllByTestId('fleet-card', {}, { timeout: 10_000 });
    const card = cards.find((c) => c.textContent?.includes('smart-lights'));
    expect(card).toBeDefined();
    expect(card?.textContent).toContain('Acme IoT');
    expect(card?.textContent).toMatch(/\d+ devices?|No devices/);
    expect(page.getByRole('button', { name: 'Create fleet' })).toBeTruthy();
  });

  it('shows the error state when the list read fails', async () => {
    await signIn('owner');
    await addFault({
      match: { method: 'GET', resource: 'application' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    const page = renderPage('/fleets');
    expect(await page.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('fleet summary', () => {
  it('opens a fleet from its card: summary, per-status device counts and the releases card', async () => {
    await signIn('owner');
    const page = renderPage('/fleets');
    const user = userEvent.setup();
    await user.click(await page.findByRole('link', { name: 'smart-lights' }, { timeout: 10_000 }));
    await waitFor(() => expect(page.router.state.location.pathname).toMatch(/^\/fleets\/\d+\/summary$/), {
      timeout: 10_000,
    });
    expect(await page.findByRole('heading', { level: 1, name: 'smart-lights' }, { timeout: 10_000 })).toBeTruthy();
    expect(await page.findByRole('heading', { level: 2, name: 'Summary' }, { timeout: 10_000 })).toBeTruthy();
    expect(await page.findByText('acme/smart-lights', { exact: true }, { timeout: 10_000 })).toBeTruthy();
    const app = first(await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } }));
    const operational = await count('device', {
      $filter: { belongs_to__application: app.id, overall_status: 'operational' },
    });
    await waitFor(() => expect(page.getByTestId('status-count-operational').textContent).toBe(String(operational)), {
      timeout: 10_000,
    });
    expect(await page.findByRole('heading', { level: 2, name: 'Releases' })).toBeTruthy();
    expect(await page.findByRole('button', { name: 'Create release' })).toBeTruthy();
  });

  it('an observer gets no pinning or release creation', async () => {
    await signIn('observer');
    const app = first(await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } }));
    const page = renderPage(`/fleets/${app.id}/summary`);
    expect(await page.findByRole('heading', { level: 2, name: 'Releases' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Create release' })).toBeNull();
  });
});

/** The input labelled `label`, its error text (through aria-describedby) and whether it is marked invalid. */
function fieldState(page: ReturnType<typeof renderPage>, label: string) {
  const input = page.getByLabelText(label) as HTMLInputElement;
  const described = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return {
    input,
    error: described.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    invalid: input.getAttribute('aria-invalid') === 'true',
  };
}

describe('create fleet dialog (spec 02 §5 "Fleet name", "Fleet creation and edits")', () => {
  async function openDialog() {
    await signIn('owner');
    const page = renderPage('/fleets');
    const user = userEvent.setup();
    await user.click(await page.findByRole('button', { name: 'Create fleet' }, { timeout: 10_000 }));
    const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(page.getByLabelText('Name')).toBeTruthy(), { timeout: 10_000 });
    const createButton = () => [...dialog.querySelectorAll('button[type="submit"]')][0] as HTMLButtonElement;
    return { page, user, createButton };
  }

  it('checks the name rules in order under the input, with create disabled until the name is valid', async () => {
    const { page, user, createButton } = await openDialog();
    const name = () => fieldState(page, 'Name');
    expect(createButton().disabled).toBe(true);
    await user.type(name().input, 'ab');
    await waitFor(() => expect(name().error).toContain('The name should be at least 4 characters long'));
    await user.clear(name().input);
    await waitFor(() => expect(name().error).toContain('A name is required'));
    await user.type(name().input, '-bad name');
    await waitFor(() =>
      expect(name().error).toContain('The name can only contain alphanumeric characters, hyphens or underscores'),
    );
    await user.clear(name().input);
    // Pasted, not typed: 101 keystrokes (each validated) would be most of the test's time on a busy machine.
    await user.click(name().input);
    await user.paste('x'.repeat(101));
    await waitFor(() => expect(name().error).toContain('The name should not be more than 100 characters long'));
    await user.clear(name().input);
    await user.type(name().input, 'SMART-LIGHTS');
    await waitFor(() =>
      expect(name().error).toContain(
        'This name is already used by another fleet. Note that the name is case-insensitive',
      ),
    );
    expect(createButton().disabled).toBe(true);
    await user.clear(name().input);
    await user.type(name().input, 'brand-new-fleet');
    await waitFor(() => expect(createButton().disabled).toBe(false), { timeout: 10_000 });
    expect(name().invalid).toBe(false);
  });

  it('preselects raspberrypi4-64 and hides discontinued device types until the box is checked', async () => {
    const { page, user } = await openDialog();
    const trigger = () => page.getByRole('button', { name: /Default device type/ });
    await waitFor(() => expect(trigger().textContent).toContain('Raspberry Pi 4 (using 64bit OS)'), {
      timeout: 10_000,
    });
    const optionNames = async () => {
      await user.click(trigger());
      const names = (await page.findAllByRole('option')).map((o) => o.textContent ?? '');
      await user.keyboard('{Escape}');
      return names;
    };
    const before = await optionNames();
    expect(before).toContain('Intel NUC');
    expect(before).not.toContain('Intel Edison');
    await user.click(page.getByRole('checkbox', { name: 'Show discontinued device types' }));
    expect(await optionNames()).toContain('Intel Edison');
  });

  it('creation needs an organization, a name and a device type ("missing required attributes") and an answer with an id ("could not find id")', async () => {
    await signIn('owner');
    const org = first(await read('organization', { $select: ['id'], $filter: { handle: 'acme' } }));
    const valid = {
      name: 'id-less-fleet',
      organization: org.id,
      deviceType: 'raspberrypi4-64',
      fleetClass: 'fleet' as const,
    };
    for (const missing of [{ name: '' }, { organization: 0 }, { deviceType: '' }]) {
      await expect(createFleet({ ...valid, ...missing }, FLEET_MSG)).rejects.toThrow('missing required attributes');
    }
    await addFault({
      match: { method: 'POST', resource: 'application' },
      effect: { kind: 'status', status: 201, body: {} },
    });
    await expect(createFleet(valid, FLEET_MSG)).rejects.toThrow('could not find id');
  });

  it('a name the API refuses (409 unique) shows the spec text under the name input, and the dialog stays open', async () => {
    const { page, user, createButton } = await openDialog();
    const taken = 'This name is already used by another fleet. Note that the name is case-insensitive';
    await addFault({
      match: { method: 'POST', resource: 'application' },
      effect: { kind: 'status', status: 409, body: '"slug" must be unique.' },
    });
    await user.type(fieldState(page, 'Name').input, 'raced-fleet');
    await waitFor(() => expect(createButton().disabled).toBe(false), { timeout: 10_000 });
    await user.click(createButton());
    await waitFor(() => expect(fieldState(page, 'Name').error).toContain(taken), { timeout: 10_000 });
    expect(fieldState(page, 'Name').invalid).toBe(true);
    expect(page.router.state.location.pathname).toBe('/fleets');
  });

  it('any other refusal shows as the form alert, not under the name', async () => {
    const { page, user, createButton } = await openDialog();
    await addFault({
      match: { method: 'POST', resource: 'application' },
      effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' },
    });
    await user.type(fieldState(page, 'Name').input, 'other-fleet');
    await waitFor(() => expect(createButton().disabled).toBe(false), { timeout: 10_000 });
    await user.click(createButton());
    const alert = await page.findByText('Server Error', {}, { timeout: 10_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(fieldState(page, 'Name').error).not.toContain('Server Error');
  });
});

describe('fleet detail redirects (spec 02 §2 "Fleet, app and block detail", §8)', () => {
  it('a non-numeric id says "invalid id passed in url" with the id and goes to the parent list', async () => {
    await signIn('owner');
    const page = renderPage('/blocks/abc/summary');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/blocks'), { timeout: 10_000 });
    expect(await page.findByText('invalid id passed in url: abc', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a fleet that is not found says "Resource not found" and goes to /fleets', async () => {
    await signIn('owner');
    const page = renderPage('/apps/987654321/summary');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/fleets'), { timeout: 10_000 });
    expect(await page.findByText('Resource not found', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("a frozen organization's fleet goes to /orgs/{id}, whose layout sends the user on to billing", async () => {
    await signIn('frozen');
    const org = first(await read('organization', { $select: ['id'], $filter: { handle: 'frozen-foods' } }));
    const fleet = first(await read('application', { $select: ['id'], $filter: { organization: org.id } }));
    const page = renderPage(`/fleets/${fleet.id}/summary`);
    const seen: string[] = [];
    const off = page.router.subscribe((state) => seen.push(state.location.pathname));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/orgs/${org.id}/billing`), {
      timeout: 15_000,
    });
    off();
    expect(seen).toContain(`/orgs/${org.id}`);
  });

  it("without the apps display option, an organization's apps list goes to that organization's fleets", async () => {
    await signIn('owner');
    const org = first(await read('organization', { $select: ['id'], $filter: { name: 'Acme IoT' } }));
    const page = renderPage(`/orgs/${org.id}/apps`);
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/orgs/${org.id}/fleets`), {
      timeout: 10_000,
    });
  });
});

describe('add device and the free plan allowance (spec 02 §8 warnings "free plan allowance reached")', () => {
  async function emptyFleetOf(persona: string, orgHandle: string, name: string) {
    await signIn(persona);
    const org = first(await read('organization', { $select: ['id'], $filter: { handle: orgHandle } }));
    const created = await createFleet(
      { name, organization: org.id, deviceType: 'raspberrypi4-64', fleetClass: 'fleet' },
      { missingAttributes: 'missing', couldNotFindId: 'no id' },
    );
    return created.id;
  }

  it('an administrator of a free organization at its allowance is offered the upgrade instead of the download', async () => {
    const fleetId = await emptyFleetOf('free', 'free-tinkerers', 'allowance-check');
    const page = renderPage(`/fleets/${fleetId}/summary`);
    const user = userEvent.setup();
    await user.click(await page.findByRole('button', { name: 'Add device' }, { timeout: 10_000 }));
    expect(await page.findByText(/^Free plan allowance reached: /, {}, { timeout: 10_000 })).toBeTruthy();
    expect(page.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toMatch(
      /\/orgs\/\d+\/billing#billing-plans$/,
    );
    expect(page.queryByRole('button', { name: 'Download balenaOS' })).toBeNull();
  });

  it('a paid organization gets the OS image download', async () => {
    const fleetId = await emptyFleetOf('owner', 'acme', 'paid-add-device');
    const page = renderPage(`/fleets/${fleetId}/summary`);
    const user = userEvent.setup();
    await user.click(await page.findByRole('button', { name: 'Add device' }, { timeout: 10_000 }));
    expect(await page.findByRole('button', { name: 'Download balenaOS' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.queryByText(/^Free plan allowance reached: /)).toBeNull();
  });
});

describe('platform admin and support access (spec 02 §6 "An admin viewing a user\'s resource needs support access granted")', () => {
  const banner = /^Support access is not granted for this fleet/;

  it('an admin sees the error banner on a fleet without support access, none where it is granted', async () => {
    await signIn('admin');
    const now = new Date(await serverNow()).toISOString();
    const revoked = first(
      await read('application', {
        $select: ['id'],
        $filter: { is_of__class: 'fleet', is_host: false, is_accessible_by_support_until__date: null },
        $orderby: { id: 'asc' },
        $top: 1,
      }),
    );
    const granted = first(
      await read('application', {
        $select: ['id'],
        $filter: { is_of__class: 'fleet', is_host: false, is_accessible_by_support_until__date: { $gt: now } },
        $orderby: { id: 'asc' },
        $top: 1,
      }),
    );
    const page = renderPage(`/fleets/${revoked.id}/summary`);
    expect(await page.findByText(banner, {}, { timeout: 10_000 })).toBeTruthy();
    page.unmount();
    const next = renderPage(`/fleets/${granted.id}/summary`);
    expect(await next.findByRole('heading', { level: 2, name: 'Summary' }, { timeout: 10_000 })).toBeTruthy();
    expect(next.queryByText(banner)).toBeNull();
  });

  it('a member of the fleet never sees it', async () => {
    await signIn('owner');
    const fleet = first(await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } }));
    const page = renderPage(`/fleets/${fleet.id}/summary`);
    expect(await page.findByRole('heading', { level: 2, name: 'Summary' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.queryByText(banner)).toBeNull();
  });
});
