import { describe, expect, it } from 'vitest';
import { correctedClassPath, classOfSegment, fleetPath } from './fleet-class.ts';
import { isNumericId } from '../../lib/paths.ts';
import { suggestName } from './suggest-name.ts';
import { ADJECTIVES, NOUNS } from './suggest-words.ts';
import { detectPlatform, installerName } from './platform.ts';
import { emptyCounts, nonZeroStatuses } from './device-status.ts';
import { fleetNameError } from './schemas/fleet-name.schema.ts';

describe('fleet class paths (spec 02 §2)', () => {
  it('builds and corrects class prefixes, keeping the child path', () => {
    expect(fleetPath({ id: 12, is_of__class: 'block' })).toBe('/blocks/12');
    expect(classOfSegment('apps')).toBe('app');
    expect(classOfSegment('orgs')).toBeUndefined();
    expect(correctedClassPath('/apps/17/summary', 'fleet')).toBe('/fleets/17/summary');
    expect(correctedClassPath('/fleets/24', 'block')).toBe('/blocks/24');
    expect(correctedClassPath('/fleets/17/devices', 'fleet')).toBeNull();
  });
  it('accepts only numeric ids', () => {
    expect(isNumericId('17')).toBe(true);
    expect(isNumericId('abc')).toBe(false);
    expect(isNumericId('1e3')).toBe(false);
    expect(isNumericId(undefined)).toBe(false);
  });
});

describe('suggested names (spec 02 §5)', () => {
  it('word lists hold about 120 entries each, all valid name parts', () => {
    expect(ADJECTIVES.length).toBeGreaterThanOrEqual(110);
    expect(NOUNS.length).toBeGreaterThanOrEqual(110);
    expect(new Set(ADJECTIVES).size).toBe(ADJECTIVES.length);
  });
  it('gives a valid, unused name', () => {
    const name = suggestName(['bold-acorn']);
    expect(name).not.toBeNull();
    expect(fleetNameError(name ?? '', ['bold-acorn'])).toBeNull();
  });
  it('retries duplicates and gives up after 500 clashes', () => {
    let calls = 0;
    const fixed = () => {
      calls++;
      return 0;
    };
    expect(suggestName([`${ADJECTIVES[0]}-${NOUNS[0]}`.toUpperCase()], fixed)).toBeNull();
    expect(calls).toBe(1000);
  });
});

describe('CLI platform detection', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', undefined, 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', undefined, 'MacOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', undefined, 'Linux'],
    ['Mozilla/5.0 (X11; CrOS)', 'macOS', 'MacOS'],
    ['Mozilla/5.0 Electron/30.0 (Darwin 23.1)', undefined, 'MacOS'],
  ])('%s', (ua, platform, expected) => {
    expect(detectPlatform(ua, platform)).toBe(expected);
  });
  it('names the installer per platform', () => {
    expect(installerName('Windows', '22.4.1')).toBe('balena-cli-v22.4.1-windows-x64-installer.exe');
    expect(installerName('Linux', 'v22.4.1')).toBe('balena-cli-v22.4.1-linux-x64-standalone.tar.gz');
  });
});

describe('status counts', () => {
  it('lists only non-zero statuses in display order', () => {
    expect(nonZeroStatuses({ ...emptyCounts(), inactive: 2, operational: 1 })).toEqual([
      ['operational', 1],
      ['inactive', 2],
    ]);
  });
});

describe('fleet formatting (spec 02 §9)', async () => {
  const { formatDate, formatSize } = await import('./format.ts');
  it('sizes in base 1000, one decimal from GB when not whole', () => {
    expect(formatSize(999)).toBe('999 B');
    expect(formatSize(1_500_000)).toBe('2 MB');
    expect(formatSize(1_073_741_824)).toBe('1.1 GB');
    expect(formatSize(2_000_000_000)).toBe('2 GB');
  });
  it('dates in the user locale (English reads them "Oct 5th 2026, 1:07 PM", the spec\'s MMM do yyyy, h:mm a); nothing for missing or bad dates', () => {
    expect(formatDate('2026-10-05T13:07:00', { locale: 'en-US' }).replace(/\s/g, ' ')).toBe('Oct 5th 2026, 1:07 PM');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});

describe('fleet PATCH and download bodies (spec 02 §4, §7)', async () => {
  const { pinBody, TRACK_LATEST } = await import('../../api/application/release-tracking.ts');
  const { downloadQuery } = await import('../../api/os.ts');
  it('pinning sets the release and stops tracking; track-latest only tracks', () => {
    expect(pinBody('146')).toEqual({ should_track_latest_release: false, should_be_running__release: 146 });
    expect(pinBody(TRACK_LATEST)).toEqual({ should_track_latest_release: true });
  });
  it('the /download query carries the variant on the version and wifi only when chosen', () => {
    const base = {
      appId: 17,
      deviceType: 'raspberrypi4-64',
      version: '6.1.24',
      variant: 'dev',
      fileType: '.zip',
      network: 'ethernet',
      appUpdatePollInterval: 10,
    } as const;
    expect(downloadQuery(base)).toEqual({
      deviceType: 'raspberrypi4-64',
      version: '6.1.24.dev',
      fileType: '.zip',
      imageType: 'raw',
      developmentMode: 'true',
      appId: '17',
      network: 'ethernet',
      appUpdatePollInterval: '10',
    });
    expect(downloadQuery({ ...base, network: 'wifi', wifiSsid: 'acme', wifiKey: 'k' })).toMatchObject({
      network: 'wifi',
      wifiSsid: 'acme',
      wifiKey: 'k',
    });
  });
});
