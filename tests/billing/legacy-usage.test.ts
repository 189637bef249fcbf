/**
 * Legacy devices in billing usage (spec 03 §3 "keyed by item codes such as device:legacy-v1,
 * device:legacy-v2", §9 legacy device prices): devices of a legacy application type count under
 * device:legacy-v1, of any other single-container type under device:legacy-v2, the rest under
 * device:microservices; the plan's included devices cover microservices devices first, and legacy
 * devices beyond it are charged at their own add-on price on the usage and on the plan's next bill.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from './helpers.ts';
import { entry, first } from '../present.ts';

let f: BillingFixture;
const base = (id: number) => `/billing/v1/account/${id}`;
type Usage = Record<
  string,
  { currentUsage: number; peakUsage: number; overage: number; charges: number; creditConsumption: number }
>;
type Fleet = {
  id: number;
  app_name: string;
  application_type: Array<{ slug: string; is_legacy: boolean; supports_multicontainer: boolean }>;
};

beforeAll(async () => {
  f = await billingFixture('billing-legacy-usage');
});

async function fleetsOf(org: number): Promise<Fleet[]> {
  const url = `/v7/application?$select=id,app_name&$expand=application_type($select=slug,is_legacy,supports_multicontainer)&$filter=organization eq ${org}`;
  return ((await f.as('owner', 'GET', url)).json as { d: Fleet[] }).d;
}
async function activeDevices(fleet: number): Promise<number> {
  return (
    (
      await f.as(
        'owner',
        'GET',
        `/v7/device?$select=id&$filter=is_active eq true and belongs_to__application eq ${fleet}`,
      )
    ).json as { d: unknown[] }
  ).d.length;
}
const usageOf = async (org: number) => (await f.as('owner', 'GET', `${base(org)}/usage`)).json as Usage;

describe('legacy devices in usage', () => {
  test('acme: the classic fleet counts as device:legacy-v1, the single-container one as device:legacy-v2, the rest as device:microservices', async () => {
    const acme = f.orgId('acme');
    const fleets = await fleetsOf(acme);
    const expected = { 'device:legacy-v1': 0, 'device:legacy-v2': 0, 'device:microservices': 0 };
    for (const fleet of fleets) {
      const type = first(fleet.application_type);
      const code = type.is_legacy
        ? 'device:legacy-v1'
        : type.supports_multicontainer
          ? 'device:microservices'
          : 'device:legacy-v2';
      expected[code] += await activeDevices(fleet.id);
    }
    const legacyFleets = fleets
      .filter((x) => ['legacy-classic', 'essentials'].includes(first(x.application_type).slug))
      .map((x) => x.app_name);
    expect(legacyFleets.sort()).toEqual(['field-tablets', 'legacy-sensors']);
    expect(expected['device:legacy-v1']).toBeGreaterThan(0);
    expect(expected['device:legacy-v2']).toBeGreaterThan(0);
    const usage = await usageOf(acme);
    expect({
      'device:legacy-v1': entry(usage, 'device:legacy-v1').currentUsage,
      'device:legacy-v2': entry(usage, 'device:legacy-v2').currentUsage,
      'device:microservices': entry(usage, 'device:microservices').currentUsage,
    }).toEqual(expected);
    const allowance = (await f.as('owner', 'GET', `${base(acme)}/free-device-allowance`)).json as {
      totalDeviceCount: number;
    };
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBe(allowance.totalDeviceCount);
  });

  test('globex (pilot, 50 devices included): single-container devices beyond the allowance are legacy-v2 overage at 150 cents, microservices ones stay covered', async () => {
    const globex = f.orgId('globex');
    const before = await usageOf(globex);
    expect(before['device:legacy-v2']).toMatchObject({ currentUsage: 0, overage: 0, charges: 0 });
    const idOf = async (url: string) =>
      first(((await f.as('owner', 'GET', url)).json as { d: Array<{ id: number }> }).d).id;
    const deviceType = await idOf(`/v7/device_type?$select=id&$filter=slug eq 'raspberrypi3'`);
    const essentials = await idOf(`/v7/application_type?$select=id&$filter=slug eq 'essentials'`);
    const created = await f.as('owner', 'POST', '/v7/application', {
      app_name: 'legacy-loggers',
      organization: globex,
      is_for__device_type: deviceType,
      application_type: essentials,
    });
    expect([created.status, created.json]).toMatchObject([201, {}]);
    const fleet = (created.json as { id: number }).id;
    const micro = entry(before, 'device:microservices').currentUsage;
    expect(micro).toBeLessThan(50);
    const legacy = 50 - micro + 3;
    for (let i = 0; i < legacy; i++) {
      const res = await f.as('owner', 'POST', '/v7/device', {
        belongs_to__application: fleet,
        is_of__device_type: 'raspberrypi3',
        uuid: (i + 1).toString(16).padStart(32, 'b'),
      });
      expect(res.status).toBe(201);
    }
    const after = await usageOf(globex);
    expect(after['device:microservices']).toMatchObject({ currentUsage: micro, overage: 0, charges: 0 });
    expect(after['device:legacy-v2']).toMatchObject({
      currentUsage: legacy,
      peakUsage: legacy,
      overage: 3,
      charges: 3 * 150,
      creditConsumption: 0,
    });
    expect(after['device:legacy-v1']).toMatchObject({ currentUsage: 0, overage: 0 });
    const view = (await f.as('owner', 'GET', `${base(globex)}/plan`)).json as {
      billing: {
        charges: Array<{ itemType: string; code: string; name: string; unitCostCents: string; quantity: string }>;
      };
    };
    expect(view.billing.charges.filter((c) => c.itemType === 'device')).toEqual([
      {
        itemType: 'device',
        name: 'Additional legacy-v2 devices',
        code: 'device:legacy-v2',
        unitCostCents: '150',
        quantity: '3',
        isQuantifiable: true,
      },
    ]);
  });
});
