// @vitest-environment jsdom
/**
 * Page tests of the release pages on the mock core (spec 02 §2 "Releases", §4, §8): a release that
 * does not exist, or belongs to another fleet, gets the "Resource not found" notice and the fleet's
 * release list.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { read } from '../../web/src/api/client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';

beforeAll(() => void startPageMock());
afterEach(async () => {
  vi.restoreAllMocks();
  await resetPage();
});
afterAll(stopPageMock);

async function fleetId(slug: string): Promise<number> {
  const [fleet] = await read('application', { $select: ['id'], $filter: { slug } });
  return fleet.id;
}

describe('release not found', () => {
  it.each([
    ['a release that does not exist', async () => 99_999_999],
    [
      "another fleet's release",
      async () => {
        const other = await fleetId('acme/cold-chain');
        const [release] = await read('release', { $select: ['id'], $filter: { belongs_to__application: other } });
        return release.id;
      },
    ],
  ])('%s: "Resource not found" and the fleet\'s releases', async (_name, releaseOf) => {
    const show = vi.spyOn(toast, 'show');
    await signIn('owner');
    const id = await fleetId('acme/smart-lights');
    const releaseId = await releaseOf();
    const page = renderPage(`/fleets/${id}/releases/${releaseId}`);
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/fleets/${id}/releases`), {
      timeout: 15_000,
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'danger', text: 'Resource not found' }));
    expect(screen.queryByText(/data is undefined/)).toBeNull();
  });
});
