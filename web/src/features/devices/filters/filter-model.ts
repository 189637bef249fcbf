/**
 * The fleet devices filter state and its two serializations (spec 02 §2 "accepts a filter query
 * string"): the URL query string (shareable links: the same URL reproduces the same view) and the
 * OData `$filter` object compiled by pinejs-client. Pure functions, tested as a table of cases.
 */
import type { Row } from '../../../api/client.ts';

/** Fields the filter builder offers, checked against the contract's device fields, with their kind. */
export const FILTER_FIELDS = {
  device_name: 'text',
  uuid: 'text',
  overall_status: 'enum',
  api_heartbeat_state: 'enum',
  is_online: 'bool',
  is_active: 'bool',
  os_version: 'text',
  os_variant: 'enum',
  supervisor_version: 'text',
  ip_address: 'text',
  location: 'text',
  tag: 'tag',
} as const satisfies Partial<Record<keyof Row<'device'> | 'tag', 'text' | 'enum' | 'bool' | 'tag'>>;
export type FilterField = keyof typeof FILTER_FIELDS;

/** Values of the enum fields (spec 02 §3). */
export const ENUM_VALUES: Record<string, readonly string[]> = {
  overall_status: [
    'configuring',
    'operational',
    'inactive',
    'post-provisioning',
    'updating',
    'reduced-functionality',
    'disconnected',
  ],
  api_heartbeat_state: ['online', 'offline', 'timeout', 'unknown'],
  os_variant: ['prod', 'dev'],
};

/** Operators by field kind. `has` (tag) means the tag key is set with any value. */
export const OPERATORS = {
  text: ['contains', 'eq', 'ne', 'startswith'],
  enum: ['eq', 'ne'],
  bool: ['eq'],
  tag: ['eq', 'ne', 'contains', 'has'],
} as const;
export type FilterOp = 'eq' | 'ne' | 'contains' | 'startswith' | 'has';

export interface FilterRule {
  field: FilterField;
  op: FilterOp;
  value: string;
  /** Tag key, for field `tag`. */
  tagKey?: string;
}

export interface DevicesView {
  filters: FilterRule[];
  /** Free-text search over name and uuid. */
  search: string;
  /** Sort column id; `-` prefix for descending. Empty: the default order. */
  sort: string;
  page: number;
  pageSize: number;
  lens: 'table' | 'map';
}

/** URL parameter names. */
const PARAM = { filter: 'filter', search: 'q', sort: 'sort', page: 'page', size: 'size', lens: 'lens' } as const;

const isField = (f: string): f is FilterField => Object.prototype.hasOwnProperty.call(FILTER_FIELDS, f);
const opsFor = (field: FilterField): readonly string[] => OPERATORS[FILTER_FIELDS[field]];

/** One rule as a URL value: `field:op:value`, or `tag.<key>:op:value`; `:` inside values is kept. */
export function ruleToParam(r: FilterRule): string {
  const head = r.field === 'tag' ? `tag.${encodeURIComponent(r.tagKey ?? '')}` : r.field;
  return `${head}:${r.op}:${r.value}`;
}

/** Parses one URL value back into a rule; null for anything malformed (ignored, never a crash). */
export function paramToRule(p: string): FilterRule | null {
  const first = p.indexOf(':');
  const second = first < 0 ? -1 : p.indexOf(':', first + 1);
  if (second < 0) return null;
  const head = p.slice(0, first);
  const op = p.slice(first + 1, second) as FilterOp;
  const value = p.slice(second + 1);
  if (head.startsWith('tag.')) {
    let tagKey: string;
    try {
      tagKey = decodeURIComponent(head.slice(4));
    } catch {
      return null;
    }
    if (!tagKey || !opsFor('tag').includes(op)) return null;
    return { field: 'tag', tagKey, op, value: op === 'has' ? '' : value };
  }
  if (!isField(head) || head === 'tag' || !opsFor(head).includes(op)) return null;
  if (FILTER_FIELDS[head] === 'bool' && value !== 'true' && value !== 'false') return null;
  if (FILTER_FIELDS[head] === 'enum' && !(ENUM_VALUES[head] ?? []).includes(value)) return null;
  return { field: head, op, value };
}

/** Reads the view from a query string; unknown or malformed parts fall back to defaults. */
export function parseView(
  params: URLSearchParams,
  defaults: { pageSize: number; pageSizes: readonly number[] },
): DevicesView {
  const page = Number(params.get(PARAM.page));
  const size = Number(params.get(PARAM.size));
  return {
    filters: params
      .getAll(PARAM.filter)
      .map(paramToRule)
      .filter((r): r is FilterRule => r !== null),
    search: params.get(PARAM.search) ?? '',
    sort: params.get(PARAM.sort) ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    lens: params.get(PARAM.lens) === 'map' ? 'map' : 'table',
  };
}

/** Writes the view as a query string, leaving defaults out so links stay short. */
export function serializeView(view: DevicesView, defaults: { pageSize: number }): URLSearchParams {
  const p = new URLSearchParams();
  for (const r of view.filters) p.append(PARAM.filter, ruleToParam(r));
  if (view.search) p.set(PARAM.search, view.search);
  if (view.sort) p.set(PARAM.sort, view.sort);
  if (view.page > 1) p.set(PARAM.page, String(view.page));
  if (view.pageSize !== defaults.pageSize) p.set(PARAM.size, String(view.pageSize));
  if (view.lens === 'map') p.set(PARAM.lens, 'map');
  return p;
}
