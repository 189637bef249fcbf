// @vitest-environment jsdom
/** The settings page's fleet read refetches the release-track state every 15 s (spec 02 §9). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { releaseTrackedSettingsQuery } from './release-track.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('releaseTrackedSettingsQuery', () => {
  it('reads the fleet again every 15 s', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const queryFn = vi.fn(async () => null);
    renderHook(() => useQuery({ ...releaseTrackedSettingsQuery(7), queryFn }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    client.clear();
  });
});
