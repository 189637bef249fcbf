/**
 * Pure permission checks over a hand-built lookup (spec 01 §6, spec 02 §6): role tables, teams,
 * organization administrators, support access, guests, own memberships.
 */
import { describe, expect, test } from 'vitest';
import type { Row } from '../model/data-source.ts';
import {
  buildSubject,
  can,
  createCanRead,
  FLEET_ROLES,
  FLEET_ROLE_PERMISSIONS,
  grants,
  type ReadLookup,
  type SubjectIdentity,
} from './index.ts';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const FUTURE = '2026-12-01T00:00:00.000Z';
const PAST = '2026-10-01T00:00:00.000Z';

const tables: Record<string, Row[]> = {
  organization: [{ id: 1 }, { id: 2 }],
  organization_membership_role: [
    { id: 1, name: 'administrator' },
    { id: 2, name: 'member' },
  ],
  application_membership_role: FLEET_ROLES.map((name, i) => ({ id: i + 1, name })),
  application: [
    { id: 10, organization: 1, is_public: false },
    { id: 11, organization: 1, is_public: false },
    { id: 20, organization: 2, is_public: true, is_accessible_by_support_until__date: FUTURE },
  ],
  device: [
    { id: 100, belongs_to__application: 10 },
    { id: 101, belongs_to__application: 11 },
    { id: 200, belongs_to__application: 20 },
    { id: 201, belongs_to__application: null, is_accessible_by_support_until__date: PAST },
  ],
  device_tag: [{ id: 1000, device: 100 }],
  release: [{ id: 500, belongs_to__application: 20 }],
  organization_membership: [
    { id: 1, user: 1, is_member_of__organization: 1, organization_membership_role: 1 },
    { id: 2, user: 2, is_member_of__organization: 1, organization_membership_role: 2 },
    { id: 3, user: 3, is_member_of__organization: 1, organization_membership_role: 2 },
  ],
  user_application_membership: [
    { id: 1, user: 2, is_member_of__application: 10, application_membership_role: FLEET_ROLES.indexOf('observer') + 1 },
  ],
  team: [{ id: 7, belongs_to__organization: 1 }],
  team_membership: [{ id: 1, user: 3, is_member_of__team: 7 }],
  team_application_access: [
    {
      id: 1,
      team: 7,
      grants_access_to__application: 11,
      application_membership_role: FLEET_ROLES.indexOf('operator') + 1,
    },
  ],
  user: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
  credit_bundle: [{ id: 1, belongs_to__organization: 1 }],
};

const lookup: ReadLookup = {
  all: (r) => tables[r] ?? [],
  get: (r, id) => (tables[r] ?? []).find((x) => x.id === id),
  find: (r, f, v) => (tables[r] ?? []).filter((x) => x[f] === v),
};
const user = (userId: number, platformRoles: ('admin' | 'support_agent')[] = []): SubjectIdentity => ({
  kind: 'user',
  userId,
  actorId: 1000 + userId,
  platformRoles,
});
const subject = (identity: SubjectIdentity) => buildSubject(identity, lookup, NOW);
const row = (r: string, id: number) => lookup.get(r, id)!;

describe('role tables', () => {
  test('each fleet role grants at least what the next (safer) one does, except delete rules', () => {
    expect(grants(FLEET_ROLE_PERMISSIONS.administrator, 'application', 'delete')).toBe(true);
    expect(grants(FLEET_ROLE_PERMISSIONS.developer, 'application', 'delete')).toBe(false);
    expect(grants(FLEET_ROLE_PERMISSIONS.developer, 'device', 'delete')).toBe(true);
    expect(grants(FLEET_ROLE_PERMISSIONS['safe-developer'], 'device', 'delete')).toBe(false);
    expect(grants(FLEET_ROLE_PERMISSIONS.operator, 'device', 'delete')).toBe(true);
    expect(grants(FLEET_ROLE_PERMISSIONS['safe-operator'], 'device', 'delete')).toBe(false);
    expect(grants(FLEET_ROLE_PERMISSIONS['safe-operator'], 'device_environment_variable', 'update')).toBe(true);
    expect(grants(FLEET_ROLE_PERMISSIONS['safe-developer'], 'release_tag', 'delete')).toBe(false);
    expect(grants(FLEET_ROLE_PERMISSIONS.observer, 'device', 'update')).toBe(false);
  });
});

describe('can', () => {
  test('organization administrators administer every fleet of their organization', () => {
    const s = subject(user(1));
    expect(can(s, 'delete', 'device', row('device', 101), lookup)).toBe(true);
    expect(can(s, 'create', 'application', { organization: 1 }, lookup)).toBe(true);
    expect(can(s, 'create', 'application', { organization: 2 }, lookup)).toBe(false);
    expect(can(s, 'create', 'credit_bundle', { belongs_to__organization: 1 }, lookup)).toBe(true);
  });

  test('direct observers read but cannot write; team operators act on devices', () => {
    expect(can(subject(user(2)), 'update', 'device', row('device', 100), lookup)).toBe(false);
    const op = subject(user(3));
    expect(can(op, 'update', 'device', row('device', 101), lookup)).toBe(true);
    expect(can(op, 'supervisor-proxy-write', 'device', row('device', 101), lookup)).toBe(true);
    expect(can(op, 'update', 'application', row('application', 11), lookup)).toBe(false);
    expect(can(op, 'update', 'device', row('device', 100), lookup)).toBe(false);
  });

  test('a user may delete their own membership; guests may do nothing', () => {
    expect(can(subject(user(2)), 'delete', 'organization_membership', row('organization_membership', 2), lookup)).toBe(
      true,
    );
    expect(can(subject(user(2)), 'delete', 'organization_membership', row('organization_membership', 3), lookup)).toBe(
      false,
    );
    expect(can(subject({ kind: 'guest' }), 'update', 'device', row('device', 100), lookup)).toBe(false);
  });

  test('support agents get ssh and diagnostics only where support access is granted and unexpired', () => {
    const sa = subject(user(4, ['support_agent']));
    expect(can(sa, 'ssh', 'device', row('device', 200), lookup)).toBe(true);
    expect(can(sa, 'update', 'device', row('device', 200), lookup)).toBe(false);
    expect(can(sa, 'ssh', 'device', row('device', 201), lookup)).toBe(false);
  });
});

describe('createCanRead', () => {
  test('guests read public fleets and their releases, never devices', () => {
    const read = createCanRead(subject({ kind: 'guest' }), lookup);
    expect(read('application', row('application', 20))).toBe(true);
    expect(read('release', row('release', 500))).toBe(true);
    expect(read('application', row('application', 10))).toBe(false);
    expect(read('device', row('device', 200))).toBe(false);
  });

  test('fleet roles decide device visibility; organization members see the organization', () => {
    const observer = createCanRead(subject(user(2)), lookup);
    expect(observer('device', row('device', 100))).toBe(true);
    expect(observer('device_tag', row('device_tag', 1000))).toBe(true);
    expect(observer('device', row('device', 101))).toBe(false);
    expect(observer('organization', row('organization', 1))).toBe(true);
    expect(observer('credit_bundle', row('credit_bundle', 1))).toBe(false);
    expect(createCanRead(subject(user(1)), lookup)('credit_bundle', row('credit_bundle', 1))).toBe(true);
  });

  test('support agents see only fleets and devices with unexpired support access', () => {
    const read = createCanRead(subject(user(4, ['support_agent'])), lookup);
    expect(read('device', row('device', 200))).toBe(true);
    expect(read('device', row('device', 201))).toBe(false);
    expect(read('device', row('device', 100))).toBe(false);
    expect(read('organization', row('organization', 2))).toBe(true);
  });
});
