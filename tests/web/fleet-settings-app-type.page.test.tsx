// @vitest-environment jsdom
/**
 * Fleet settings' application type on the seeded data (spec 02 §4 "Plan-related fleet type change
 * options"): on the free plan (free-tinkerers' hobby-weather) the paid Microservices type is listed
 * "paid only" and cannot be chosen; the current free type stays selectable.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('fleet settings: application type states on the seed', () => {
  it('a free-plan fleet lists Microservices as paid only', async () => {
    await signIn('free');
    const [fleet] = await read('application', { $select: ['id'], $filter: { app_name: 'hobby-weather' } });
    renderPage(`/fleets/${fleet!.id}/settings`);
    // The select's trigger (the save button's name also mentions the type).
    const buttons = await screen.findAllByRole('button', { name: /Application type/ }, { timeout: 15_000 });
    const select = buttons.find((b) => b.getAttribute('aria-haspopup') === 'listbox');
    await userEvent.click(select!);
    const list = await screen.findByRole('listbox');
    const paid = await within(list).findByRole('option', { name: 'Microservices (paid only)' });
    expect(paid.getAttribute('aria-disabled')).toBe('true');
  });
});
