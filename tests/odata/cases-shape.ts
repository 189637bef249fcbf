/**
 * $select, $expand (nested options, `/$count`), FK shapes and $format (api-ground-truth §1.3,
 * §2.3, §2.5): exact bodies.
 */
import type { ODataCase } from './case-types.ts';

const DEVICE_1 = {
  id: 1,
  created_at: '2024-01-01T00:00:00.000Z',
  uuid: '01'.repeat(16),
  device_name: 'alpha',
  note: 'first device',
  is_of__device_type: { __id: 1 },
  belongs_to__application: { __id: 1 },
  is_running__release: { __id: 2 },
  is_pinned_on__release: null,
  is_online: true,
  cpu_usage: 10,
  memory_total: '4000000000',
  os_version: 'balenaOS 2.80.3',
  last_connectivity_event: '2024-06-01T10:00:00.000Z',
  latitude: 52.5,
  overall_status: 'operational',
};

export const selectCases: ODataCase[] = [
  { q: '/device(1)', body: { d: [DEVICE_1] } },
  { q: '/device(1)?$select=*', body: { d: [DEVICE_1] } },
  { q: '/device(1)?$select=device_name,id', body: { d: [{ device_name: 'alpha', id: 1 }] } },
  {
    q: '/device(1)?$select=belongs_to__application,is_pinned_on__release',
    body: { d: [{ belongs_to__application: { __id: 1 }, is_pinned_on__release: null }] },
  },
  {
    q: '/device(2)?$select=memory_total,overall_status,latitude',
    body: { d: [{ memory_total: '8000000000', overall_status: 'reduced-functionality', latitude: null }] },
  },
  { q: '/release(3)?$select=id,is_final', body: { d: [{ id: 3, is_final: false }] } },
  { q: '/device(1)?$select=id,id', body: { d: [{ id: 1 }] } },
  {
    q: '/device(1)?$select=id&$format=json;metadata=full',
    body: { d: [{ __metadata: { uri: '/v7/device(@id)?@id=1' }, id: 1 }] },
  },
  {
    q: '/device(1)?$select=id,belongs_to__application&$format=json;metadata=full',
    body: {
      d: [
        {
          __metadata: { uri: '/v7/device(@id)?@id=1' },
          id: 1,
          belongs_to__application: { __id: 1, __deferred: { uri: '/v7/application(@id)?@id=1' } },
        },
      ],
    },
  },
  { q: '/device(1)?$select=id&$format=xml', body: { d: [{ id: 1 }] } },
  { q: '/device?$select=id&$filter=id eq 1&$count=true&$inlinecount=allpages', body: { d: [{ id: 1 }] } },
  {
    q: '/image_install(2)',
    body: {
      d: [{ id: 2, device: { __id: 1 }, installs__image: { __id: 2 }, status: 'Downloading', download_progress: 40 }],
    },
  },
  { q: '/image_install(2)?$select=id,image', body: { d: [{ id: 2, image: { __id: 2 } }] } },
  { q: '/device(1)?$select=api_secret', error: 400, message: /Unknown field 'api_secret'/ },
  { q: '/device(1)?$select=device_tag', error: 400, message: /Cannot select navigation 'device_tag'/ },
  { q: '/device(1)?$select=nope', error: 400, message: /Unknown field 'nope' on resource 'device'/ },
  { q: '/device(1)?$select=belongs_to__application/app_name', error: 400, message: /field names only/ },
];

export const expandCases: ODataCase[] = [
  { q: '/device(8)?$select=id&$expand=belongs_to__application', body: { d: [{ id: 8, belongs_to__application: [] }] } },
  {
    q: '/device(1)?$select=id&$expand=belongs_to__application($select=slug)',
    body: { d: [{ id: 1, belongs_to__application: [{ slug: 'acme/fleet-one' }] }] },
  },
  {
    q: '/device(1)?$select=id,belongs_to__application&$expand=belongs_to__application($select=id,slug),is_pinned_on__release,device_tag($select=tag_key,value)',
    body: {
      d: [
        {
          id: 1,
          belongs_to__application: [{ id: 1, slug: 'acme/fleet-one' }],
          is_pinned_on__release: [],
          device_tag: [
            { tag_key: 'site', value: 'north' },
            { tag_key: 'rack', value: 'r1' },
          ],
        },
      ],
    },
  },
  {
    q: '/device(1)?$select=id&$expand=device_tag($select=tag_key;$orderby=tag_key desc)',
    body: { d: [{ id: 1, device_tag: [{ tag_key: 'site' }, { tag_key: 'rack' }] }] },
  },
  {
    q: "/device(1)?$select=id&$expand=device_tag($filter=tag_key eq 'rack';$select=value)",
    body: { d: [{ id: 1, device_tag: [{ value: 'r1' }] }] },
  },
  { q: '/device(1)?$select=id&$expand=device_tag/$count', body: { d: [{ id: 1, device_tag: 2 }] } },
  {
    q: "/device(1)?$select=id&$expand=device_tag/$count($filter=tag_key eq 'site')",
    body: { d: [{ id: 1, device_tag: 1 }] },
  },
  {
    q: "/device(2)?$select=id&$expand=belongs_to__application($filter=app_name eq 'nope')",
    body: { d: [{ id: 2, belongs_to__application: [] }] },
  },
  {
    q: '/application(1)?$select=id&$expand=owns__device($select=id;$orderby=id desc;$top=2;$skip=1)',
    body: { d: [{ id: 1, owns__device: [{ id: 9 }, { id: 3 }] }] },
  },
  {
    q: '/organization(1)?$select=handle&$expand=application($select=app_name;$orderby=app_name asc;$expand=owns__device/$count)',
    body: {
      d: [
        {
          handle: 'acme',
          application: [
            { app_name: 'fleet-one', owns__device: 5 },
            { app_name: 'fleet-two', owns__device: 3 },
          ],
        },
      ],
    },
  },
  {
    q: "/organization(1)?$select=id&$expand=application($select=id;$filter=app_name eq 'fleet-one';$expand=owns__device($select=id;$filter=is_online eq false;$expand=belongs_to__application($select=app_name)))",
    body: {
      d: [
        {
          id: 1,
          application: [{ id: 1, owns__device: [{ id: 3, belongs_to__application: [{ app_name: 'fleet-one' }] }] }],
        },
      ],
    },
  },
  {
    q: '/image_install(2)?$select=id&$expand=image($select=status)',
    body: { d: [{ id: 2, image: [{ status: 'success' }] }] },
  },
  {
    q: '/application(1)?$select=id&$expand=is_directly_accessible_by__user($select=username)',
    body: { d: [{ id: 1, is_directly_accessible_by__user: [{ username: 'bob' }, { username: 'carol' }] }] },
  },
  {
    q: '/application(1)?$select=id&$expand=owns__device/$count($filter=is_online eq true)',
    body: { d: [{ id: 1, owns__device: 4 }] },
  },
  { q: '/device(1)?$select=id&$expand=nope', error: 400, message: /Unknown navigation 'nope' on resource 'device'/ },
  { q: '/device(1)?$select=id&$expand=device_name', error: 400, message: /cannot be expanded/ },
  { q: '/device(1)?$select=id&$expand=belongs_to__application/organization', error: 400, message: /not supported/ },
  {
    q: '/device(1)?$select=id&$expand=device_tag($select=nope)',
    error: 400,
    message: /Unknown field 'nope' on resource 'device_tag'/,
  },
];
