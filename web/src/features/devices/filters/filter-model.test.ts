/** The filter serializers: URL ↔ state round trips, and state → OData $filter (a table of cases). */
import { describe, expect, it } from 'vitest';
import { compileUrl } from '../../../../../shared/odata/index.ts';
import {
  paramToRule,
  parseView,
  ruleToParam,
  serializeView,
  type DevicesView,
  type FilterRule,
} from './filter-model.ts';
import { devicesFilter } from './odata-filter.ts';

const defaults = { pageSize: 100, pageSizes: [50, 100, 250, 1000] };
const filterOf = (rules: FilterRule[], search = '') =>
  decodeURIComponent(compileUrl('device', { $filter: devicesFilter(17, { filters: rules, search }) })).replace(
    '/v7/device?$filter=',
    '',
  );

describe.each<[string, FilterRule[], string, string]>([
  ['no rules', [], '', 'belongs_to__application eq 17'],
  [
    'enum eq',
    [{ field: 'overall_status', op: 'eq', value: 'operational' }],
    '',
    "belongs_to__application eq 17 and overall_status eq 'operational'",
  ],
  [
    'enum ne',
    [{ field: 'os_variant', op: 'ne', value: 'dev' }],
    '',
    "belongs_to__application eq 17 and not(os_variant eq 'dev')",
  ],
  [
    'bool',
    [{ field: 'is_online', op: 'eq', value: 'false' }],
    '',
    'belongs_to__application eq 17 and is_online eq false',
  ],
  [
    'text contains (case-insensitive)',
    [{ field: 'device_name', op: 'contains', value: 'Snow' }],
    '',
    "belongs_to__application eq 17 and contains(tolower(device_name),'snow')",
  ],
  [
    'text startswith',
    [{ field: 'os_version', op: 'startswith', value: 'balenaOS 2' }],
    '',
    "belongs_to__application eq 17 and startswith(tolower(os_version),'balenaos 2')",
  ],
  [
    'quotes are escaped',
    [{ field: 'location', op: 'eq', value: "O'Hare" }],
    '',
    "belongs_to__application eq 17 and location eq 'O''Hare'",
  ],
  [
    'tag has key',
    [{ field: 'tag', tagKey: 'site', op: 'has', value: '' }],
    '',
    "belongs_to__application eq 17 and device_tag/any(dt:dt/tag_key eq 'site')",
  ],
  [
    'tag eq',
    [{ field: 'tag', tagKey: 'site', op: 'eq', value: 'north' }],
    '',
    "belongs_to__application eq 17 and device_tag/any(dt:dt/tag_key eq 'site' and dt/value eq 'north')",
  ],
  [
    'tag ne',
    [{ field: 'tag', tagKey: 'site', op: 'ne', value: 'north' }],
    '',
    "belongs_to__application eq 17 and not(device_tag/any(dt:dt/tag_key eq 'site' and dt/value eq 'north'))",
  ],
  [
    'search',
    [],
    ' Rapid ',
    "belongs_to__application eq 17 and (contains(tolower(device_name),'rapid') or startswith(uuid,'rapid'))",
  ],
  [
    'rules and search together',
    [
      { field: 'overall_status', op: 'eq', value: 'operational' },
      { field: 'is_active', op: 'eq', value: 'true' },
    ],
    '24cf',
    "belongs_to__application eq 17 and overall_status eq 'operational' and is_active eq true and (contains(tolower(device_name),'24cf') or startswith(uuid,'24cf'))",
  ],
])('%s', (_name, rules, search, expected) => {
  it('compiles to the expected $filter', () => expect(filterOf(rules, search)).toBe(expected));
});

describe('URL round trip', () => {
  const view: DevicesView = {
    filters: [
      { field: 'overall_status', op: 'eq', value: 'operational' },
      { field: 'tag', tagKey: 'a:b c', op: 'eq', value: 'x:y' },
      { field: 'device_name', op: 'contains', value: 'snow' },
    ],
    search: 'rap',
    sort: '-device_name',
    page: 3,
    pageSize: 250,
    lens: 'map',
  };
  it('parse(serialize(view)) is the view', () => {
    const qs = serializeView(view, defaults).toString();
    expect(parseView(new URLSearchParams(qs), defaults)).toEqual(view);
  });
  it('defaults are left out of the URL', () => {
    expect(
      serializeView({ filters: [], search: '', sort: '', page: 1, pageSize: 100, lens: 'table' }, defaults).toString(),
    ).toBe('');
  });
  it('malformed values are ignored, not fatal', () => {
    for (const bad of [
      'nope',
      'device_name:like:x',
      'overall_status:eq:exploded',
      'is_online:eq:maybe',
      'tag.:eq:x',
      'tag.%E0%A4%A:eq:x',
      'is_online:contains:true',
    ]) {
      expect(paramToRule(bad)).toBeNull();
    }
    const v = parseView(new URLSearchParams('page=-2&size=7&lens=globe&filter=bad'), defaults);
    expect(v).toMatchObject({ page: 1, pageSize: 100, lens: 'table', filters: [] });
  });
  it('a tag rule keeps colons in key and value', () => {
    const r: FilterRule = { field: 'tag', tagKey: 'k:1', op: 'contains', value: 'v:2' };
    expect(paramToRule(ruleToParam(r))).toEqual(r);
  });
});
