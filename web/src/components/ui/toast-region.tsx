/**
 * Renders the toast store as a live region. Danger toasts are alerts; others are status messages.
 * Also forwards the `fleetmock:toast` and `fleetmock:toast-dismiss` window events raised by features (`lib/notify.ts`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { toast as appToasts, type ToastInput, type ToastStore } from './toast.ts';
import { t } from '../../lib/i18n.ts';

/** Window event that features dispatch instead of importing the store (lib/notify.ts). */
export const TOAST_WINDOW_EVENT = 'fleetmock:toast';
/** Window event that takes a toast down by id (lib/notify.ts `dismissNotice`). */
export const TOAST_DISMISS_WINDOW_EVENT = 'fleetmock:toast-dismiss';

export function ToastRegion({ store = appToasts }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    const onEvent = (e: Event) => {
      const detail = (e as CustomEvent<ToastInput>).detail;
      if (detail && typeof detail.text === 'string') store.show(detail);
    };
    const onDismiss = (e: Event) => {
      const id = (e as CustomEvent<string>).detail;
      if (typeof id === 'string') store.dismiss(id);
    };
    window.addEventListener(TOAST_WINDOW_EVENT, onEvent);
    window.addEventListener(TOAST_DISMISS_WINDOW_EVENT, onDismiss);
    return () => {
      window.removeEventListener(TOAST_WINDOW_EVENT, onEvent);
      window.removeEventListener(TOAST_DISMISS_WINDOW_EVENT, onDismiss);
    };
  }, [store]);
  return (
    <section className="toast-region" aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'danger' ? 'alert' : 'status'}>
          <span className="toast-text">{item.text}</span>
          {item.action ? (
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                store.dismiss(item.id);
                item.action?.run();
              }}
            >
              {item.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button"
            aria-label={t('toast.dismiss')}
            onClick={() => store.dismiss(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
