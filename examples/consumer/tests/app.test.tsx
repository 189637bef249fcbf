/**
 * Page tests against the mock core in-process (fleetmock/msw/node): no server, seeded data, faults
 * through the typed admin client.
 */
import { afterAll, afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupFleetmock } from 'fleetmock/msw/node';
import { createApiClient } from 'fleetmock/client';
import { zApplication } from 'fleetmock/zod';
import { zApplication as zApplicationStrict } from 'fleetmock/zod/strict';
import { App } from '../src/App.tsx';
import { createApi } from '../src/api.ts';

const mock = setupFleetmock({ seed: 42, scale: 'small' });
const owner = mock.persona('owner');

afterEach(async () => {
  cleanup();
  await mock.admin.clearFaults();
  await mock.admin.clearJournal();
});
afterAll(() => mock.close());

function signIn(): void {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: owner.username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: owner.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The owner's fleets as the contract's typed read returns them (plain client, no connectivity rules). */
async function ownerFleets() {
  const { data: token } = await createApiClient({ baseUrl: mock.baseUrl }).POST('/login_', { body: owner });
  const client = createApiClient({ baseUrl: mock.baseUrl, headers: { Authorization: `Bearer ${token}` } });
  return client.read('application', { $select: ['id', 'app_name', 'slug'], $orderby: { app_name: 'asc' } });
}

async function ownerFleetNames(): Promise<string[]> {
  return (await ownerFleets()).map((f) => f.app_name);
}

it('answers rows the contract’s Zod schema accepts, with exactly the selected fields', async () => {
  const fleets = await ownerFleets();
  expect(fleets.length).toBeGreaterThan(0);
  for (const fleet of fleets) {
    expect(zApplication.parse(fleet)).toEqual(fleet);
    expect(Object.keys(fleet).sort()).toEqual(['app_name', 'id', 'slug']);
  }
});

it('reports a field the contract lacks with the strict schema, where the default one drops it', async () => {
  const [fleet] = await ownerFleets();
  const extra = { ...fleet, app_nam: 'typo' };
  expect(zApplication.parse(extra)).not.toHaveProperty('app_nam');
  const result = zApplicationStrict.safeParse(extra);
  expect(result.success).toBe(false);
  expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['app_nam'] })]);
});

it('signs in and lists the fleets the owner can read', async () => {
  const expected = await ownerFleetNames();
  expect(expected.length).toBeGreaterThan(0);
  render(<App api={createApi(mock.baseUrl)} />);
  signIn();
  const list = await screen.findByRole('list', { name: 'Fleets' });
  expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(expected);
});

it('shows the rate-limit message when the fleet read keeps answering 429', async () => {
  await mock.admin.addFault({
    match: { method: 'GET', path: '/v7/application*' },
    effect: { kind: 'status', status: 429, retryAfter: 7 },
  });
  // Retries after Retry-After happen at once here, so the test does not wait 3 × 7 s.
  render(<App api={createApi(mock.baseUrl, { sleep: async () => undefined })} />);
  signIn();
  expect((await screen.findByRole('alert')).textContent).toBe('Too many requests: try again in 7 s');
  expect(screen.getByRole('status').textContent).toContain('throttled');
  const reads = await mock.admin.journal({ method: 'GET', pathPrefix: '/v7/application', status: 429 });
  expect(reads.length).toBe(4); // the first read and the client's 3 retries
});
