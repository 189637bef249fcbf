/**
 * Lambdas (`any`/`all`, nested, constant bodies, to-one and many-to-many), navigation paths and
 * `nav/$count` in $filter (api-ground-truth §2.2, §6 items 7–8).
 */
import { dev, devErr, type ODataCase } from './case-types.ts';

export const lambdaCases: ODataCase[] = [
  dev("device_tag/any(t:t/tag_key eq 'site' and t/value eq 'north')", [1, 4, 6]),
  dev("device_tag/any(t:t/value eq 'north')", [1, 4, 6]),
  dev("device_tag/all(t:t/tag_key eq 'site')", [2, 3, 4, 5, 7, 8, 9, 11]),
  dev('device_tag/any(t:1 eq 1)', [1, 2, 4, 6, 9, 10, 12]),
  dev('device_tag/any(t:true)', [1, 2, 4, 6, 9, 10, 12]),
  dev('device_tag/all(t:false)', [3, 5, 7, 8, 11]),
  dev('not(device_tag/any(t:true))', [3, 5, 7, 8, 11]),
  dev("device_tag/any(t:t/tag_key eq 'site') and device_tag/any(t:t/tag_key eq 'rack')", [1, 12]),
  dev("image_install/any(ii:ii/image/status eq 'failed')", [4]),
  dev('image_install/any(ii:ii/installs__image/image_size gt 100000)', [1, 2]),
  dev("belongs_to__application/any(a:a/slug eq 'globex/edge')", [6, 7, 11]),
  { q: '/application?$filter=owns__device/any(d:d/is_online eq false)', ids: [1, 2, 3] },
  { q: "/application?$filter=owns__device/any(d:d/device_tag/any(t:t/tag_key eq 'owner'))", ids: [3] },
  { q: "/application?$filter=owns__device/any(d:d/device_tag/any(t:t/value eq 'r1' and d/cpu_usage lt 20))", ids: [1] },
  { q: '/application?$filter=owns__device/all(d:d/is_online eq true)', ids: [4, 5] },
  { q: "/application?$filter=is_for__device_type/any(dt:dt/slug in ('intel-nuc','jetson-nano'))", ids: [2, 5] },
  { q: "/application?$filter=is_directly_accessible_by__user/any(u:u/username eq 'carol')", ids: [1] },
  { q: "/device_type?$filter=device_type_alias/any(dta:dta/is_referenced_by__alias eq 'raspberrypi4')", ids: [1] },
  {
    q: "/device_type?$filter=is_default_for__application/any(idfa:idfa/is_host eq true and idfa/owns__release/any(r:r/status eq 'success'))",
    ids: [1],
  },
  {
    q: "/device_type?$filter=device_type_alias/any(dta:dta/is_referenced_by__alias eq 'raspberrypi4')&$top=1&$select=id,slug",
    body: { d: [{ id: 1, slug: 'raspberrypi4-64' }] },
  },
  { q: '/organization?$filter=organization_membership/any(om:om/user eq 2)', ids: [1, 2] },
  { q: '/organization?$filter=application/any(a:a/owns__device/any(d:d/cpu_usage gt 90))', ids: [1] },
  devErr('device_tag/any(t:t eq 1)', /must be followed by a property/),
  devErr('device_name/any(t:true)', /not a navigation/),
  devErr("device_tag/any(t:t/nope eq 'x')", /Unknown field 'nope' on resource 'device_tag'/),
  devErr('device_tag/any(t:t/tag_key)', /boolean/),
];

export const pathCases: ODataCase[] = [
  dev("belongs_to__application/app_name eq 'edge'", [6, 7, 11]),
  dev("belongs_to__application/organization/handle eq 'acme'", [1, 2, 3, 4, 5, 9, 10, 12]),
  dev("belongs_to__application/organization/handle ne 'acme'", [6, 7, 8, 11]),
  dev("is_running__release/status eq 'success'", [1, 2, 6, 7, 9]),
  dev('is_pinned_on__release/is_final eq true', [2]),
  dev("device_tag/tag_key eq 'owner'", [6]),
  dev('belongs_to__application/owns__device/$count gt 3', [1, 2, 3, 9, 12]),
  dev('device_tag/$count eq 0', [3, 5, 7, 8, 11]),
  dev("device_tag/$count($filter=tag_key eq 'site') eq 1", [1, 2, 4, 6, 9, 12]),
  dev('device_tag/$count ge image_install/$count add 1', [6, 10, 12]),
  { q: '/application?$filter=owns__device/$count($filter=is_online eq true) gt 2', ids: [1] },
  { q: '/application?$filter=owns__device/$count eq 0', ids: [4, 5] },
  {
    q: "/release?$filter=belongs_to__application eq 1 and status eq 'success'&$select=id,commit&$orderby=created_at desc",
    body: {
      d: [
        { id: 2, commit: 'bbb222' },
        { id: 1, commit: 'aaa111' },
      ],
    },
  },
  { q: "/application?$filter=slug eq 'acme/fleet-two' or uuid eq 'acme/fleet-two'", ids: [2] },
  { q: "/application?$filter=slug eq 'acme%2Ffleet-one'", ids: [1] },
  devErr('belongs_to__application/nope eq 1', /Unknown field 'nope' on resource 'application'/),
  devErr('belongs_to__application/app_name/foo eq 1', /not a navigation/),
  devErr('device_tag eq 1', /not a value/),
  devErr('nope/any(x:true)', /Unknown navigation 'nope' on resource 'device'/),
  devErr('device_tag/$count($top=1) eq 1', /Malformed|Only \$filter/),
];
