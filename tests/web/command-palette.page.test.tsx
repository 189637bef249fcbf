// @vitest-environment jsdom
/**
 * The command palette finds pages and settings, not only the server's organizations, fleets and
 * devices: on a fleet page "settings" lists the fleet's own settings page (as its sidebar does) and
 * the preference tabs; choosing it opens the page.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

async function openPalette(): Promise<HTMLElement> {
  fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
  return screen.findByRole('dialog', { name: 'Command palette' });
}

describe('command palette: pages and settings', () => {
  it("on a fleet page, 'settings' finds the fleet's settings and the preference tabs, and opens the fleet's", async () => {
    await signIn('owner');
    const [fleet] = await read('application', { $select: ['id', 'app_name'], $filter: { app_name: 'smart-lights' } });
    const page = renderPage(`/fleets/${fleet!.id}/summary`);
    // The sidebar knows the fleet's pages once the fleet's access is read.
    await screen.findByRole('link', { name: 'Settings' }, { timeout: 15_000 });
    const palette = await openPalette();
    const field = within(palette).getByRole('combobox');
    fireEvent.change(field, { target: { value: 'settings' } });
    await within(palette).findByRole('option', { name: /Fleet: Settings/ });
    // The section is named after the fleet the page recorded as its context.
    expect(within(palette).getByText('Pages of smart-lights')).toBeTruthy();
    expect(within(palette).getByRole('option', { name: /Preferences: Account details/ })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'fleet members' } });
    await within(palette).findByRole('option', { name: /Fleet: Members/ });
    fireEvent.change(field, { target: { value: 'settings' } });
    fireEvent.click(await within(palette).findByRole('option', { name: /Fleet: Settings/ }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/fleets/${fleet!.id}/settings`));
  });

  it("in an organization, 'members' finds the organization's members page", async () => {
    await signIn('owner');
    const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
    renderPage(`/orgs/${org!.id}/summary`);
    await screen.findByRole('link', { name: 'Members' }, { timeout: 15_000 });
    const palette = await openPalette();
    fireEvent.change(within(palette).getByRole('combobox'), { target: { value: 'members' } });
    const option = await within(palette).findByRole('option', { name: /Organization: Members/ });
    expect(option).toBeTruthy();
  });
});
