/**
 * Toasts from the sign-in and preferences area. Dispatches a `fleetmock:toast` event that the shell's
 * toast API (`components/ui/toast.ts`, `toast.show`) turns into a toast; duplicates are prevented by `id`.
 */
type ToastKind = 'danger' | 'warning' | 'info' | 'success';

export interface ToastRequest {
  kind: ToastKind;
  text: string;
  id?: string;
  persistent?: boolean;
}

const TOAST_EVENT = 'fleetmock:toast';

export function notify(request: ToastRequest): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(
    new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: { id: request.id ?? request.text, ...request } }),
  );
}

/** Window event asking the shell's toast region to take a toast down by id. */
export const TOAST_DISMISS_EVENT = 'fleetmock:toast-dismiss';

/** Takes a toast down (e.g. a persistent error that a later success has settled). */
export function dismissNotice(id: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string>(TOAST_DISMISS_EVENT, { detail: id }));
}
