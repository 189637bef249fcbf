// @vitest-environment jsdom
/**
 * The mock panel's faults tab (/__mock/ui/): no cookie banner over the tool page, the token field named
 * as a token, Enter in a half-filled form sends nothing, rules switched off and edited on the mock
 * (PATCH/PUT, seen by a fresh render as by another panel), and a custom rule of a kind no template has.
 */
import { renderPage, resetPage, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok } from '../../web/src/api/client.ts';
import { TokenPrompt } from '../../web/src/features/mock-panel/components/token-prompt.tsx';
import type { components } from '../../generated/types/api.gen.ts';

/** Where the panel keeps the admin token for the tab (web/src/api/mock-admin.ts). */
const ADMIN_TOKEN_KEY = 'fleetmock:mock-admin-token';

type FaultRule = components['schemas']['FaultRule'];

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

const rules = async (): Promise<FaultRule[]> => (await ok(api.client.GET('/__mock/faults'))).faults;

async function openFaults() {
  const user = userEvent.setup();
  const page = renderPage('/__mock/ui/');
  await user.click(await screen.findByRole('tab', { name: 'Faults' }, { timeout: 15_000 }));
  return { user, page };
}

describe('mock panel: faults tab', () => {
  it('shows no cookie banner on the panel page (the dashboard shows it)', async () => {
    const login = renderPage('/login');
    expect(await login.findByRole('heading', { name: 'Cookies' }, { timeout: 15_000 })).toBeTruthy();
    login.unmount();
    renderPage('/__mock/ui/');
    await screen.findByRole('tab', { name: 'Faults' }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
  });

  it('names the admin token field and its toggle as a token', async () => {
    const user = userEvent.setup();
    render(<TokenPrompt wrong={false} />);
    expect(screen.getByLabelText('Admin token')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(screen.getByRole('button', { name: 'Hide token' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /password/i })).toBeNull();
  });

  it('the token prompt keeps the typed token for the tab, and offers nothing to send while blank', async () => {
    const user = userEvent.setup();
    render(<TokenPrompt wrong />);
    expect(screen.getByText('The mock did not accept that token.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Use token' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Admin token'), '   ');
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Admin token'), 's3cret {Enter}');
    await waitFor(() => expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('s3cret'));
    sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  });

  it('Enter in a half-filled template form sends nothing and names the field', async () => {
    const { user } = await openFaults();
    const form = screen.getByRole('button', { name: 'Add a fault' }).closest('form')!;
    await user.type(within(form).getByLabelText(/^Operation/), 'zz{Enter}');
    expect(await within(form).findByText('No operation zz in the contract')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^Operation/));
    await user.type(within(form).getByLabelText(/^Operation/), '{Enter}');
    expect(await within(form).findByText('Choose an operation, or tick "Every request"')).toBeTruthy();
    expect(await rules()).toEqual([]);
  });

  it('switches a rule off and edits it on the mock; a fresh panel shows both', async () => {
    await ok(
      api.client.POST('/__mock/faults', {
        body: { id: 'glob', name: 'slow devices', match: { path: '/v7/device*' }, effect: { kind: 'latency', ms: 5 } },
      }),
    );
    const { user, page } = await openFaults();
    const toggle = await screen.findByRole('switch', { name: 'Active slow devices' });
    await user.click(toggle);
    await waitFor(async () => expect((await rules())[0]?.enabled).toBe(false));

    // A rule not made from a template is edited in the full form, in place (PUT).
    await user.click(screen.getByRole('button', { name: 'Edit slow devices' }));
    const editor = screen.getByRole('form', { name: 'Edit slow devices' });
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'tokenBucket');
    await user.type(within(editor).getByLabelText(/^capacity/), '3');
    await user.type(within(editor).getByLabelText(/^refillPerSecond/), 'x{Enter}');
    expect(await within(editor).findByText('Enter a number')).toBeTruthy();
    await user.clear(within(editor).getByLabelText(/^refillPerSecond/));
    await user.type(within(editor).getByLabelText(/^refillPerSecond/), '0.5');
    await user.type(within(editor).getByLabelText(/^Methods/), 'GET');
    await user.click(within(editor).getByRole('button', { name: 'Save fault' }));
    await waitFor(async () =>
      expect(await rules()).toMatchObject([
        {
          id: 'glob',
          enabled: false,
          match: { path: '/v7/device*', method: 'GET' },
          effect: { kind: 'tokenBucket', capacity: 3, refillPerSecond: 0.5 },
        },
      ]),
    );
    page.unmount();

    await openFaults();
    const again = await screen.findByRole('switch', { name: 'Active slow devices' });
    expect((again as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('switched off', { exact: false })).toBeTruthy();
  });

  it('adds a custom rule of a kind no template has (empty body, any status, by method)', async () => {
    const { user } = await openFaults();
    const form = screen.getByRole('form', { name: 'Custom rule' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'empty');
    await user.type(within(form).getByLabelText(/^status/), '418');
    await user.click(within(form).getByRole('button', { name: 'Add the rule' }));
    expect(await within(form).findByText('Give at least one criterion, or tick "Every request"')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Methods/), 'delete');
    await user.click(within(form).getByRole('button', { name: 'Add the rule' }));
    await waitFor(async () =>
      expect(await rules()).toMatchObject([{ match: { method: 'DELETE' }, effect: { kind: 'empty', status: 418 } }]),
    );
  });

  it('records what is done on the session as YAML, and loads a pasted scenario (a bad step is named)', async () => {
    const user = userEvent.setup();
    renderPage('/__mock/ui/');
    await user.click(await screen.findByRole('tab', { name: 'Scenarios' }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('switch', { name: 'Record' }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Record' }) as HTMLInputElement).checked).toBe(true),
    );
    await ok(
      api.client.POST('/__mock/faults', {
        body: { id: 'r1', match: { path: '/ping' }, effect: { kind: 'status', status: 429 } },
      }),
    );
    const yaml = await screen.findByLabelText('Recorded scenario (YAML)', {}, { timeout: 5000 });
    expect(yaml.textContent).toContain('addFault:');
    expect(screen.getByRole('button', { name: 'Save as YAML' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Record' }));
    await waitFor(async () =>
      expect((await ok(api.client.DELETE('/__mock/scenarios/recording'))).recording).toBe(false),
    );

    const form = screen.getByRole('form', { name: 'Load a scenario file' });
    const text = within(form).getByLabelText('Or paste it here');
    await user.click(text);
    await user.paste('name: mine\nsteps:\n  - at: soon\n    clearFaults: true\n');
    await user.click(within(form).getByRole('button', { name: 'Load scenario' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('steps.0.at');
    await user.clear(text);
    await user.paste('name: mine\nsteps:\n  - clearFaults: true\n');
    await user.click(within(form).getByRole('button', { name: 'Load scenario' }));
    expect(await within(form).findByText('Scenario loaded.')).toBeTruthy();
    await waitFor(async () => expect(await rules()).toEqual([]));
  });
});
