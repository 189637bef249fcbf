// @vitest-environment jsdom
/**
 * The devices search box against a URL that answers late: letters typed after a debounced push are
 * never overwritten by that push's echo, and a search changed from outside (back button, a link) is
 * adopted.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { useSearchBox } from './devices-toolbar.tsx';

/** The URL's search, which takes ECHO_MS to follow a push (a slow render of the router's update). */
const ECHO_MS = 150;

function useHarness() {
  const [url, setUrl] = useState('');
  const pushes: string[] = [];
  const update = (p: Partial<DevicesView>) => {
    pushes.push(p.search ?? '');
    setTimeout(() => setUrl(p.search ?? ''), ECHO_MS);
  };
  const box = useSearchBox(url, update);
  return { ...box, url, setUrl, pushes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSearchBox', () => {
  it('keeps every letter when the URL echoes a push after the next keystroke', () => {
    const { result } = renderHook(() => useHarness());
    // "reef" typed with pauses just over the debounce: each letter is pushed before the echo of the
    // previous push arrives.
    for (const text of ['r', 're', 'ree', 'reef']) {
      act(() => result.current.setSearch(text));
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 20));
    }
    expect(result.current.search).toBe('reef');
    act(() => vi.advanceTimersByTime(ECHO_MS * 4));
    expect(result.current.url).toBe('reef');
    expect(result.current.search).toBe('reef');
  });

  it('pushes once for a word typed faster than the debounce', () => {
    const pushed: string[] = [];
    const { result } = renderHook(() => {
      const [url, setUrl] = useState('');
      return useSearchBox(url, (p) => {
        pushed.push(p.search ?? '');
        setUrl(p.search ?? '');
      });
    });
    for (const text of ['s', 'sn', 'sno', 'snow']) {
      act(() => result.current.setSearch(text));
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 2));
    }
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(pushed).toEqual(['snow']);
  });

  it('adopts a search changed from outside the box', () => {
    const { result } = renderHook(() => useHarness());
    act(() => result.current.setSearch('edge'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + ECHO_MS + 10));
    expect(result.current.url).toBe('edge');
    act(() => result.current.setUrl(''));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(result.current.url).toBe('');
  });
});
