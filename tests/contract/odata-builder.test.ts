/**
 * The typed OData builder produces the URLs of api-ground-truth §2.2/§2.3 (real pinejs-client output),
 * and the contract's field names are enforced at compile time.
 */
import { describe, expect, it } from 'vitest';
import { compile, compileCount, compileUrl, fields, splitUrl } from '../../shared/odata/index.ts';

describe('compile (api-ground-truth §2.2 examples)', () => {
  it('builds an or-filter with URL-encoded string literals', () => {
    expect(compile('application', { $filter: { $or: { slug: 'org/app', uuid: 'org/app' } } })).toBe(
      "application?$filter=slug eq 'org%2Fapp' or uuid eq 'org%2Fapp'",
    );
  });
  it('builds in-lists, contains and tolower', () => {
    expect(compile('device', { $filter: { id: { $in: [1, 2, 3] } } })).toBe('device?$filter=id in (1,2,3)');
    expect(compile('device', { $filter: { $contains: [{ $: 'device_name' }, 'ab'] } })).toBe(
      "device?$filter=contains(device_name,'ab')",
    );
    expect(compile('device', { $filter: { $eq: [{ $tolower: { $: 'device_name' } }, 'abc'] } })).toBe(
      "device?$filter=tolower(device_name) eq 'abc'",
    );
  });
  it('builds lambdas', () => {
    expect(
      compile('organization', {
        $filter: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user: 7 } } } } },
      }),
    ).toBe('organization?$filter=organization_membership/any(om:om/user eq 7)');
  });
  it('builds the release query with select and orderby', () => {
    expect(
      compile('release', {
        $filter: { belongs_to__application: 1, status: 'success' },
        $select: ['id', 'commit', 'raw_version'],
        $orderby: { created_at: 'desc' },
      }),
    ).toBe(
      "release?$filter=belongs_to__application eq 1 and status eq 'success'&$select=id,commit,raw_version&$orderby=created_at desc",
    );
  });
  it('builds the brief example and nested expands', () => {
    expect(
      compile('device', {
        $select: ['id', 'device_name'],
        $filter: { belongs_to__application: 3 },
        $orderby: { device_name: 'asc' },
      }),
    ).toBe('device?$select=id,device_name&$filter=belongs_to__application eq 3&$orderby=device_name asc');
    expect(
      compile('device', {
        $expand: {
          belongs_to__application: { $select: ['id', 'slug'] },
          device_tag: { $select: ['tag_key', 'value'] },
        },
      }),
    ).toBe('device?$expand=belongs_to__application($select=id,slug),device_tag($select=tag_key,value)');
  });
  it('expands alias navigations by name', () => {
    expect(compile('image_install', { $select: ['id'], $expand: { image: { $select: ['id', 'image_size'] } } })).toBe(
      'image_install?$select=id&$expand=image($select=id,image_size)',
    );
  });
  it('addresses by id, alternate key and synonym', () => {
    expect(compileUrl('device', undefined, 7)).toBe('/v7/device(7)');
    expect(compileUrl('device', { $select: ['id'] }, { uuid: 'a1b2' })).toBe("/v7/device(uuid='a1b2')?$select=id");
    expect(compileUrl('application__has__env_var_name', { $filter: { application: 3 } })).toBe(
      '/v7/application__has__env_var_name?$filter=application eq 3',
    );
  });
  it('builds per-status device counts the way the dashboard derives fleet counts (spec 02 §7)', () => {
    expect(compileCount('device', { belongs_to__application: 3, overall_status: 'operational' })).toBe(
      "/v7/device/$count?$filter=belongs_to__application eq 3 and overall_status eq 'operational'",
    );
    expect(
      compile('application', {
        $select: ['id'],
        $expand: { owns__device: { $count: { $filter: { overall_status: 'updating' } } } },
      }),
    ).toBe("application?$select=id&$expand=owns__device/$count($filter=overall_status eq 'updating')");
  });
});

describe('splitUrl', () => {
  it('splits path and decodes parameters without touching literal structure', () => {
    const url = compileUrl('application', { $filter: { slug: 'a&b c' }, $top: 5 });
    expect(splitUrl(url)).toEqual({ path: '/v7/application', query: { $filter: "slug eq 'a&b c'", $top: '5' } });
    expect(splitUrl('/v7/device(7)')).toEqual({ path: '/v7/device(7)', query: {} });
  });
});

describe('types from the contract', () => {
  it('rejects unknown fields and resources at compile time', () => {
    // @ts-expect-error not a device field
    fields('device', 'not_a_field');
    // @ts-expect-error not a resource of the contract
    expect(() => compile('no_such_resource')).not.toThrow();
    // @ts-expect-error $select names only contract fields
    compile('device', { $select: ['id', 'no_such_field'] });
    // @ts-expect-error $filter keys are contract fields
    compile('device', { $filter: { no_such_field: 1 } });
    expect(fields('device', 'uuid', 'overall_status')).toEqual(['uuid', 'overall_status']);
  });
});
