// @vitest-environment jsdom
/** Release notes and known issues save as you type, 500 ms after the last keystroke (spec 02 §9). */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AutoSaveText, RELEASE_TEXT_SAVE_DEBOUNCE_MS } from './auto-save-text.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('auto-saved release text', () => {
  it('saves once, 500 ms after the last change, then says so', async () => {
    vi.useFakeTimers();
    const onSave = vi.fn(() => Promise.resolve());
    render(<AutoSaveText label="Notes" initial="" savedText="Notes saved" disabled={false} onSave={onSave} />);
    const box = screen.getByLabelText('Notes');
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(RELEASE_TEXT_SAVE_DEBOUNCE_MS - 1));
    expect(onSave).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('ab');
    expect(screen.getByText('Notes saved')).toBeTruthy();
  });

  it('read-only users cannot edit', () => {
    render(
      <AutoSaveText
        label="Known issues"
        initial="flaky wifi"
        savedText="Known issues saved"
        disabled
        onSave={() => Promise.resolve()}
      />,
    );
    expect((screen.getByLabelText('Known issues') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
