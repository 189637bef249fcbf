// @vitest-environment jsdom
/**
 * The support-portal login page on the mock core (spec 01 §2 "/zendesk-login", §7, §8): a user the
 * portal does not serve (private support rules, spec 03 §6) reads no_support_access ("not
 * authorized") with the server's reason; a server failure reads unknown_access_error; a member who
 * may file tickets gets the form POST to the portal.
 */
import { addFault, renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

beforeAll(() => void startPageMock());
afterEach(async () => {
  vi.restoreAllMocks();
  await resetPage();
});
afterAll(stopPageMock);

describe('/zendesk-login', () => {
  it('tells a free-plan user they are not authorized, with the reason, and links back', async () => {
    await signIn('free');
    renderPage('/zendesk-login?return_to=%2Fhc');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('You are not authorized to access the support portal.');
    expect(
      screen.getByText('The support portal needs membership of an organization whose plan includes private support'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeTruthy();
  });

  it('says unknown_access_error when the login call fails on the server', async () => {
    await signIn('owner');
    await addFault({ match: { operationId: 'zendeskLogin' }, effect: { kind: 'status', status: 500 } });
    renderPage('/zendesk-login');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('The support portal could not be opened. Please try again later.');
  });

  it('sends a member of an organization with private support on to the portal', async () => {
    await signIn('member');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderPage('/zendesk-login?return_to=%2Fhc');
    const button = await screen.findByRole('button', { name: 'Continue to the support portal' }, { timeout: 15_000 });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect((form.querySelector('input[name="jwt"]') as HTMLInputElement).value).toMatch(/^ey/);
    expect(submit).toHaveBeenCalled();
  });
});
