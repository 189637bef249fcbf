/**
 * How `fleetmock verify` and `fleetmock coverage` word their reports: repeated identical violations
 * are printed once with a count, and both commands call a recording's page files "skipped".
 */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../mock-server/src/verify/contract.ts';
import { coverageOf, formatCoverage, formatVerify, verifyExchanges } from '../../mock-server/src/verify/report.ts';

const poll = (n: number): Exchange => ({
  method: 'GET',
  path: '/v7/device',
  query: { $top: '1' },
  status: 200,
  responseBody: { d: 'not a list' },
  responseContentType: 'application/json',
  source: `HAR entry ${n}`,
});

describe('verify report', () => {
  it('prints identical violations once, with their count', () => {
    const text = formatVerify(verifyExchanges(Array.from({ length: 300 }, (_, i) => poll(i))));
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('✘ '))).toEqual([
      '✘ HAR entry 0: GET /v7/device → 200 (listDevice)  ×300 (identical)',
    ]);
    expect(lines.length).toBeLessThan(6);
    expect(text).toContain('300 requests checked: 0 valid, 300 breaking the contract (300 violations)');
  });

  it('prints the totals alone for the proxy, which printed each request as it came', () => {
    const text = formatVerify(verifyExchanges([poll(0), poll(1)]), { details: false });
    expect(text.split('\n')).toEqual([expect.stringMatching(/^2 requests checked: 0 valid, 2 breaking the contract/)]);
  });

  it('keeps different violations apart', () => {
    const other: Exchange = { ...poll(9), path: '/v7/application', source: 'HAR entry 9' };
    const heads = formatVerify(verifyExchanges([poll(0), other]))
      .split('\n')
      .filter((l) => l.startsWith('✘ '));
    expect(heads).toHaveLength(2);
  });
});

describe('coverage report', () => {
  it('calls page files skipped, as verify does, not requests matching no operation', () => {
    const page: Exchange = {
      method: 'GET',
      path: '/assets/index-abc.js',
      query: {},
      status: 304,
      source: 'HAR entry 1',
    };
    const unknown: Exchange = { ...poll(2), path: '/v7/devcie' };
    const c = coverageOf([page, unknown, poll(3)]);
    expect(c).toMatchObject({ unmatched: 1, skipped: 1 });
    expect(formatCoverage(c).split('\n')[0]).toMatch(/; 1 requests matched no operation; 1 skipped \(page files\)$/);
    expect(formatVerify(verifyExchanges([page, unknown, poll(3)]))).toContain('1 skipped (page files and --ignore)');
  });
});
