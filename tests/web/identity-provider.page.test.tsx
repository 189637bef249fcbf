// @vitest-environment jsdom
/**
 * Page tests of the identity provider pages on the mock core (spec 01 §2 "Identity provider", §5,
 * §7): every administered provider is reachable and another can be added; an edit is saved; the
 * removal of a provider with SAML accounts is blocked with their count (an organization
 * administrator reads them); a removal that succeeds leaves without a "not found" toast.
 */
import { renderPage, resetPage, signIn, startPageMock, stopPageMock } from './harness.tsx';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { read } from '../../web/src/api/client.ts';
import { toast } from '../../web/src/components/ui/toast.ts';

beforeAll(() => void startPageMock());
afterEach(async () => {
  vi.restoreAllMocks();
  await resetPage();
});
afterAll(stopPageMock);

/** The seeded providers by SSO identifier, read as the owner (an administrator of both linked organizations). */
async function providers(): Promise<Record<string, number>> {
  const rows = await read('identity_provider', { $select: ['id', 'sso_identifier'] });
  return Object.fromEntries(rows.map((r) => [r.sso_identifier, r.id]));
}

const heading = (sso: string) => screen.findByText(sso, { selector: '.page-header *' }, { timeout: 15_000 });
const dangerToasts = (show: MockInstance<typeof toast.show>) =>
  show.mock.calls.map(([t]) => t).filter((t) => t.kind === 'danger');

describe('identity provider pages', () => {
  it('lists every administered provider with a link and keeps the add button', async () => {
    await signIn('owner');
    const ids = await providers();
    const page = renderPage('/identity-provider');
    const title = await screen.findByRole('heading', { name: 'Your identity providers' }, { timeout: 15_000 });
    const card = title.closest('section')!;
    await within(card).findByRole('link', { name: 'globex-okta' });
    expect(page.router.state.location.pathname).toBe(`/identity-provider/${ids['acme-sso']}`);
    expect(within(card).getByRole('button', { name: 'Add identity provider' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('link', { name: 'globex-okta' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/identity-provider/${ids['globex-okta']}`));
    expect(await heading('globex-okta')).toBeTruthy();
  });

  it('saves an edit: the PATCH carries the linked organization (organization_id) and the new issuer shows', async () => {
    await signIn('owner');
    const ids = await providers();
    const [link] = await read('identity_provider_membership', {
      $select: ['organization'],
      $filter: { is_authorized_by__identity_provider: ids['globex-okta']! },
    });
    const patches: unknown[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input, init);
      if (req.method === 'PATCH' && req.url.includes('/v7/identity_provider('))
        patches.push(JSON.parse(await req.clone().text()));
      return realFetch(req);
    });
    renderPage(`/identity-provider/${ids['globex-okta']}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit identity provider' });
    await user.clear(within(dialog).getByLabelText('Issuer'));
    await user.type(within(dialog).getByLabelText('Issuer'), 'urn:globex:edited');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('urn:globex:edited', { selector: 'dd' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit identity provider' })).toBeNull();
    expect(patches).toEqual([
      expect.objectContaining({ issuer: 'urn:globex:edited', organization_id: link!.organization.__id }),
    ]);
  });

  it('blocks the removal of a provider with SAML accounts, naming their count', async () => {
    await signIn('owner');
    const ids = await providers();
    renderPage(`/identity-provider/${ids['acme-sso']}`);
    const remove = await screen.findByRole('button', { name: 'Remove' }, { timeout: 15_000 });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('while it has 3 SAML accounts');
  });

  it('removes a provider without SAML accounts and leaves without a danger toast', async () => {
    const show = vi.spyOn(toast, 'show');
    await signIn('owner');
    const ids = await providers();
    const page = renderPage(`/identity-provider/${ids['globex-okta']}`);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Remove' }, { timeout: 15_000 });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'globex-okta');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/identity-provider/${ids['acme-sso']}`), {
      timeout: 10_000,
    });
    await heading('acme-sso');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', text: 'Identity provider removed' }));
    expect(dangerToasts(show)).toEqual([]);
  });
});
