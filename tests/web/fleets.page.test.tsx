// @vitest-environment jsdom
/** Page tests of the fleets list and a fleet's summary (spec 02 §2 "Lists", "Fleet summary"). */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { count, read } from '../../web/src/api/client.ts';

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
    await addFault({ match: { method: 'GET', resource: 'application' }, effect: { kind: 'status', status: 500, body: 'Server Error', contentType: 'text' } });
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
    await waitFor(() => expect(page.router.state.location.pathname).toMatch(/^\/fleets\/\d+\/summary$/), { timeout: 10_000 });
    expect(await page.findByRole('heading', { level: 1, name: 'smart-lights' }, { timeout: 10_000 })).toBeTruthy();
    expect(await page.findByRole('heading', { level: 2, name: 'Summary' }, { timeout: 10_000 })).toBeTruthy();
    expect(await page.findByText('acme/smart-lights', { exact: true }, { timeout: 10_000 })).toBeTruthy();
    const [app] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
    const operational = await count('device', { $filter: { belongs_to__application: app.id, overall_status: 'operational' } });
    await waitFor(() => expect(page.getByTestId('status-count-operational').textContent).toBe(String(operational)), { timeout: 10_000 });
    expect(await page.findByRole('heading', { level: 2, name: 'Releases' })).toBeTruthy();
    expect(await page.findByRole('button', { name: 'Create release' })).toBeTruthy();
  });

  it('an observer gets no pinning or release creation', async () => {
    await signIn('observer');
    const [app] = await read('application', { $select: ['id'], $filter: { app_name: 'smart-lights' } });
    const page = renderPage(`/fleets/${app.id}/summary`);
    expect(await page.findByRole('heading', { level: 2, name: 'Releases' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Create release' })).toBeNull();
  });
});
