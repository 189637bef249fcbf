// @vitest-environment jsdom
/**
 * Add device on the mock core: the release to preload (spec 02 §9 "A release counts as
 * preloadable-heavy with more than 2 images"). The release list carries each release's image count
 * (`release_image/$count`); choosing a release of more than 2 images warns about the image size.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';

beforeAll(() => void startPageMock());
afterEach(resetPage);
afterAll(stopPageMock);

describe('add device: release to preload', () => {
  it('a release of more than 2 images is marked heavy and warns; the command preloads it by commit', async () => {
    await signIn('owner');
    const releases = await read('release', {
      $select: ['id', 'commit', 'raw_version'],
      $filter: {
        status: 'success',
        is_final: true,
        is_invalidated: false,
        belongs_to__application: {
          $any: {
            $alias: 'a',
            $expr: {
              a: { is_of__class: 'fleet', organization: { $any: { $alias: 'o', $expr: { o: { handle: 'acme' } } } } },
            },
          },
        },
      },
      $expand: { release_image: { $count: {} }, belongs_to__application: { $select: ['id', 'slug'] } },
      $orderby: { id: 'desc' },
    });
    const heavy = releases.find((r) => r.release_image > 2);
    expect(heavy).toBeDefined();
    const fleet = heavy!.belongs_to__application[0]!;
    const page = renderPage(`/fleets/${fleet.id}/devices`);
    const user = userEvent.setup();
    await user.click(await page.findByRole('button', { name: 'Add device' }, { timeout: 30_000 }));
    await user.click(await page.findByRole('button', { name: /Release to preload/ }, { timeout: 10_000 }));
    const label = `${heavy!.raw_version} (${heavy!.commit.slice(0, 7)}), ${heavy!.release_image} images: heavy`;
    await user.click(page.getByRole('option', { name: label }));
    expect(page.getByText(/^This release has \d+ images: preloading it makes the OS image much larger/)).toBeTruthy();
    expect(page.getByText(`balena preload balena.img --fleet ${fleet.slug} --commit ${heavy!.commit}`)).toBeTruthy();
  }, 60_000);
});
