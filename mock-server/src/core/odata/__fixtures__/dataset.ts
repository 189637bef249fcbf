/**
 * The deterministic dataset behind the engine's case table (tests/odata/cases.test.ts): three
 * organizations, five applications, twelve devices with nulls, mixed case, quotes, `%`/`_`,
 * unicode, and tags/releases/images around them. Every value is written out so expected results
 * can be checked by hand.
 */
import type { CanRead, DataSource, Row } from '../../model/data-source.ts';
import { createFixtureDataSource, type FixtureDataSource } from './data-source.ts';
import { fixtureModel } from './model.ts';

/** CPU usage above which the fixture's computed overall_status is `reduced-functionality`. */
const FIXTURE_CPU_LIMIT = 90;

const uuid = (n: number): string => String(n).padStart(2, '0').repeat(16);

const orgs: Row[] = [
  { id: 1, created_at: '2023-01-01T00:00:00.000Z', name: 'Acme Corp', handle: 'acme' },
  { id: 2, created_at: '2023-02-01T00:00:00.000Z', name: 'Globex', handle: 'globex' },
  { id: 3, created_at: '2023-03-01T00:00:00.000Z', name: 'Initech', handle: 'initech' },
];
const users: Row[] = ['alice', 'bob', 'carol', 'dave'].map((username, i) => ({
  id: i + 1,
  created_at: `2023-0${i + 1}-15T00:00:00.000Z`,
  username,
}));
const memberships: Row[] = [
  { id: 1, created_at: '2023-04-01T00:00:00.000Z', user: 1, is_member_of__organization: 1, role: 'administrator' },
  { id: 2, created_at: '2023-04-02T00:00:00.000Z', user: 2, is_member_of__organization: 1, role: 'member' },
  { id: 3, created_at: '2023-04-03T00:00:00.000Z', user: 2, is_member_of__organization: 2, role: 'administrator' },
  { id: 4, created_at: '2023-04-04T00:00:00.000Z', user: 3, is_member_of__organization: 3, role: 'member' },
];
const appMemberships: Row[] = [
  { id: 1, user: 2, is_member_of__application: 1 },
  { id: 2, user: 3, is_member_of__application: 1 },
  { id: 3, user: 4, is_member_of__application: 3 },
];
const deviceTypes: Row[] = [
  { id: 1, slug: 'raspberrypi4-64', name: 'Raspberry Pi 4 (64bit)' },
  { id: 2, slug: 'intel-nuc', name: 'Intel NUC' },
  { id: 3, slug: 'jetson-nano', name: 'Jetson Nano' },
  { id: 4, slug: 'fincm3', name: 'Balena Fin' },
];
const aliases: Row[] = [
  { id: 1, device_type: 1, is_referenced_by__alias: 'raspberrypi4-64' },
  { id: 2, device_type: 1, is_referenced_by__alias: 'raspberrypi4' },
  { id: 3, device_type: 2, is_referenced_by__alias: 'intel-nuc' },
  { id: 4, device_type: 3, is_referenced_by__alias: 'jetson-nano' },
  { id: 5, device_type: 4, is_referenced_by__alias: 'fincm3' },
];
const app = (
  id: number,
  name: string,
  org: number,
  handle: string,
  dt: number,
  rel: number | null,
  host: boolean,
  cls: string,
  month: number,
): Row => ({
  id,
  created_at: `2023-${String(month).padStart(2, '0')}-01T00:00:00.000Z`,
  app_name: name,
  slug: `${handle}/${name}`,
  uuid: uuid(id * 11),
  organization: org,
  is_for__device_type: dt,
  should_be_running__release: rel,
  is_host: host,
  is_of__class: cls,
});
const applications: Row[] = [
  app(1, 'fleet-one', 1, 'acme', 1, 2, false, 'fleet', 5),
  app(2, 'fleet-two', 1, 'acme', 2, null, false, 'fleet', 6),
  app(3, 'edge', 2, 'globex', 1, 5, false, 'fleet', 7),
  app(4, 'raspberrypi4-64', 3, 'initech', 1, null, true, 'app', 8),
  app(5, 'empty-fleet', 3, 'initech', 3, null, false, 'block', 9),
];
const appTags: Row[] = [
  { id: 1, application: 1, tag_key: 'env', value: 'prod' },
  { id: 2, application: 1, tag_key: 'region', value: 'eu' },
  { id: 3, application: 3, tag_key: 'env', value: 'staging' },
  { id: 4, application: 4, tag_key: 'release-policy', value: 'esr' },
];
const rel = (
  id: number,
  appId: number,
  commit: string,
  status: string,
  semver: string,
  revision: number | null,
  date: string,
): Row => ({
  id,
  created_at: `${date}T00:00:00.000Z`,
  belongs_to__application: appId,
  commit,
  status,
  semver,
  revision,
});
const releases: Row[] = [
  rel(1, 1, 'aaa111', 'success', '1.0.0', 0, '2024-01-10'),
  rel(2, 1, 'bbb222', 'success', '1.1.0', 1, '2024-02-10'),
  rel(3, 1, 'ccc333', 'failed', '1.2.0', null, '2024-03-10'),
  rel(4, 2, 'ddd444', 'running', '0.1.0', null, '2024-03-11'),
  rel(5, 3, 'eee555', 'success', '2.0.0', 0, '2024-04-01'),
  rel(6, 4, 'fff666', 'success', '5.1.20', 2, '2024-05-01'),
];
type D = [
  string,
  string | null,
  number,
  number | null,
  number | null,
  number | null,
  boolean,
  number | null,
  string | null,
  string | null,
  string | null,
  number | null,
  string,
];
// name, note, type, app, running, pinned, online, cpu, memory_total, os_version, last_connectivity_event, latitude, created_at
const deviceData: D[] = [
  [
    'alpha',
    'first device',
    1,
    1,
    2,
    null,
    true,
    10,
    '4000000000',
    'balenaOS 2.80.3',
    '2024-06-01T10:00:00.000Z',
    52.5,
    '2024-01-01T00:00:00.000Z',
  ],
  [
    'bravo',
    null,
    1,
    1,
    1,
    1,
    true,
    95,
    '8000000000',
    'balenaOS 2.80.3',
    '2024-06-02T10:00:00.000Z',
    null,
    '2024-02-01T10:30:00.000Z',
  ],
  [
    'charlie',
    "it's here",
    2,
    1,
    null,
    null,
    false,
    null,
    null,
    'balenaOS 2.88.4',
    null,
    null,
    '2024-03-15T12:00:00.500Z',
  ],
  [
    'delta',
    '100%_sure',
    2,
    2,
    4,
    null,
    true,
    50,
    '2000000000',
    null,
    '2024-06-03T00:00:00.000Z',
    -33.9,
    '2024-04-01T00:00:00.000Z',
  ],
  [
    'echo',
    '',
    1,
    2,
    null,
    null,
    false,
    0,
    null,
    'balenaOS 6.0.1',
    '2024-05-05T05:05:05.000Z',
    null,
    '2024-05-01T08:00:00.000Z',
  ],
  [
    'Foxtrot',
    'a+b',
    1,
    3,
    5,
    null,
    true,
    75,
    '1000000000',
    'balenaOS 2.80.3',
    '2024-06-04T00:00:00.000Z',
    40.7,
    '2024-05-20T00:00:00.000Z',
  ],
  ['golf', null, 3, 3, 5, null, true, 20, null, 'balenaOS 5.0.0', null, null, '2024-06-01T00:00:00.000Z'],
  ['hotel', 'no fleet', 3, null, null, null, false, null, null, null, null, null, '2024-06-15T00:00:00.000Z'],
  [
    'india',
    'North site',
    1,
    1,
    2,
    null,
    true,
    30,
    '4000000000',
    'balenaOS 2.80.3',
    '2024-06-05T00:00:00.000Z',
    51,
    '2024-07-01T00:00:00.000Z',
  ],
  [
    'juliet',
    'x',
    2,
    2,
    4,
    null,
    true,
    60,
    '16000000000',
    'balenaOS 2.88.4',
    '2024-06-06T00:00:00.000Z',
    null,
    '2024-08-01T00:00:00.000Z',
  ],
  ['kilo', null, 1, 3, null, null, false, 80, null, null, null, null, '2024-09-01T00:00:00.000Z'],
  [
    'lima',
    'ünïcode ✓',
    3,
    1,
    3,
    3,
    true,
    null,
    null,
    'balenaOS 2.80.3',
    '2024-06-06T12:00:00.000Z',
    0,
    '2024-10-01T00:00:00.000Z',
  ],
];
const devices: Row[] = deviceData.map(
  (
    [
      device_name,
      note,
      dt,
      appId,
      running,
      pinned,
      is_online,
      cpu_usage,
      memory_total,
      os_version,
      last,
      latitude,
      created_at,
    ],
    i,
  ) => ({
    id: i + 1,
    created_at,
    uuid: uuid(i + 1),
    device_name,
    note,
    is_of__device_type: dt,
    belongs_to__application: appId,
    is_running__release: running,
    is_pinned_on__release: pinned,
    is_online,
    cpu_usage,
    memory_total,
    os_version,
    last_connectivity_event: last,
    latitude,
    api_secret: `secret-${i + 1}`,
  }),
);
const tag = (id: number, device: number, tag_key: string, value: string): Row => ({ id, device, tag_key, value });
const deviceTags: Row[] = [
  tag(1, 1, 'site', 'north'),
  tag(2, 1, 'rack', 'r1'),
  tag(3, 2, 'site', 'south'),
  tag(4, 4, 'site', 'north'),
  tag(5, 6, 'site', 'north'),
  tag(6, 6, 'owner', "o'neil"),
  tag(7, 9, 'site', 'NORTH'),
  tag(8, 10, 'rack', 'r2'),
  tag(9, 12, 'site', ''),
  tag(10, 12, 'rack', 'r1'),
];
const images: Row[] = [
  {
    id: 1,
    created_at: '2024-01-10T00:00:00.000Z',
    is_stored_at__image_location: 'registry/a',
    image_size: '123456789012',
    status: 'success',
  },
  {
    id: 2,
    created_at: '2024-02-10T00:00:00.000Z',
    is_stored_at__image_location: 'registry/b',
    image_size: '1000',
    status: 'success',
  },
  {
    id: 3,
    created_at: '2024-03-10T00:00:00.000Z',
    is_stored_at__image_location: 'registry/c',
    image_size: null,
    status: 'failed',
  },
];
const installs: Row[] = [
  { id: 1, device: 1, installs__image: 1, status: 'Running', download_progress: null },
  { id: 2, device: 1, installs__image: 2, status: 'Downloading', download_progress: 40 },
  { id: 3, device: 2, installs__image: 1, status: 'Running', download_progress: null },
  { id: 4, device: 4, installs__image: 3, status: 'Downloading', download_progress: 10 },
  { id: 5, device: 9, installs__image: 2, status: 'Installed', download_progress: null },
];

/** The fixture tables keyed by resource. */
export const fixtureTables: Record<string, Row[]> = {
  organization: orgs,
  user: users,
  organization_membership: memberships,
  user_application_membership: appMemberships,
  device_type: deviceTypes,
  device_type_alias: aliases,
  application: applications,
  application_tag: appTags,
  release: releases,
  device: devices,
  device_tag: deviceTags,
  image: images,
  image_install: installs,
};

/** A fresh fixture DataSource with the computed fields `device.overall_status` and `release.is_final`. */
export function fixtureDataSource(): FixtureDataSource {
  return createFixtureDataSource(fixtureModel, fixtureTables, {
    device: {
      overall_status: (r) =>
        !r.is_online
          ? 'disconnected'
          : (r.cpu_usage as number) > FIXTURE_CPU_LIMIT
            ? 'reduced-functionality'
            : 'operational',
    },
    release: { is_final: (r) => r.revision !== null },
  });
}

/** Everyone sees everything. */
export const canReadAll: CanRead = () => true;

/** A member of organization 1 only: sees acme, its fleets, their devices, tags and releases. */
export function canReadOrg1(ds: DataSource): CanRead {
  const appVisible = (id: unknown) => ds.get('application', id as number)?.organization === 1;
  return (resource, row) => {
    switch (resource) {
      case 'organization':
        return row.id === 1;
      case 'application':
        return row.organization === 1;
      case 'device':
        return appVisible(row.belongs_to__application);
      case 'release':
        return appVisible(row.belongs_to__application);
      case 'device_tag':
      case 'image_install':
        return appVisible(ds.get('device', row.device as number)?.belongs_to__application);
      case 'application_tag':
        return appVisible(row.application);
      default:
        return true;
    }
  };
}
