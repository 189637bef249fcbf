/** Override precedence on a device: device service > device > fleet service > fleet. */
import { describe, expect, it } from 'vitest';
import { scopeKey } from './name-rules.ts';
import { deviceScopes, effectiveValue, fleetValueFor } from './precedence.ts';

const map = (entries: Array<[string, number | null, string]>) => new Map(entries.map(([name, serviceId, v]) => [scopeKey({ name, serviceId }), v]));

describe('effectiveValue', () => {
  const fleet = map([
    ['A', null, 'fleet'],
    ['A', 1, 'fleet-svc'],
    ['B', null, 'fleet'],
  ]);
  const device = map([
    ['A', null, 'device'],
    ['A', 2, 'device-svc'],
    ['C', 1, 'device-svc'],
  ]);
  it.each([
    ['A', 2, 'device-svc', 'deviceService'],
    ['A', 1, 'device', 'device'],
    ['A', null, 'device', 'device'],
    ['B', 1, 'fleet', 'fleet'],
    ['C', 1, 'device-svc', 'deviceService'],
  ] as const)('%s in service %s → %s (%s)', (name, serviceId, value, level) => {
    expect(effectiveValue({ fleet, device }, name, serviceId)).toEqual({ value, level });
  });

  it('fleet service beats fleet-wide when the device overrides nothing', () => {
    expect(effectiveValue({ fleet, device: new Map() }, 'A', 1)).toEqual({ value: 'fleet-svc', level: 'fleetService' });
  });

  it('unset everywhere → undefined', () => {
    expect(effectiveValue({ fleet, device }, 'C', 2)).toBeUndefined();
  });
});

describe('fleetValueFor', () => {
  const fleet = map([
    ['A', null, 'wide'],
    ['A', 1, 'svc'],
  ]);
  it.each([
    [{ name: 'A', serviceId: 1 }, 'svc'],
    [{ name: 'A', serviceId: 2 }, 'wide'],
    [{ name: 'A', serviceId: null }, 'wide'],
    [{ name: 'B', serviceId: null }, undefined],
  ])('%j → %j', (scope, value) => {
    expect(fleetValueFor(fleet, scope)).toBe(value);
  });
});

it('deviceScopes lists device variables and the fleet variables of installed services', () => {
  const scopes = deviceScopes(
    [
      { name: 'B', serviceId: null },
      { name: 'A', serviceId: 1 },
      { name: 'A', serviceId: 9 },
    ],
    [
      { name: 'A', serviceId: null },
      { name: 'B', serviceId: null },
    ],
    new Set([1]),
  );
  expect(scopes).toEqual([
    { name: 'A', serviceId: null },
    { name: 'A', serviceId: 1 },
    { name: 'B', serviceId: null },
  ]);
});
