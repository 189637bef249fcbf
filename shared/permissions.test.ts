/** The shared permission lookup over the contract's role tables (spec 02 §6 "Roles"). */
import { describe, expect, it } from 'vitest';
import { fleetRolesGrant, grants, GUEST_READABLE, AUTHENTICATED_READABLE } from './permissions.ts';

describe('grants', () => {
  it('matches the exact permission or <resource>.all', () => {
    expect(grants(['device.update'], 'device', 'update')).toBe(true);
    expect(grants(['device_tag.all'], 'device_tag', 'delete')).toBe(true);
    expect(grants(['device.update'], 'device', 'delete')).toBe(false);
    expect(grants(['device_tag.all'], 'device', 'all')).toBe(false);
  });
});

describe('fleetRolesGrant (spec 02 §6)', () => {
  it.each<[string, Parameters<typeof fleetRolesGrant>[0], boolean]>([
    ['device.delete', ['operator'], true],
    ['device.delete', ['safe-operator'], false],
    ['device.delete', ['safe-developer'], false],
    ['device.delete', ['safe-developer', 'operator'], true],
    ['release.create', ['safe-developer'], true],
    ['release.create', ['operator'], false],
    ['application.delete', ['developer'], false],
    ['application.delete', ['administrator'], true],
    ['device.update', ['observer', 'member'], false],
    ['device.actions-proxy-hup', ['operator'], true],
  ])('%s for %j is %s', (permission, roles, expected) => {
    expect(fleetRolesGrant(roles, permission)).toBe(expected);
  });
});

it('lets every authenticated caller read what the guest reads', () => {
  for (const r of GUEST_READABLE) expect(AUTHENTICATED_READABLE.has(r)).toBe(true);
  expect(AUTHENTICATED_READABLE.has('plan')).toBe(true);
  expect(GUEST_READABLE.has('plan')).toBe(false);
});
