// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createToastStore, TOAST_MAX_VISIBLE } from './toast.ts';
import { ToastRegion, TOAST_WINDOW_EVENT } from './toast-region.tsx';
import { at } from '../../../../tests/present.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast store (spec 01 §8: duplicates prevented)', () => {
  it('keeps one toast per id (id defaults to the text)', () => {
    const store = createToastStore();
    store.show({ kind: 'danger', text: 'Boom' });
    store.show({ kind: 'danger', text: 'Boom' });
    store.show({ kind: 'info', text: 'Other text', id: 'x' });
    store.show({ kind: 'info', text: 'Changed text', id: 'x' });
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Boom', 'Other text']);
  });
  it('auto-dismisses ordinary toasts, keeps persistent ones', () => {
    vi.useFakeTimers();
    const store = createToastStore(1000);
    store.show({ kind: 'success', text: 'Saved' });
    store.show({ kind: 'info', text: 'API requests are throttled', persistent: true });
    vi.advanceTimersByTime(1001);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['API requests are throttled']);
    store.dismiss('API requests are throttled');
    expect(store.getSnapshot()).toEqual([]);
  });
  it('caps the number on screen, dropping the oldest non-persistent first', () => {
    const store = createToastStore();
    store.show({ kind: 'danger', text: 'sticky', persistent: true });
    for (let i = 0; i < TOAST_MAX_VISIBLE; i++) store.show({ kind: 'info', text: `n${i}` });
    const texts = store.getSnapshot().map((t) => t.text);
    expect(texts).toHaveLength(TOAST_MAX_VISIBLE);
    expect(texts).toContain('sticky');
    expect(texts).not.toContain('n0');
  });
});

describe('ToastRegion', () => {
  it('renders danger toasts as alerts, dismisses on click, and accepts window events', async () => {
    const store = createToastStore();
    render(<ToastRegion store={store} />);
    act(() => {
      store.show({ kind: 'danger', text: 'Failed' });
      window.dispatchEvent(new CustomEvent(TOAST_WINDOW_EVENT, { detail: { kind: 'success', text: 'Done' } }));
      window.dispatchEvent(new CustomEvent(TOAST_WINDOW_EVENT, { detail: { kind: 'success', text: 'Done' } }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.click(at(screen.getAllByRole('button', { name: 'Dismiss notification' }), 0));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
