// @vitest-environment jsdom
/**
 * API call shapes of spec 01 §7: the members table and the API key list each read one page, sorted
 * and paged by the server (`$orderby`, `$top`, `$skip`), plus a count call, instead of every row
 * sorted and paged in the browser.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
