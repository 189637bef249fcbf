import { describe, expect, it } from 'vitest';
import { memberDeleteBlock } from './member-delete.ts';

describe('member delete waits for a device update (spec 02 §5)', () => {
  it.each([
    ['no devices', undefined, null],
    ['current OS only', [{ os_version: 'balenaOS 2.108.25+rev1' }, { os_version: '2025.1.0' }], null],
    ['unknown OS', [{ os_version: null }], null],
    [
      'one legacy device among current ones',
      [{ os_version: 'balenaOS 2.88.4' }, { os_version: 'Resin OS 1.26.1' }],
      '2.0.0',
    ],
  ])('%s', (_name, devices, expected) => {
    expect(memberDeleteBlock(devices)).toBe(expected);
  });
});
