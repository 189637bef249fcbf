// @vitest-environment jsdom
/**
 * Invitation links (spec 01 §2, §5 "Invitation tokens must parse into a resource and a name", §8
 * "invitation_token_error (redirects back)"): an unreadable token is not sent to the API and the
 * user goes back to the page they came from; a readable but unknown one is refused by the API with
 * "Invalid or expired invitation".
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TestMock } from '../../mock-server/src/msw/node.ts';

let mock: TestMock;
const paths: string[] = [];
beforeAll(() => {
  mock = startPageMock();
  mock.server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
});
afterEach(async () => {
  paths.length = 0;
  await resetPage();
});
afterAll(stopPageMock);

describe('invitation links', () => {
  it('an unreadable invitation token sends the user back where they came from', async () => {
    await signIn('owner');
    const page = renderPage('/orgs');
    await screen.findByRole('heading', { name: 'Organizations' }, { timeout: 15_000 });
    await page.router.navigate('/organization/invitation/notatoken');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/orgs'), { timeout: 10_000 });
    expect(await screen.findByText('The invitation link could not be read')).toBeTruthy();
    expect(paths.some((p) => p.includes('/v1/invitation/'))).toBe(false);
  });

  it('a readable but unknown token is refused: "Invalid or expired invitation"', async () => {
    await signIn('owner');
    const page = renderPage('/invitation/fleet-999999-0000000000000000');
    expect(await screen.findByText('Invalid or expired invitation', {}, { timeout: 15_000 })).toBeTruthy();
    expect(paths).toContain('/user/v1/invitation/fleet-999999-0000000000000000');
    await waitFor(() => expect(page.router.state.location.pathname).not.toMatch(/invitation/));
  });
});
