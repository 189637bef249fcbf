import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../../shared/version.ts';
import { changelogDecision, parseChangelog } from './changelog-rules.ts';

const MD =
  '# v31.1.22\n## (2026-11-20)\n\n* Billing: past-due banner\n\n# v30.4.0\n## (2026-09-02)\n\n* Devices: bulk results\n';

describe('parseChangelog', () => {
  it('reads versions, dates and bodies newest first', () => {
    expect(parseChangelog(MD)).toEqual([
      { version: '31.1.22', date: '2026-11-20', body: '* Billing: past-due banner' },
      { version: '30.4.0', date: '2026-09-02', body: '* Devices: bulk results' },
    ]);
  });
  it('gives no entries for text without version headings', () => {
    expect(parseChangelog('hello\n## (2020-01-01)')).toEqual([]);
  });
});

describe('changelogDecision (spec 03 §4)', () => {
  it.each([
    ['v30.4.0', '31.1.22', { autoOpen: true, bubble: true, storeSilently: false }],
    ['31.0.0', '31.1.22', { autoOpen: false, bubble: true, storeSilently: false }],
    ['31.1.22', '31.1.22', { autoOpen: false, bubble: false, storeSilently: false }],
    ['32.0.0', '31.1.22', { autoOpen: false, bubble: false, storeSilently: false }],
    [null, '31.1.22', { autoOpen: false, bubble: false, storeSilently: true }],
    ['garbage', '31.1.22', { autoOpen: false, bubble: false, storeSilently: true }],
    ['30.0.0', null, { autoOpen: false, bubble: false, storeSilently: false }],
  ])('stored %s, latest %s', (stored, latest, expected) => {
    expect(changelogDecision(stored, latest)).toEqual(expected);
  });
  it('compares numerically, not as text', () => {
    expect(compareVersions('31.10.0', '31.9.9')).toBeGreaterThan(0);
    expect(compareVersions('v2.0.0', '10.0.0')).toBeLessThan(0);
  });
});
