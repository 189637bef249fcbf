// @vitest-environment jsdom
/** Status-page polling (spec 01 §9): first check after 3 s, then every 60 s; `none` shows nothing; a failed check keeps what was known. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { incidentOf, useStatusIncident, type StatusIncident } from './status-page.ts';

afterEach(() => vi.useRealTimers());

describe('status page', () => {
  it('reads an incident from the indicator', () => {
    expect(incidentOf({ status: { indicator: 'none', description: 'All Systems Operational' } })).toBeNull();
    expect(incidentOf({ status: { indicator: 'minor', description: 'Partially Degraded Service' } })).toEqual({
      indicator: 'minor',
      description: 'Partially Degraded Service',
    });
    expect(incidentOf('garbage')).toBeNull();
  });

  it('checks after 3 s and then every 60 s', async () => {
    vi.useFakeTimers();
    const answers: Array<StatusIncident | null | undefined> = [
      { indicator: 'major', description: 'Outage' },
      undefined,
      null,
    ];
    let call = 0;
    const fetcher = vi.fn(async () => answers[call++]);
    const { result } = renderHook(() => useStatusIncident(fetcher, 3_000, 60_000));
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(fetcher).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toEqual({ indicator: 'major', description: 'Outage' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ indicator: 'major', description: 'Outage' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBeNull();
  });
});
