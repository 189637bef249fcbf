// @vitest-environment jsdom
/**
 * Page tests of the release pages on the mock core (spec 02 §2 "Releases", §4, §8): a release that
 * does not exist, or belongs to another fleet, gets the "Resource not found" notice and the fleet's
 * release list. A running release without an update for over 120 s reads timeout everywhere: its
 * badge, the status filter and the fleet summary's build notice (spec 02 §4, §9).
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ok, read } from '../../web/src/api/client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';
import { first } from '../present.ts';

beforeAll(() => void startPageMock());
afterEach(async () => {
  vi.restoreAllMocks();
  await resetPage();
});
afterAll(stopPageMock);

async function fleetId(slug: string): Promise<number> {
  const fleet = first(await read('application', { $select: ['id'], $filter: { slug } }));
  return fleet.id;
}

describe('release not found', () => {
  it.each([
    ['a release that does not exist', async () => 99_999_999],
    [
      "another fleet's release",
      async () => {
        const other = await fleetId('acme/cold-chain');
        const release = first(await read('release', { $select: ['id'], $filter: { belongs_to__application: other } }));
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

/** The fleet's running releases: one updated within the timeout, one that reads timeout (by the server's clock). */
async function runningReleases() {
  const id = await fleetId('acme/smart-lights');
  const rows = await read('release', {
    $select: ['id', 'raw_version', 'update_timestamp'],
    $filter: { belongs_to__application: id, status: 'running' },
  });
  await api.ping();
  const now = api.serverNow();
  const age = (r: (typeof rows)[number]) => now - Date.parse(r.update_timestamp ?? '');
  const fresh = rows.find((r) => age(r) < 120_000)!;
  const stale = rows.find((r) => age(r) > 120_000)!;
  expect(fresh && stale).toBeTruthy();
  return { id, fresh, stale };
}

describe('a stale running release reads timeout everywhere', () => {
  it('the Running filter lists only the live build; Failed lists the timed-out one', async () => {
    await signIn('owner');
    const { id, fresh, stale } = await runningReleases();
    renderPage(`/fleets/${id}/releases`);
    const user = userEvent.setup();
    const pick = async (group: string) => {
      await user.click(await screen.findByRole('button', { name: /Status/ }, { timeout: 15_000 }));
      await user.click(screen.getByRole('option', { name: group }));
    };
    const table = () => screen.getByRole('table', { name: /Releases/ });
    await pick('Running');
    await waitFor(() => expect(within(table()).queryByRole('link', { name: stale.raw_version })).toBeNull(), {
      timeout: 10_000,
    });
    expect(within(table()).getByRole('link', { name: fresh.raw_version })).toBeTruthy();
    await pick('Failed');
    expect(await within(table()).findByRole('link', { name: stale.raw_version }, { timeout: 10_000 })).toBeTruthy();
    expect(within(table()).getByText('timeout')).toBeTruthy();
  });

  it('the fleet summary names the live build as in progress, not the timed-out one', async () => {
    await signIn('owner');
    const { id, fresh } = await runningReleases();
    renderPage(`/fleets/${id}/summary`);
    const notice = await screen.findByText(/A build is in progress:/, {}, { timeout: 15_000 });
    expect(within(notice.closest('div') ?? notice).getByRole('link').textContent).toBe(fresh.raw_version);
  });
});

describe('release search', () => {
  it('finds a release by the key of one of its tags, not only by the value', async () => {
    await signIn('owner');
    const id = await fleetId('acme/smart-lights');
    const releases = await read('release', {
      $select: ['id', 'raw_version'],
      $filter: { belongs_to__application: id, status: 'success' },
      $orderby: { id: 'asc' },
    });
    const tagged = first(releases);
    await ok(
      api.client.POST('/v7/release_tag', { body: { release: tagged.id, tag_key: 'qa-signoff-key', value: 'yes' } }),
    );
    renderPage(`/fleets/${id}/releases`);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Search by version, commit or tag', {}, { timeout: 15_000 }),
      'qa-signoff-key',
    );
    const table = () => screen.getByRole('table', { name: /Releases/ });
    await waitFor(() => expect(within(table()).getAllByRole('link')).toHaveLength(1), { timeout: 10_000 });
    expect(within(table()).getByRole('link', { name: tagged.raw_version })).toBeTruthy();
  });
});

describe('the running release contract card (spec 02 §2 "Fleet summary")', () => {
  it("shows the balena.yml contract's name, version, logo (assets.logo.data.url) and repository link", async () => {
    await signIn('owner');
    const id = await fleetId('acme/kiosk-displays');
    renderPage(`/fleets/${id}/summary`);
    const logo = await screen.findByRole('img', { name: 'kiosk-displays logo' }, { timeout: 15_000 });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const card = logo.closest('div') ?? logo;
    expect(within(card).getByText('kiosk-displays')).toBeTruthy();
    expect(within(card).getByText(/^\d+\.\d+\.\d+$/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Learn more/ })
        .getAttribute('href'),
    ).toBe('https://github.com/acme/kiosk-displays');
  });
});

describe('release settings: the version (spec 02 §5 "Release version edit supports only three-digit semver")', () => {
  it('the save button is busy while the version is saved, then the release reads the new version', async () => {
    const show = vi.spyOn(toast, 'show');
    await signIn('owner');
    const id = await fleetId('acme/smart-lights');
    const release = first(
      await read('release', {
        $select: ['id'],
        $filter: { belongs_to__application: id, status: 'success', is_final: true },
        $orderby: { id: 'asc' },
      }),
    );
    renderPage(`/fleets/${id}/releases/${release.id}/settings`);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Version', { exact: true }, { timeout: 15_000 });
    await user.clear(field);
    await user.type(field, '9.8.7');
    const save = screen.getByRole('button', { name: 'Save version' });
    await user.click(save);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(show).toHaveBeenCalledWith({ kind: 'success', text: 'Version saved' }), {
      timeout: 10_000,
    });
    const saved = first(await read('release', { $select: ['semver'], $filter: { id: release.id } }));
    expect(saved.semver).toBe('9.8.7');
    // The field now reads the saved version, so there is nothing left to save.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save version' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
