/**
 * A release text (notes, known issues) saved as you type, 500 ms after the last change (spec 02 §9
 * "Notes and known-issue save debounce 500 ms"); a status line says when it is saved, a failure
 * shows a danger toast.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { msg } from '../messages.ts';

/** Notes and known issues save this long after the last keystroke (spec 02 §9 "Notes and known-issue save debounce 500 ms"). */
export const RELEASE_TEXT_SAVE_DEBOUNCE_MS = 500;

/** A text saved as you type, 500 ms after the last change; the status line says when it is saved. */
export function AutoSaveText({
  label,
  initial,
  savedText,
  disabled,
  onSave,
}: {
  label: string;
  initial: string;
  savedText: string;
  disabled: boolean;
  onSave: (value: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);
  // A newer value from the server replaces the text only while nothing is being edited.
  const lastInitial = useRef(initial);
  useEffect(() => {
    if (initial === lastInitial.current) return;
    lastInitial.current = initial;
    if (value === saved) {
      setValue(initial);
      setSaved(initial);
    }
  }, [initial, value, saved]);
  useEffect(() => {
    if (value === saved) return;
    const timer = setTimeout(() => {
      setState('saving');
      onSaveRef.current(value).then(
        () => {
          setSaved(value);
          setState('saved');
        },
        (error: unknown) => {
          setState('idle');
          toast.show({ kind: 'danger', text: errorText(error) ?? '' });
        },
      );
    }, RELEASE_TEXT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, saved]);
  return (
    <div className="setting-block">
      <label className="field">
        <span className="field-label">{label}</span>
        <textarea value={value} rows={4} disabled={disabled} onChange={(e) => setValue(e.target.value)} />
      </label>
      <span className="muted" aria-live="polite">
        {state === 'saving' ? msg('saving') : state === 'saved' && value === saved ? savedText : ''}
      </span>
    </div>
  );
}
