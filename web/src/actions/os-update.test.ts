/** OS-update eligibility as the dashboard calls it (no ESR base known), in the order of spec 02 §4. */
import { actionDevice } from './action-device.test-utils.ts';
import { describe, expect, it } from 'vitest';
import {
  isUpdatable,
  osUpdateEligibility,
  splitOsUpdate,
  type EligibilityInput,
  type OsUpdateEligibility,
} from './os-update.ts';
import type { ActionDevice } from './types.ts';

const versions = ['6.1.24', '5.1.20', '2.113.33', '2.108.25+rev1', '2.83.18+rev1', '2025.7.0', '2024.1.0'];
const check = (over: Partial<EligibilityInput>): EligibilityInput => ({
  online: true,
  currentOs: 'balenaOS 2.108.25+rev1',
  target: '6.1.24',
  offered: versions,
  ...over,
});
const bases = (base: string) => () => base;

describe.each<[string, Partial<EligibilityInput>, OsUpdateEligibility]>([
  ['offline first, even when also unsupported', { online: false, currentOs: 'Resin OS 1.26.0' }, 'offline'],
  ['below the minimum source version', { currentOs: 'Resin OS 1.26.0' }, 'notSupported'],
  ['below the minimum with a legacy path', { currentOs: 'Resin OS 1.26.0', legacyPath: true }, 'updatable'],
  ['unparseable OS', { currentOs: null }, 'notSupported'],
  ['target not offered', { target: '7.0.0' }, 'versionNotAvailable'],
  ['a revision not offered', { target: '6.1.24+rev9.prod' }, 'versionNotAvailable'],
  ['variant suffix ignored when matching offers', { target: '6.1.24.prod' }, 'updatable'],
  ['same version', { currentOs: 'balenaOS 6.1.24', target: '6.1.24' }, 'upToDate'],
  ['newer than target', { currentOs: 'balenaOS 6.1.24', target: '5.1.20' }, 'upToDate'],
  ['rev0 below 2.88.4 counts as rev1', { currentOs: 'balenaOS 2.83.18', target: '2.83.18+rev1' }, 'upToDate'],
  ['switch to ESR with the base unknown', { target: '2025.7.0' }, 'updatableSwitchToEsr'],
  ['switch to ESR at or below the base', { target: '2025.7.0', esrBase: bases('2.113.33') }, 'updatableSwitchToEsr'],
  [
    'switch to ESR above the base',
    { currentOs: 'balenaOS 5.1.20', target: '2025.7.0', esrBase: bases('2.113.33') },
    'downgradeCannotSwitchToEsr',
  ],
  ['ESR device to a non-ESR target', { currentOs: 'balenaOS 2024.1.0', target: '6.1.24' }, 'forbiddenSwitchToNonEsr'],
  ['ESR device to a newer ESR', { currentOs: 'balenaOS 2024.1.0', target: '2025.7.0' }, 'updatable'],
  ['plain update', {}, 'updatable'],
])('%s', (_name, over, expected) => {
  it(`is ${expected}`, () => expect(osUpdateEligibility(check(over))).toBe(expected));
});

it('only updatable and updatableSwitchToEsr are updated', () => {
  expect(
    ['updatable', 'updatableSwitchToEsr', 'upToDate', 'offline'].map((e) => isUpdatable(e as OsUpdateEligibility)),
  ).toEqual([true, true, false, false]);
});

describe('splitOsUpdate reasons (spec 02 §8)', () => {
  const device = (id: number, os_version: string | null): ActionDevice =>
    actionDevice(id, {
      uuid: `uuid${id}`,
      device_name: `dev-${id}`,
      os_version,
      supervisor_version: '14.11.0',
      last_connectivity_event: null,
    });

  it('a reported OS version that cannot be parsed gets could_not_parse_os_version; an old one stays "not supported"', () => {
    const split = splitOsUpdate(
      [device(1, 'balenaOS 2.108.25+rev1'), device(2, 'custom build'), device(3, 'Resin OS 1.26.0'), device(4, null)],
      '6.1.24',
      () => versions,
    );
    expect(split.eligible.map((d) => d.id)).toEqual([1]);
    expect(split.skipped.map((s) => [s.device.id, s.reason])).toEqual([
      [2, 'Could not parse the OS version: custom build'],
      [3, 'Update not supported for this device type and OS version'],
      [4, 'Update not supported for this device type and OS version'],
    ]);
  });
});
