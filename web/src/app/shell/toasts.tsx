/**
 * Toast region: listens for the `fleetmock:toast` event (features/auth/notify.ts), keeps one toast
 * per id (duplicates prevented), auto-dismisses non-persistent ones.
 */
import { useEffect, useState } from 'react';
import { TOAST_EVENT, type ToastRequest } from '../../features/auth/notify.ts';

/** How long a non-persistent toast stays up. */
export const TOAST_TIMEOUT_MS = 6_000;

export function Toasts() {
  const [toasts, setToasts] = useState<(ToastRequest & { id: string })[]>([]);
  useEffect(() => {
    const onToast = (e: Event) => {
      const t = (e as CustomEvent<ToastRequest>).detail;
      const id = t.id ?? t.text;
      setToasts((list) => (list.some((x) => x.id === id) ? list : [...list, { ...t, id }]));
      if (!t.persistent) setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), TOAST_TIMEOUT_MS);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'danger' ? 'alert' : 'status'}>
          <span>{t.text}</span>
          <button type="button" aria-label="Dismiss" onClick={() => setToasts((l) => l.filter((x) => x.id !== t.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
