import { describe, expect, it } from 'vitest';
import { FLEET_ROLES } from './permissions.ts';
import { fleetRoleOffer } from './fleet-role-offer.ts';

describe('fleet role offer (spec 02 §6 "Roles")', () => {
  const table: Array<[string, boolean, 'fleet' | 'app' | 'block', string]> = [
    ['developer', false, 'fleet', 'ok'],
    ['observer', false, 'fleet', 'ok'],
    ['administrator', false, 'block', 'ok'],
    ['safe-developer', false, 'fleet', 'paidOnly'],
    ['operator', false, 'fleet', 'paidOnly'],
    ['safe-operator', false, 'fleet', 'paidOnly'],
    ['safe-developer', true, 'fleet', 'ok'],
    ['operator', true, 'fleet', 'ok'],
    ['safe-operator', true, 'fleet', 'ok'],
    ['operator', true, 'block', 'fleetsOnly'],
    ['safe-operator', true, 'app', 'fleetsOnly'],
    ['operator', false, 'block', 'fleetsOnly'],
    ['safe-developer', true, 'block', 'ok'],
    ['safe-developer', false, 'app', 'paidOnly'],
  ];
  it.each(table)('%s, paid %s, on a %s: %s', (role, planIsPaid, fleetClass, expected) => {
    expect(fleetRoleOffer(role, { planIsPaid, fleetClass })).toBe(expected);
  });

  it('every fleet role is offered on a paid fleet', () => {
    for (const role of FLEET_ROLES) expect(fleetRoleOffer(role, { planIsPaid: true, fleetClass: 'fleet' })).toBe('ok');
  });
});
