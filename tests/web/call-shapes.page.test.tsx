// @vitest-environment jsdom
/**
 * API call shapes of spec 01 §7: the members table and the API key list each read one page, sorted
 * and paged by the server (`$orderby`, `$top`, `$skip`), plus a count call, instead of every row
 * sorted and paged in the browser.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navOrder, read } from '../../web/src/api/client.ts';
import type { TestMock } from '../../mock-server/src/msw/node.ts';

let mock: TestMock;
const urls: URL[] = [];
beforeAll(() => {
  mock = startPageMock();
  mock.server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
});
afterEach(async () => {
  urls.length = 0;
  await resetPage();
});
afterAll(stopPageMock);

const reads = (path: string) => urls.filter((u) => u.pathname === path && !u.searchParams.has('$count'));

describe('organization members: server paging', () => {
  it('reads one page sorted by username with $top/$skip, and a count call', async () => {
    await signIn('owner');
    const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
    renderPage(`/orgs/${org!.id}/members`);
    await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(reads('/v7/organization_membership/$count').length).toBeGreaterThan(0));
    const page = reads('/v7/organization_membership').find((u) =>
      u.searchParams.get('$filter')?.startsWith('is_member_of__organization eq'),
    );
    expect(page).toBeDefined();
    expect(page!.searchParams.get('$orderby')).toBe('user/username asc,id asc');
    expect(page!.searchParams.get('$top')).toBe('50');
    expect(page!.searchParams.get('$skip')).toBe('0');
    expect(reads('/v7/organization_membership/$count')[0]!.searchParams.get('$filter')).toBe(
      `is_member_of__organization eq ${org!.id}`,
    );
  });

  it('the server answers the SAML-account sort the table offers', async () => {
    await signIn('owner');
    const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
    const rows = await read('organization_membership', {
      $select: ['id'],
      $filter: { is_member_of__organization: org!.id },
      $orderby: [
        navOrder('organization_membership', 'user', 'owns__saml_account', 'desc', 'count'),
        navOrder('organization_membership', 'user', 'username', 'asc'),
      ],
      $top: 2,
    });
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('organization members: bulk removal', () => {
  it('removes the selected members in one DELETE by an id-in filter', async () => {
    await signIn('owner');
    const [org] = await read('organization', { $select: ['id'], $filter: { handle: 'acme' } });
    const members = await read('organization_membership', {
      $select: ['id'],
      $filter: {
        is_member_of__organization: org!.id,
        user: { $any: { $alias: 'u', $expr: { u: { username: { $in: ['observer', 'operator'] } } } } },
      },
      $orderby: { id: 'asc' },
    });
    expect(members).toHaveLength(2);
    renderPage(`/orgs/${org!.id}/members`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Members' }, { timeout: 15_000 });
    await user.click(await within(table).findByRole('checkbox', { name: /observer$/ }));
    await user.click(within(table).getByRole('checkbox', { name: /(^|\s)operator$/ }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        urls.some(
          (u) =>
            u.pathname === '/v7/organization_membership' &&
            u.searchParams.has('$filter') &&
            !u.search.includes('$select'),
        ),
      ).toBe(true),
    );
    const deletes = urls.filter(
      (u) =>
        u.pathname.startsWith('/v7/organization_membership') &&
        !u.searchParams.has('$select') &&
        !u.pathname.endsWith('$count'),
    );
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.pathname).toBe('/v7/organization_membership');
    const ids = /^id in \(([\d,]+)\)$/
      .exec(deletes[0]!.searchParams.get('$filter') ?? '')?.[1]
      ?.split(',')
      .map(Number);
    expect(ids?.sort()).toEqual(members.map((m) => m.id).sort());
    await waitFor(async () =>
      expect(
        await read('organization_membership', { $select: ['id'], $filter: { id: { $in: members.map((m) => m.id) } } }),
      ).toHaveLength(0),
    );
  });
});

describe('API keys: server paging', () => {
  it('reads one page ordered by name and id with $top/$skip, and a count call', async () => {
    await signIn('owner');
    renderPage('/preferences/access-tokens');
    await screen.findByRole('heading', { name: 'API keys' }, { timeout: 15_000 });
    await waitFor(() => expect(reads('/v7/api_key/$count').length).toBeGreaterThan(0));
    const page = reads('/v7/api_key')[0];
    expect(page).toBeDefined();
    expect(page!.searchParams.get('$orderby')).toBe('name asc,id asc');
    expect(page!.searchParams.get('$top')).toBe('50');
    expect(page!.searchParams.get('$skip')).toBe('0');
    expect(page!.searchParams.get('$filter')).toMatch(/^is_of__actor eq \d+ and not\(name eq null\)$/);
    expect(reads('/v7/api_key/$count')[0]!.searchParams.get('$filter')).toBe(page!.searchParams.get('$filter'));
  });
});
