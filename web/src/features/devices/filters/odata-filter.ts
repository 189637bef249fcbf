/**
 * Compiles the filter state to a pinejs-client `$filter` object (api-ground-truth §2.2): rules are
 * joined with `and`, search matches the name (case-insensitive contains) or the uuid prefix, tags use
 * `device_tag/any(...)`. Pure; the URL compiler turns the object into the OData string.
 */
import type { DeviceFilter } from '../../../api/device/keys.ts';
import type { Row } from '../../../api/client.ts';
import type { LambdaExpr } from '../../../../../shared/odata/index.ts';
import { FILTER_FIELDS, type DevicesView, type FilterField, type FilterRule } from './filter-model.ts';

type PineFilter = DeviceFilter;
/** The filterable device fields (every field but the tag pseudo-field). */
type ColumnField = Exclude<FilterField, 'tag'>;

const lower = (field: ColumnField) => ({ $tolower: { $: field } });

/** `{ [field]: value }` for one of the filterable fields. */
function fieldIs(field: ColumnField, value: string | boolean): PineFilter {
  const condition: { [K in ColumnField]?: string | boolean } = {};
  condition[field] = value;
  return condition;
}

function tagFilter(r: FilterRule): PineFilter {
  const key = r.tagKey ?? '';
  const expr = (valueExpr: LambdaExpr<Row<'device_tag'>> | null): PineFilter => ({
    device_tag: {
      $any: {
        $alias: 'dt',
        $expr: valueExpr ? { $and: [{ dt: { tag_key: key } }, valueExpr] } : { dt: { tag_key: key } },
      },
    },
  });
  switch (r.op) {
    case 'has':
      return expr(null);
    case 'eq':
      return expr({ dt: { value: r.value } });
    case 'contains':
      return expr({ $contains: [{ $tolower: { $: 'dt/value' } }, r.value.toLowerCase()] });
    default:
      // ne: devices without this key/value pair (including devices without the key).
      return { $not: expr({ dt: { value: r.value } }) };
  }
}

/** One rule as a pinejs filter. */
function ruleFilter(r: FilterRule): PineFilter {
  const field = r.field;
  if (field === 'tag') return tagFilter(r);
  const kind = FILTER_FIELDS[field];
  const value = kind === 'bool' ? r.value === 'true' : r.value;
  switch (r.op) {
    case 'eq':
      return fieldIs(field, value);
    case 'ne':
      return { $not: fieldIs(field, value) };
    case 'startswith':
      return { $startswith: [lower(field), r.value.toLowerCase()] };
    default:
      return { $contains: [lower(field), r.value.toLowerCase()] };
  }
}

/** Name (case-insensitive) or uuid prefix (spec 02 §2 table search). */
function searchFilter(search: string): PineFilter | null {
  const s = search.trim();
  if (!s) return null;
  return {
    $or: [{ $contains: [lower('device_name'), s.toLowerCase()] }, { $startswith: [{ $: 'uuid' }, s.toLowerCase()] }],
  };
}

/** The complete `$filter` for a fleet's devices under the view's rules and search. */
export function devicesFilter(fleetId: number, view: Pick<DevicesView, 'filters' | 'search'>): PineFilter {
  const fleet: PineFilter = { belongs_to__application: fleetId };
  const s = searchFilter(view.search);
  const rest = [...view.filters.map(ruleFilter), ...(s ? [s] : [])];
  return rest.length === 0 ? fleet : { $and: [fleet, ...rest] };
}
