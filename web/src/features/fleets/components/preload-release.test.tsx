// @vitest-environment jsdom
/**
 * The add-device dialog's release to preload (spec 02 §9 "A release counts as preloadable-heavy with
 * more than 2 images"): releases come with their image counts; a release of 3 images is marked heavy
 * and warns about the image size and download time, one of 2 images does not.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { preloadReleasesQuery } from '../../../api/release/reads.ts';
import { PreloadRelease } from './preload-release.tsx';

afterEach(cleanup);

const TWO = 'a'.repeat(40);
const THREE = 'b'.repeat(40);

function renderPreload() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(preloadReleasesQuery(7).queryKey, [
    { id: 31, commit: THREE, raw_version: '1.4.0', release_image: 3 },
    { id: 30, commit: TWO, raw_version: '1.3.0', release_image: 2 },
  ]);
  render(
    <QueryClientProvider client={client}>
      <PreloadRelease fleetId={7} fleetSlug="acme/kiosk" />
    </QueryClientProvider>,
  );
}

const choose = async (label: string) => {
  await userEvent.click(screen.getByRole('button', { name: /Release to preload/ }));
  await userEvent.click(screen.getByRole('option', { name: label }));
};

describe('release to preload', () => {
  it('marks only the release of more than 2 images as heavy', async () => {
    renderPreload();
    await userEvent.click(screen.getByRole('button', { name: /Release to preload/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      '1.4.0 (bbbbbbb), 3 images: heavy',
      '1.3.0 (aaaaaaa), 2 images',
    ]);
  });

  it('a release of 2 images gives the preload command without a warning', async () => {
    renderPreload();
    await choose('1.3.0 (aaaaaaa), 2 images');
    expect(screen.getByText(`balena preload balena.img --fleet acme/kiosk --commit ${TWO}`)).toBeTruthy();
    expect(screen.queryByText(/preloading it makes the OS image much larger/)).toBeNull();
  });

  it('a release of 3 images warns about the image size and download time', async () => {
    renderPreload();
    await choose('1.4.0 (bbbbbbb), 3 images: heavy');
    expect(screen.getByText(/^This release has 3 images: preloading it makes the OS image much larger/)).toBeTruthy();
    expect(screen.getByText(`balena preload balena.img --fleet acme/kiosk --commit ${THREE}`)).toBeTruthy();
  });
});
