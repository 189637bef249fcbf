// @vitest-environment jsdom
/**
 * A frozen organization on the billing-side pages (spec 01 §2, spec 03 §2 "A frozen organization is
 * redirected to its billing page if the user may access billing, otherwise to the organization list
 * with an error"): the credits page redirects, the billing page itself does not. The organization
 * context is preloaded into the query cache; the session is a fixed signed-in user.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { billingContextQuery, type BillingContext } from '../../../api/billing/account.ts';
import { toast } from '../../../components/ui/toast.ts';
import { t } from '../../../lib/i18n.ts';
import { BillingGate } from './billing-gate.tsx';

const USER = { id: 11, isAdmin: false };
vi.mock('../../session/index.ts', () => ({ useSession: () => ({ status: 'authenticated', user: USER }) }));

afterEach(() => {
  cleanup();
  toast.clear();
});

const MESSAGES = { title: 'Credits', orgNotFound: t('credits.orgNotFound'), loading: 'Loading', noAccess: 'No access' };
const FROZEN: BillingContext = {
  id: 5,
  name: 'Frozen Foods Co',
  handle: 'frozen-foods',
  isFrozen: true,
  pastDueSince: '2026-08-01T00:00:00.000Z',
  role: 'administrator',
};

function renderGate(context: BillingContext | null, path: string, redirectWhenFrozen: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(billingContextQuery(Number(/\/orgs\/(\w+)/.exec(path)?.[1]), USER.id).queryKey, context);
  const gate = (
    <BillingGate messages={MESSAGES} redirectWhenFrozen={redirectWhenFrozen}>
      {(org) => <p>content of {org.name}</p>}
    </BillingGate>
  );
  const router = createMemoryRouter(
    [
      { path: '/orgs/:orgId/credits', element: gate },
      { path: '/orgs/:orgId/billing', element: redirectWhenFrozen ? <p>billing page</p> : gate },
      { path: '/orgs', element: <p>organization list</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const toastTexts = () => toast.getSnapshot().map((x) => `${x.kind}: ${x.text}`);

describe('frozen organization on the billing-side pages', () => {
  it('credits page, administrator: goes to the billing page with "update the billing details"', async () => {
    const router = renderGate(FROZEN, '/orgs/5/credits', true);
    expect(await screen.findByText('billing page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orgs/5/billing');
    expect(toastTexts()).toEqual([`danger: ${t('billing.frozen').replace('{name}', 'Frozen Foods Co')}`]);
    expect(screen.queryByText(/content of/)).toBeNull();
  });

  it('credits page, member without billing access: goes to the organization list with "reach out to the administrators"', async () => {
    const router = renderGate({ ...FROZEN, role: 'member' }, '/orgs/5/credits', true);
    expect(await screen.findByText('organization list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orgs');
    expect(toastTexts()).toEqual([`danger: ${t('billing.frozenReachAdmins').replace('{name}', 'Frozen Foods Co')}`]);
  });

  it('the billing page of a frozen organization stays, and a credits page of an organization that is not frozen renders', async () => {
    renderGate(FROZEN, '/orgs/5/billing', false);
    expect(await screen.findByText('content of Frozen Foods Co')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
    cleanup();
    renderGate({ ...FROZEN, isFrozen: false }, '/orgs/5/credits', true);
    expect(await screen.findByText('content of Frozen Foods Co')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });
});

describe('unknown organization (spec 03 §8 "Resource not found: danger notice and navigate back")', () => {
  it('an organization that does not exist gives the danger notice and goes to the organization list', async () => {
    const router = renderGate(null, '/orgs/404/credits', true);
    expect(await screen.findByText('organization list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orgs');
    expect(toastTexts()).toEqual(['danger: Resource not found']);
  });

  it('an id that is not a number does the same', async () => {
    const router = renderGate(null, '/orgs/acme/credits', true);
    expect(await screen.findByText('organization list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orgs');
    expect(toastTexts()).toEqual(['danger: Resource not found']);
  });
});
