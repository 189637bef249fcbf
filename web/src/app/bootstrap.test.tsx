// @vitest-environment jsdom
/** The start-up spinner (spec 01 §1, §9): the app renders when the bootstrap resolves; after 59 s a retry is offered and runs it again; a failure offers a retry at once and retries by itself after 10 s. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Bootstrap, startBootstrap } from './bootstrap.tsx';

const reporter = { report: vi.fn() };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Bootstrap', () => {
  it('joins the start-up work begun before the first render instead of starting it again', async () => {
    let release: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    startBootstrap(work);
    expect(work).toHaveBeenCalledTimes(1);
    render(
      <Bootstrap reporter={reporter}>
        <p>the app</p>
      </Bootstrap>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the dashboard');
    await act(async () => release());
    expect(screen.getByText('the app')).toBeTruthy();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner, offers a retry after 59 s, and renders the app once a retry succeeds', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(
      <Bootstrap run={run} reporter={reporter}>
        <p>the app</p>
      </Bootstrap>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading the dashboard');
    await act(() => vi.advanceTimersByTimeAsync(58_999));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('taking too long');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(run).toHaveBeenCalledTimes(2);
    await act(async () => release());
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('offers a retry when the bootstrap fails', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    render(
      <Bootstrap run={run} reporter={reporter}>
        <p>the app</p>
      </Bootstrap>,
    );
    expect(await screen.findByText('The dashboard could not be started.')).toBeTruthy();
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'bootstrap');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('retries a failed start by itself after 10 s (spec 03 §4 "Bootstrap failure")', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(undefined);
    render(
      <Bootstrap run={run} reporter={reporter}>
        <p>the app</p>
      </Bootstrap>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('The dashboard could not be started.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(run).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(run).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the app')).toBeTruthy();
  });
});
