/**
 * Addressing, counts, $orderby, paging, visibility and URL-level errors
 * (api-ground-truth §1.3, §1.4, §2.1, §2.3, §7).
 */
import type { ODataCase } from './case-types.ts';

const U3 = '03'.repeat(16);

export const keyCases: ODataCase[] = [
  { q: '/device(1)', ids: [1] },
  { q: '/device(99)', ids: [] },
  { q: `/device(uuid='${U3}')`, ids: [3] },
  { q: "/device(uuid='nope')", ids: [] },
  { q: '/device(id=5)', ids: [5] },
  { q: '/device(@id)?@id=7', ids: [7] },
  { q: "/organization(handle='globex')", ids: [2] },
  { q: "/device_tag(device=6,tag_key='owner')", ids: [6] },
  { q: "/device_tag(device=6,tag_key='nope')", ids: [] },
  { q: '/device(3)?$filter=is_online eq true', ids: [] },
  { q: '/device(1)?$filter=is_online eq true', ids: [1] },
  { q: '/user__is_member_of__organization(2)', ids: [2] },
  { q: "/application(slug='acme%2Ffleet-two')", ids: [2] },
  { q: "/image(is_stored_at__image_location='registry/b')", ids: [2] },
  { q: "/device('x')", error: 400, message: /must be an integer/ },
  { q: '/device(1.5)', error: 400, message: /must be an integer/ },
  { q: '/device(@id)', error: 400, message: /alias '@id' is not defined/ },
  { q: '/device(2147483648)', error: 400, message: /overflow/i },
  { q: "/device(foo='x')", error: 400, message: /Unknown key field 'foo'/ },
];

export const countCases: ODataCase[] = [
  { q: '/device/$count', count: 12 },
  { q: '/device/$count?$filter=is_online eq true', count: 8 },
  { q: '/device/%24count?%24filter=is_online eq false', count: 4 },
  { q: '/device/$count?$filter=belongs_to__application eq 1&$orderby=device_name asc&$top=1&$skip=1', count: 5 },
  { q: '/device/$count?$filter=belongs_to__application eq 99', count: 0 },
  { q: '/device/$count?$filter=device_tag/$count gt 1', count: 3 },
  { q: '/application/$count', count: 2, as: 'org1' },
  { q: '/device/$count', count: 8, as: 'org1' },
  { q: '/device(1)/$count', error: 400, message: /^Malformed url/ },
];

export const orderCases: ODataCase[] = [
  { q: '/device?$filter=belongs_to__application eq 1&$orderby=device_name asc', ids: [1, 2, 3, 9, 12] },
  // No direction means desc in the vendor grammar.
  { q: '/device?$filter=belongs_to__application eq 1&$orderby=device_name', ids: [12, 9, 3, 2, 1] },
  { q: '/device?$orderby=cpu_usage asc', ids: [5, 1, 7, 9, 4, 10, 6, 11, 2, 3, 8, 12] },
  { q: '/device?$orderby=cpu_usage desc', ids: [3, 8, 12, 2, 11, 6, 10, 4, 9, 7, 1, 5] },
  { q: '/device?$orderby=belongs_to__application/app_name asc,id desc', ids: [11, 7, 6, 12, 9, 3, 2, 1, 10, 5, 4, 8] },
  { q: '/device?$orderby=belongs_to__application/app_name desc,id asc', ids: [8, 4, 5, 10, 1, 2, 3, 9, 12, 6, 7, 11] },
  { q: '/device?$orderby=device_tag/$count desc,id asc', ids: [1, 6, 12, 2, 4, 9, 10, 3, 5, 7, 8, 11] },
  { q: '/application?$orderby=owns__device/$count asc,id asc', ids: [4, 5, 2, 3, 1] },
  {
    q: "/device?$orderby=device_tag/$count($filter=tag_key eq 'site') desc,id asc",
    ids: [1, 2, 4, 6, 9, 12, 3, 5, 7, 8, 10, 11],
  },
  { q: '/device?$orderby=device_name asc', ids: [6, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12] },
  { q: '/device?$orderby=is_online asc,id asc', ids: [3, 5, 8, 11, 1, 2, 4, 6, 7, 9, 10, 12] },
  { q: '/device?$orderby=memory_total desc', ids: [3, 5, 7, 8, 11, 12, 10, 2, 1, 9, 4, 6] },
  { q: '/device?$orderby=created_at desc&$top=3', ids: [12, 11, 10] },
  { q: '/device?$orderby=overall_status asc,device_name desc', ids: [11, 8, 5, 3, 12, 10, 9, 7, 4, 1, 6, 2] },
  { q: '/device?$orderby=nope asc', error: 400, message: /Unknown field 'nope'/ },
  { q: '/device?$orderby=device_tag/tag_key asc', error: 400, message: /to-many/ },
];

export const pagingCases: ODataCase[] = [
  { q: '/device?$top=2', ids: [1, 2] },
  { q: '/device?$skip=10', ids: [11, 12] },
  { q: '/device?$top=2&$skip=3', ids: [4, 5] },
  { q: '/device?$top=0', ids: [] },
  { q: '/device?$orderby=device_name asc&$top=3&$skip=2', ids: [2, 3, 4] },
  { q: '/device?$top=1&$top=3', ids: [1, 2, 3] },
  { q: '/device?$skip=100', ids: [] },
  { q: '/device?$filter=is_online eq false&$top=2', ids: [3, 5] },
  { q: '/device?$filter=is_online eq false&$orderby=id desc&$top=2', ids: [11, 8] },
  { q: '/device?$top=-1', error: 400, message: /^Malformed url/ },
  { q: '/device?$top=abc', error: 400, message: /^Malformed url/ },
];

export const visibilityCases: ODataCase[] = [
  { q: '/device', ids: [1, 2, 3, 4, 5, 9, 10, 12], as: 'org1' },
  { q: '/device(6)', ids: [], as: 'org1' },
  { q: '/application?$filter=owns__device/any(d:true)', ids: [1, 2], as: 'org1' },
  { q: "/device?$filter=device_tag/any(t:t/value eq 'north')", ids: [1, 4], as: 'org1' },
  { q: "/device?$filter=belongs_to__application/app_name eq 'edge'", ids: [], as: 'org1' },
  { q: '/organization', ids: [1], as: 'org1' },
  {
    q: '/device_type(1)?$select=slug&$expand=describes__device/$count',
    body: { d: [{ slug: 'raspberrypi4-64', describes__device: 4 }] },
    as: 'org1',
  },
  {
    q: '/user_application_membership(3)?$select=id&$expand=is_member_of__application',
    body: { d: [{ id: 3, is_member_of__application: [] }] },
    as: 'org1',
  },
  {
    q: '/organization?$select=handle&$expand=application/$count',
    body: { d: [{ handle: 'acme', application: 2 }] },
    as: 'org1',
  },
];

export const urlErrorCases: ODataCase[] = [
  { q: '/nope', error: 401 },
  { q: '/nope?$filter=id eq 1', error: 401 },
  { q: '/devices', error: 401 },
  { q: '/device?$foo=1', error: 400, message: /^Malformed url: '\/device\?\$foo=1'$/ },
  { q: '/device?$count=maybe', error: 400, message: /^Malformed url/ },
  { q: '/device?$expand=*', error: 400, message: /^Malformed url/ },
  { q: '/device(1)/belongs_to__application', error: 400, message: /Unsupported path segment/ },
];
