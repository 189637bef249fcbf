// @vitest-environment jsdom
/**
 * Fleet settings' application type on the seeded data (spec 02 §4 "Plan-related fleet type change
 * options"): on the free plan (free-tinkerers' hobby-weather) the paid Microservices type is listed
 * "paid only" and cannot be chosen; the current free type stays selectable. Globex's edge-builders runs
 * the discontinued Edge Device Builder, which has no OS release a multicontainer type needs: those types
 * are "unavailable"; its tinker-panels runs the Asus Tinker Board, which has none yet: "coming soon".
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

/** Opens the application type select of a fleet's settings page; resolves to its option list. */
async function openTypeList(fleetName: string): Promise<HTMLElement> {
  const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: fleetName } });
  renderPage(`/fleets/${fleet!.id}/settings`);
  // The select's trigger (the save button's name also mentions the type).
  const buttons = await screen.findAllByRole('button', { name: /Application type/ }, { timeout: 15_000 });
  const select = buttons.find((b) => b.getAttribute('aria-haspopup') === 'listbox');
  // Enabled once the types and the plan have loaded.
  await waitFor(() => expect(select!.hasAttribute('disabled')).toBe(false), { timeout: 15_000 });
  await userEvent.click(select!);
  return screen.findByRole('listbox');
}

describe('fleet settings: application type states on the seed', () => {
  it('a free-plan fleet lists Microservices as paid only', async () => {
    await signIn('free');
    const list = await openTypeList('hobby-weather');
    const paid = await within(list).findByRole('option', { name: 'Microservices (paid only)' });
    expect(paid.getAttribute('aria-disabled')).toBe('true');
  });

  it('a fleet of a discontinued device type without a fitting OS lists the multicontainer types as unavailable', async () => {
    await signIn('owner');
    const list = await openTypeList('edge-builders');
    for (const name of ['Microservices (unavailable)', 'Starter (unavailable)']) {
      const option = await within(list).findByRole('option', { name }, { timeout: 15_000 });
      expect(option.getAttribute('aria-disabled')).toBe('true');
    }
    // The fleet's own type needs no OS range: selectable.
    expect(within(list).getByRole('option', { name: 'Essentials' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('a fleet of a device type without an OS release yet lists the multicontainer types as coming soon', async () => {
    await signIn('owner');
    const list = await openTypeList('tinker-panels');
    for (const name of ['Microservices (coming soon)', 'Starter (coming soon)']) {
      const option = await within(list).findByRole('option', { name }, { timeout: 15_000 });
      expect(option.getAttribute('aria-disabled')).toBe('true');
    }
  });
});
