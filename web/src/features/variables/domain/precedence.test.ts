/** Device rows: the fleet value each overrides (fleet service, else fleet-wide) and the scopes listed. */
import { describe, expect, it } from 'vitest';
import { scopeKey } from './name-rules.ts';
import { deviceScopes, fleetValueFor } from './precedence.ts';

const map = (entries: Array<[string, number | null, string]>) =>
  new Map(entries.map(([name, serviceId, v]) => [scopeKey({ name, serviceId }), v]));

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
