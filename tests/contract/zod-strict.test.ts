/**
 * `fleetmock/zod/strict` (generated/zod/zod.strict.gen.ts, scripts/codegen/emit-zod-strict.ts): the
 * contract's validators with closed objects. A field the contract lacks is reported with its path
 * where the default validators drop it; objects the contract opens keep their extra keys; an `allOf`
 * of closed objects accepts both shapes; the mock's own answers pass.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as loose from '../../generated/zod/zod.gen.ts';
import * as strict from '../../generated/zod/zod.strict.gen.ts';
import { closeIntersections } from '../../scripts/codegen/emit-zod-strict.ts';
import { setupFleetmock } from '../../exports/msw/node.ts';

const mock = setupFleetmock({ baseUrl: 'http://zod-strict.test' });
afterAll(() => mock.close());

describe('fleetmock/zod/strict', () => {
  it('reports an answer field the contract lacks, with its path; the default variant drops it', async () => {
    const login = await fetch(`${mock.baseUrl}/login_`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(mock.persona('owner')),
    });
    const headers = { authorization: `Bearer ${await login.text()}` };
    const answer = await fetch(`${mock.baseUrl}/v7/device?$select=id,device_name&$top=2`, { headers });
    const body = (await answer.json()) as {
      d: Array<Record<string, unknown>>;
    };
    expect(strict.zListDeviceResponse.safeParse(body).success).toBe(true);
    const extra = { d: [body.d[0], { ...body.d[1], device_nam: 'typo' }] };

    const dropped = loose.zListDeviceResponse.parse(extra);
    expect(dropped.d[1]).not.toHaveProperty('device_nam');

    const result = strict.zListDeviceResponse.safeParse(extra);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['device_nam'], path: ['d', 1] }),
    ]);
  });

  it('refuses a key that additionalProperties: false forbids in a body', () => {
    const body = { tier: 'production', annual: false, anual: true };
    expect(loose.zPlanChange.parse(body)).toEqual({ tier: 'production', annual: false });
    expect(strict.zPlanChange.safeParse(body).error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['anual'], path: [] }),
    ]);
  });

  it('keeps the extra keys of an object the contract opens (additionalProperties: true)', () => {
    const deviceType = {
      slug: 'raspberrypi4-64',
      name: 'Raspberry Pi 4 (using 64bit OS)',
      aliases: ['raspberrypi4-64'],
      arch: 'aarch64',
      state: 'released',
      vendor_specific: { anything: 1 },
    };
    const result = strict.zDeviceTypeJson.safeParse(deviceType);
    const unrecognized = result.error?.issues.filter((i) => i.code === 'unrecognized_keys') ?? [];
    expect(unrecognized).toEqual([]);
    if (result.success) expect(result.data).toHaveProperty('vendor_specific');
  });

  it('accepts both shapes of an allOf and refuses a key of neither', () => {
    const card = {
      full_name: 'Ada',
      type: 'credit_card',
      card_type: 'Visa',
      last_four: '4242',
      month: 12,
      year: 2030,
    };
    expect(strict.zCardBillingInfo.parse(card)).toEqual(card);
    expect(strict.zCardBillingInfo.safeParse({ ...card, cvv: '123' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['cvv'] }),
    ]);
  });

  it('codegen turns an intersection with a closed object into one closed object, and refuses any other', () => {
    const text = [
      'export const zBase = z.strictObject({\n    a: z.string().regex(/^(x|y)$/)\n});',
      "export const zMore = zBase.and(z.strictObject({\n    b: z.enum(['(', ')'])\n}));",
    ].join('\n');
    expect(closeIntersections(text)).toContain("export const zMore = zBase.extend({\n    b: z.enum(['(', ')'])\n});");
    expect(() => closeIntersections('export const zX = zOpen.and(z.strictObject({}));')).toThrow(/zOpen\.and/);
  });
});
