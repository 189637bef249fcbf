/**
 * What the support agent persona (support@, global role support_agent) sees of fleets (spec 02 §1
 * "with temporary granted access, the provider's support staff", §3 is_accessible_by_support_until__date
 * "null means revoked", §6 support_agent read-only). With the dashboard's own fleet-list query for a
 * support agent: exactly the fleets whose support access lies ahead of the mock clock, with all their
 * devices (not the public fleets the agent may also read); a grant that expires drops the fleet.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from '../billing/helpers.ts';
import { compileUrl } from '../../shared/odata/index.ts';
import { listFilter } from '../../web/src/api/application/lists.ts';
import { userListScope } from '../../web/src/api/application/list-scope.ts';
import { first } from '../present.ts';

let f: BillingFixture;
type App = { id: number; app_name: string; is_accessible_by_support_until__date: string | null; owns__device: number };

beforeAll(async () => {
  f = await billingFixture('support-agent-fleets');
});

/** The fleet list as the dashboard asks for it for a persona (its scope from the persona's platform role). */
async function list(persona: string): Promise<App[]> {
  const user = first(f.world().store.find('user', 'username', persona));
  const scope = userListScope({ id: user.id, isAdmin: false, isSupport: persona === 'support' }, 'fleet');
  const url = compileUrl('application', {
    $select: ['id', 'app_name', 'is_accessible_by_support_until__date'],
    $filter: listFilter(scope),
    $expand: { owns__device: { $count: {} } },
    $orderby: { app_name: 'asc' },
  });
  const res = await f.as(persona, 'GET', url);
  expect(res.status).toBe(200);
  return (res.json as { d: App[] }).d;
}

describe('support agent fleet list', () => {
  test('lists exactly the fleets with unexpired support access, with all their devices; an expired grant (cold-chain) is hidden', async () => {
    const now = f.clock().now();
    const grantedIds = new Set(
      f
        .world()
        .store.all('application')
        .filter(
          (a) =>
            a.is_of__class === 'fleet' &&
            a.is_host !== true &&
            typeof a.is_accessible_by_support_until__date === 'string' &&
            Date.parse(a.is_accessible_by_support_until__date) > now,
        )
        .map((a) => a.id),
    );
    const granted = (await list('owner')).filter((a) => grantedIds.has(a.id));
    expect(granted).toHaveLength(grantedIds.size);
    expect(granted.map((a) => a.app_name)).toContain('smart-lights');
    const seen = await list('support');
    expect(seen.map((a) => a.app_name)).toEqual(granted.map((a) => a.app_name));
    expect(seen.map((a) => a.app_name)).not.toContain('cold-chain');
    expect(seen.map((a) => a.app_name)).not.toContain('kiosk-displays');
    expect(seen.map((a) => a.owns__device)).toEqual(granted.map((a) => a.owns__device));
    expect(seen.every((a) => a.owns__device > 0)).toBe(true);
  });

  test('once the grant expires on the mock clock the fleet leaves the list; write access was never given', async () => {
    const fleet = (await list('support')).find((a) => a.app_name === 'smart-lights')!;
    expect((await f.as('support', 'PATCH', `/v7/application(${fleet.id})`, { app_name: 'renamed' })).status).toBe(401);
    f.clock().set(Date.parse(fleet.is_accessible_by_support_until__date!) + 1000);
    expect((await list('support')).map((a) => a.app_name)).not.toContain('smart-lights');
  });
});
