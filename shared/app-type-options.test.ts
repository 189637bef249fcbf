/** Plan-related fleet type change options (spec 02 §4). */
import { describe, expect, it } from 'vitest';
import { appTypeOptions, appTypeRefusal, meetsRange } from './app-type-options.ts';

const at = <T>(list: readonly T[], i: number): T => {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
};

const TYPES = [
  { id: 1, name: 'Essentials', supports_multicontainer: false, requires_payment: false },
  { id: 2, name: 'Microservices', supports_multicontainer: true, requires_payment: true },
  { id: 3, name: 'Starter', supports_multicontainer: true, requires_payment: false },
];

describe('fleet type change options', () => {
  it('free plan on a multicontainer type: downgrade blocked, paid only, the first ok one recommended', () => {
    expect(
      appTypeOptions(TYPES, { supports_multicontainer: true }, false).map((o) => [o.name, o.state, o.recommended]),
    ).toEqual([
      ['Essentials', 'needsMulticontainer', false],
      ['Microservices', 'paidOnly', false],
      ['Starter', 'ok', true],
    ]);
  });
  it('paid plan on a single-container type: every type is selectable', () => {
    expect(appTypeOptions(TYPES, { supports_multicontainer: false }, true).map((o) => o.state)).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(at(appTypeOptions(TYPES, { supports_multicontainer: false }, true), 0).recommended).toBe(true);
  });

  it('a type whose OS range no release of the device type meets: unavailable when discontinued, else coming soon', () => {
    const ranged = [
      {
        id: 5,
        name: 'Next',
        supports_multicontainer: true,
        requires_payment: false,
        needs__os_version_range: '>=6.0.0',
      },
      ...TYPES,
    ];
    const old = { versions: ['5.3.24+rev1', '2.115.1+rev1'], discontinued: false };
    expect(at(appTypeOptions(ranged, { supports_multicontainer: true }, true, old), 0).state).toBe('noOsUpcoming');
    expect(
      at(appTypeOptions(ranged, { supports_multicontainer: true }, true, { ...old, discontinued: true }), 0).state,
    ).toBe('noOsDiscontinued');
    expect(
      at(
        appTypeOptions(ranged, { supports_multicontainer: true }, true, {
          versions: ['6.1.0+rev2'],
          discontinued: false,
        }),
        0,
      ).state,
    ).toBe('ok');
  });
  it('OS version ranges', () => {
    expect(meetsRange('2.12.0+rev1', '>=2.12.0')).toBe(true);
    expect(meetsRange('2.11.9', '>=2.12.0')).toBe(false);
    expect(meetsRange('2025.7.0', '>=2.12.0 <3000.0.0')).toBe(true);
    expect(meetsRange('5.0.0', '<5.0.0')).toBe(false);
  });
});

describe('the API refusal of a type change', () => {
  it('leads with the mark the dashboard shows', () => {
    expect(appTypeRefusal('Microservices', 'paidOnly')).toBe(
      "Microservices: paid only (upgrade the organization's plan to use this type)",
    );
    expect(appTypeRefusal('Starter', 'noOsUpcoming').startsWith('Starter: coming soon (')).toBe(true);
  });
});
