/**
 * Access and error answers as the real API gives them, driven with pinejs-client-core (the SDK's URL
 * builder) and SDK-shaped requests: reads without credentials of resources the guest holds no permission
 * on are 401 (the SDK's "You have to log in"), public reference data and public fleets stay readable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { InjectPine, statusOf } from './sdk-client.ts';
import { at, first } from '../present.ts';

type Row = Record<string, unknown>;

let s: TestServer;
const anonymous = (): InjectPine => new InjectPine(s.app);

beforeAll(async () => {
  s = await startTestServer();
}, 60_000);

describe('reads without credentials', () => {
  it.each([
    'user',
    'api_key',
    'organization',
    'organization_membership',
    'invitee__is_invited_to__organization',
    'invitee__is_invited_to__application',
    'device',
    'application_environment_variable',
  ])('GET /v7/%s answers 401 with an empty body', async (resource) => {
    const res = await s.req({ url: `/v7/${resource}?$select=id` });
    expect([res.statusCode, res.body]).toEqual([401, '']);
    expect(await statusOf(anonymous().get({ resource, options: { $select: 'id' } }))).toBe(401);
  });

  it('still reads device types, CPU architectures and public fleets with their releases', async () => {
    const types = (await anonymous().get({ resource: 'device_type', options: { $select: 'slug' } })) as Row[];
    expect(types.length).toBeGreaterThan(0);
    expect(
      ((await anonymous().get({ resource: 'cpu_architecture', options: { $select: 'slug' } })) as Row[]).length,
    ).toBeGreaterThan(0);
    const hosts = (await anonymous().get({
      resource: 'application',
      options: {
        $select: 'slug',
        $filter: { is_public: true },
        $expand: { owns__release: { $select: 'id', $top: 1 } },
      },
    })) as Row[];
    expect(hosts.length).toBeGreaterThan(0);
    expect((at(hosts, 0).owns__release as Row[]).length).toBe(1);
  });

  it('treats an expired or unknown token as no credentials', async () => {
    const res = await s.req({ url: '/v7/user?$select=id', token: 'notAKeyThatExists0000000000000000' });
    expect(res.statusCode).toBe(401);
  });
});

describe('billing of a free organization without a billing account (SDK models.billing)', () => {
  it('answers 404 "Billing Account was not found." for the account, and the free shapes for plan, info and invoices', async () => {
    const free = await s.login('free');
    const org = first(
      (await new InjectPine(s.app, free).get({
        resource: 'organization',
        options: { $select: 'id', $filter: { handle: 'free-tinkerers' } },
      })) as Row[],
    );
    const base = `/billing/v1/account/${String(org.id)}`;
    const account = await s.req({ url: base, token: free });
    expect([account.statusCode, account.json()]).toEqual([404, 'Billing Account was not found.']);
    const plan = await s.req({ url: `${base}/plan`, token: free });
    expect(plan.json()).toMatchObject({
      title: 'Free',
      name: 'Free plan',
      tier: 'free',
      addOns: [],
      support: { title: 'Community', name: 'Community support' },
      billing: {
        currency: 'USD',
        charges: expect.arrayContaining([
          expect.objectContaining({ itemType: 'plan', name: 'Free plan', unitCostCents: '0', quantity: '1' }),
          expect.objectContaining({ itemType: 'support', name: 'Community support', code: 'community' }),
        ]) as unknown,
      },
    });
    const info = await s.req({ url: `${base}/info`, token: free });
    expect([info.statusCode, info.json()]).toEqual([200, {}]);
    const invoices = await s.req({ url: `${base}/invoices`, token: free });
    expect([invoices.statusCode, invoices.json()]).toEqual([200, []]);
  });
});

describe('POST /download-config (SDK os.getConfig)', () => {
  it.each(['1.2.0', '1.0.5', 'v1+foo'])('refuses version %s with the real text', async (version) => {
    const owner = await s.login('owner');
    const app = first(
      (await new InjectPine(s.app, owner).get({
        resource: 'application',
        options: { $select: 'id', $filter: { slug: 'acme/smart-lights' } },
      })) as Row[],
    );
    const res = await s.req({
      method: 'POST',
      url: '/download-config',
      token: owner,
      body: { appId: app.id, version, network: 'ethernet' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      'balenaOS versions <= 1.2.0 are no longer supported, please update',
    ]);
  });
});

describe('/config, /config/vars, device-type manifests and OS downloads (SDK models.config, os.download)', () => {
  it('carries an inert mixpanelToken and BALENA_SUPERVISOR_HARDWARE_METRICS in the config variable schema', async () => {
    const config = (await s.req({ url: '/config' })).json() as Row;
    expect(typeof config.mixpanelToken).toBe('string');
    for (const url of ['/config/vars', '/config/vars?deviceType=raspberrypi4-64']) {
      const vars = (await s.req({ url })).json() as { configVarSchema: { properties: Row } };
      expect(vars.configVarSchema.properties.BALENA_SUPERVISOR_HARDWARE_METRICS).toMatchObject({
        enum: ['false', 'true'],
      });
    }
  });

  it('gives device-type manifests their options (SDK config.getDeviceOptions)', async () => {
    const manifest = (await s.req({ url: '/device-types/v1/raspberrypi4-64' })).json() as { options: Row[] };
    expect(Array.isArray(manifest.options)).toBe(true);
    expect(manifest.options.map((o) => o.name)).toEqual(['network', 'advanced']);
  });

  it('downloads the raw image as application/octet-stream when no fileType is given', async () => {
    const res = await s.req({ url: '/download?deviceType=raspberrypi4-64&version=latest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/octet-stream/);
  });
});
