import { describe, expect, it } from 'vitest';
import { accessFromRoleNames, isReadOnly } from './access.ts';

const FLEET = { id: 17, organizationId: 2 };

describe('fleet access from the header read (spec 02 §6)', () => {
  it('organization administrators administer the fleet', () => {
    const a = accessFromRoleNames(FLEET, { orgRole: 'administrator', direct: [], team: [] });
    expect(a.roles).toEqual(['administrator']);
    expect(a.can('application.delete')).toBe(true);
  });
  it('unions direct and team roles', () => {
    const a = accessFromRoleNames(FLEET, { orgRole: 'member', direct: ['operator'], team: ['safe-developer'] });
    expect(a.roles).toEqual(['safe-developer', 'operator']);
    expect(a.can('release.update')).toBe(true);
    expect(a.can('device.delete')).toBe(true);
    expect(a.can('application.update')).toBe(false);
    expect(isReadOnly(a)).toBe(false);
  });
  it('observers and role-less users only read', () => {
    expect(isReadOnly(accessFromRoleNames(FLEET, { orgRole: 'member', direct: [], team: ['observer'] }))).toBe(true);
    const none = accessFromRoleNames(FLEET, { direct: [], team: [] });
    expect(none.roles).toEqual(['member']);
    expect(isReadOnly(none)).toBe(true);
  });
});
