/**
 * balena-sdk's key, invite, billing and config models against the mock over HTTP: named API keys
 * (a key without an expiry never expires), provisioning keys through POST /api-key/v2, device keys,
 * SSH keys, organization and fleet invites (their default roles), the billing of a free organization
 * key by key as the SDK's integration test reads it, and `/config`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalenaSDK } from 'balena-sdk';
import { startSdkHarness, type SdkHarness } from './harness.ts';

let h: SdkHarness;
let owner: BalenaSDK;

beforeAll(async () => {
  h = await startSdkHarness();
  owner = await h.sdk('owner');
}, 60_000);
afterAll(() => h.close());

const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGgC5JBWcFzrpvlYNeGgn5zK8AFm0hPVzKlLRT0T9Yt7 sdk@fleetmock.test';

describe('API keys', () => {
  it('creates, lists, renames and revokes a named user key; without an expiry it never expires', async () => {
    const key = await owner.models.apiKey.create({ name: 'sdk-named', description: 'ci', expiryDate: null });
    expect(key).toMatch(/^\w{32}$/);
    const mine = await owner.models.apiKey.getAllNamedUserApiKeys();
    const row = mine.find((k) => k.name === 'sdk-named');
    expect(row).toMatchObject({ description: 'ci', expiry_date: null });
    await owner.models.apiKey.update(row!.id, { name: 'sdk-renamed' });
    expect((await owner.models.apiKey.getAllNamedUserApiKeys()).map((k) => k.name)).toContain('sdk-renamed');
    await owner.models.apiKey.revoke(row!.id);
    expect((await owner.models.apiKey.getAllNamedUserApiKeys()).map((k) => k.id)).not.toContain(row!.id);
    // A revoked key no longer logs in.
    const sdk = h.fresh();
    await sdk.auth.loginWithToken(key);
    expect(await sdk.auth.isLoggedIn()).toBe(false);
  });

  it('creates a provisioning key through /api-key/v2 and lists it for the fleet', async () => {
    const expiry = new Date(Date.now() + 24 * 3600_000).toISOString();
    const key = await owner.models.application.generateProvisioningKey({
      slugOrUuidOrId: 'acme/smart-lights',
      keyExpiryDate: expiry,
      keyName: 'sdk-provisioning',
      keyDescription: 'for the line',
    });
    expect(key).toMatch(/^\w{32}$/);
    const keys = await owner.models.apiKey.getProvisioningApiKeysByApplication('acme/smart-lights');
    const row = keys.find((k) => k.name === 'sdk-provisioning');
    expect(row).toMatchObject({ description: 'for the line' });
    expect(Date.parse(String(row!.expiry_date))).toBe(Date.parse(expiry));
  });

  it('generates a device key listed for that device', async () => {
    const [device] = await owner.models.device.getAllByApplication('acme/smart-lights', {
      $select: ['uuid'],
      $top: 1,
    });
    const key = await owner.models.device.generateDeviceKey(device!.uuid, 'sdk-device-key');
    expect(key).toMatch(/^\w{32}$/);
    const keys = await owner.models.apiKey.getDeviceApiKeysByDevice(device!.uuid);
    expect(keys.map((k) => k.name)).toContain('sdk-device-key');
  });
});

describe('SSH keys', () => {
  it('adds, lists and removes a public key', async () => {
    const created = await owner.models.key.create('sdk laptop', SSH_KEY);
    expect(created).toMatchObject({ title: 'sdk laptop' });
    const all = await owner.models.key.getAll();
    expect(all.find((k) => k.id === created.id)).toMatchObject({ title: 'sdk laptop', public_key: SSH_KEY });
    await owner.models.key.remove(created.id);
    expect((await owner.models.key.getAll()).map((k) => k.id)).not.toContain(created.id);
  });
});

describe('invites', () => {
  it('invites to an organization as member unless a role is named, and revokes', async () => {
    const plain = await owner.models.organization.invite.create('acme', { invitee: 'sdk-one@example.com' });
    const admin = await owner.models.organization.invite.create('acme', {
      invitee: 'sdk-two@example.com',
      roleName: 'administrator',
    });
    const invites = await owner.models.organization.invite.getAllByOrganization('acme', {
      $select: ['id'],
      $expand: {
        is_invited_to__organization: { $select: 'handle' },
        organization_membership_role: { $select: 'name' },
      },
    });
    const roleOf = (id: number) =>
      (invites.find((i) => i.id === id)?.organization_membership_role as Array<{ name: string }> | undefined)?.[0]
        ?.name;
    expect(roleOf(plain.id)).toBe('member');
    expect(roleOf(admin.id)).toBe('administrator');
    await owner.models.organization.invite.revoke(plain.id);
    const after = await owner.models.organization.invite.getAllByOrganization('acme', { $select: 'id' });
    expect(after.map((i) => i.id)).not.toContain(plain.id);
  });

  it('invites to a fleet as developer unless a role is named', async () => {
    const invite = await owner.models.application.invite.create('acme/smart-lights', {
      invitee: 'sdk-three@example.com',
    });
    const [read] = await owner.models.application.invite.getAllByApplication('acme/smart-lights', {
      $select: ['id'],
      $filter: { id: invite.id },
      $expand: { application_membership_role: { $select: 'name' } },
    });
    expect(read?.application_membership_role).toEqual([{ name: 'developer' }]);
  });
});

describe('billing of a free organization (as balena-sdk billing.spec.ts "Free Account" reads it)', () => {
  let free: BalenaSDK;
  let orgId: number;
  beforeAll(async () => {
    free = await h.sdk('free');
    orgId = (await free.models.organization.get('free-tinkerers', { $select: 'id' })).id;
  });

  it('has no billing account: 404 "Billing Account was not found."', async () => {
    await expect(free.models.billing.getAccount(orgId)).rejects.toMatchObject({
      code: 'BalenaRequestError',
      statusCode: 404,
      message: expect.stringContaining('Billing Account was not found.') as unknown,
    });
  });

  it('answers the free plan field by field in the shape of BillingPlanInfo', async () => {
    const plan = await free.models.billing.getPlan(orgId);
    expect(plan).toMatchObject({
      title: 'Free',
      name: 'Free plan',
      code: 'free',
      tier: 'free',
      addOns: [],
      billing: {
        currency: 'USD',
        charges: [
          { itemType: 'plan', name: 'Free plan', code: 'free', unitCostCents: '0', quantity: '1' },
          { itemType: 'support', name: 'Community support', code: 'community', unitCostCents: '0', quantity: '1' },
        ],
        totalCostCents: '0',
      },
      support: { title: 'Community', name: 'Community support' },
    });
    // Every key is one BillingPlanInfo names (plus the top-level addOns the SDK's test reads), with its type.
    const known = [
      'name',
      'title',
      'code',
      'tier',
      'currentPeriodEndDate',
      'intervalUnit',
      'intervalLength',
      'addOns',
      'addonPlan',
      'billing',
      'support',
    ];
    expect(Object.keys(plan).filter((k) => !known.includes(k))).toEqual([]);
    for (const k of ['currentPeriodEndDate', 'intervalUnit', 'intervalLength'] as const)
      if (plan[k] !== undefined) expect(typeof plan[k]).toBe('string');
    expect(Object.keys(plan.billing).sort()).toEqual(['charges', 'currency', 'totalCostCents']);
    for (const charge of plan.billing.charges) {
      expect(
        Object.keys(charge).filter(
          (k) => !['itemType', 'name', 'code', 'unitCostCents', 'quantity', 'isQuantifiable'].includes(k),
        ),
      ).toEqual([]);
      expect([typeof charge.unitCostCents, typeof charge.quantity]).toEqual(['string', 'string']);
    }
    expect(Object.keys(plan.support).sort()).toEqual(['name', 'title']);
  });

  it('has no billing info and no invoices', async () => {
    expect(await free.models.billing.getBillingInfo(orgId)).toEqual({});
    expect(await free.models.billing.getInvoices(orgId)).toEqual([]);
  });
});

describe('config', () => {
  it('answers /config and the config variable schema', async () => {
    const config = await owner.models.config.getAll();
    expect(config).toMatchObject({ mixpanelToken: 'fleetmock-no-analytics' });
    for (const deviceType of [undefined, 'raspberrypi4-64']) {
      const schema = await owner.models.config.getConfigVarSchema(deviceType);
      expect(Object.keys(schema.configVarSchema.properties ?? {})).toContain('BALENA_SUPERVISOR_HARDWARE_METRICS');
    }
  });
});
