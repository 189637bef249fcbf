/** Plan-related fleet type change options (spec 02 §4). */
import { describe, expect, it } from 'vitest';
import { appTypeOptions } from './app-type-options.ts';

const TYPES = [
  { id: 1, name: 'Essentials', supports_multicontainer: false, requires_payment: false },
  { id: 2, name: 'Microservices', supports_multicontainer: true, requires_payment: true },
  { id: 3, name: 'Starter', supports_multicontainer: true, requires_payment: false },
];

describe('fleet type change options', () => {
  it('free plan on a multicontainer type: downgrade blocked, paid only, the first ok one recommended', () => {
    expect(appTypeOptions(TYPES, { supports_multicontainer: true }, false).map((o) => [o.name, o.state, o.recommended])).toEqual([
      ['Essentials', 'needsMulticontainer', false],
      ['Microservices', 'paidOnly', false],
      ['Starter', 'ok', true],
    ]);
  });
  it('paid plan on a single-container type: every type is selectable', () => {
    expect(appTypeOptions(TYPES, { supports_multicontainer: false }, true).map((o) => o.state)).toEqual(['ok', 'ok', 'ok']);
    expect(appTypeOptions(TYPES, { supports_multicontainer: false }, true)[0].recommended).toBe(true);
  });
});
