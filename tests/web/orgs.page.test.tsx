// @vitest-environment jsdom
/**
 * The organization list on the mock core (spec 01 §2 "/orgs", §7 "Organization list: … app class"):
 * its Fleets column counts the applications of class fleet, the same the organization summary's
 * Fleets card lists (apps and blocks have cards of their own).
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { read } from '../../web/src/api/client.ts';
import { first } from '../present.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('organization list', () => {
  it('counts only fleets in the Fleets column, as the summary does', async () => {
    await signIn('owner');
    const org = first(
      await read('organization', {
        $select: ['id', 'name'],
        $filter: { handle: 'acme' },
        $expand: { application: { $select: ['id', 'is_of__class'] } },
      }),
    );
    const fleets = org.application.filter((a) => a.is_of__class === 'fleet').length;
    expect(fleets).toBeLessThan(org.application.length);
    renderPage('/orgs');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const header = within(table).getAllByRole('columnheader');
    const column = header.findIndex((h) => h.textContent === 'Fleets');
    const row = await within(table).findByRole('row', { name: new RegExp(org.name) }, { timeout: 10_000 });
    const cells = [...row.querySelectorAll('th, td')];
    expect(column).toBeGreaterThanOrEqual(0);
    expect(cells[column]?.textContent).toBe(String(fleets));
  });
});
