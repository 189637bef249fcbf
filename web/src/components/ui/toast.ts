/**
 * The toast API: `toast.show({kind, text, id?, persistent?})` and
 * `toast.dismiss(id)`. Spec 01 §8: "Errors appear as danger toasts unless stated; duplicates are
 * prevented" — a toast whose id (default: its text) is already shown is not added again.
 * A tiny external store so any module (not only components) can raise a toast.
 */
export type ToastKind = 'danger' | 'warning' | 'info' | 'success';

export interface ToastInput {
  kind: ToastKind;
  text: string;
  /** Duplicate key; defaults to the text. */
  id?: string;
  /** Stays until dismissed (e.g. SAML errors, spec 01 §8). */
  persistent?: boolean;
  /** One button in the toast (e.g. "Force reboot" after an update lock); pressing it also dismisses the toast. */
  action?: { label: string; run: () => void };
}

export interface Toast extends Required<Omit<ToastInput, 'persistent' | 'action'>> {
  persistent: boolean;
  action?: { label: string; run: () => void };
}

/** How long a non-persistent toast stays up. */
const TOAST_TIMEOUT_MS = 6_000;
/** Most toasts on screen at once; the oldest non-persistent one leaves first. */
export const TOAST_MAX_VISIBLE = 5;

type Listener = () => void;

/** Creates a toast store (the app uses the `toast` singleton; tests may make their own). */
export function createToastStore(timeoutMs = TOAST_TIMEOUT_MS) {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: string): void {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  /** Shows a toast; returns its id. A toast with the same id already on screen is kept as is. */
  function show(input: ToastInput): string {
    const id = input.id ?? input.text;
    if (toasts.some((t) => t.id === id)) return id;
    const next: Toast = {
      kind: input.kind,
      text: input.text,
      id,
      persistent: input.persistent ?? false,
      ...(input.action ? { action: input.action } : {}),
    };
    let list = [...toasts, next];
    while (list.length > TOAST_MAX_VISIBLE) {
      const victim = list.find((t) => !t.persistent) ?? list[0];
      if (!victim) break;
      const timer = timers.get(victim.id);
      if (timer) clearTimeout(timer);
      timers.delete(victim.id);
      list = list.filter((t) => t !== victim);
    }
    toasts = list;
    if (!next.persistent)
      timers.set(
        id,
        setTimeout(() => dismiss(id), timeoutMs),
      );
    emit();
    return id;
  }

  function clear(): void {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    toasts = [];
    emit();
  }

  return {
    show,
    dismiss,
    clear,
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The dashboard's toasts. */
export const toast: ToastStore = createToastStore();
