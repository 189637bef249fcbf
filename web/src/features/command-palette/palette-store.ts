/**
 * Which keyboard overlay is open (the command palette or the shortcut list): one small store, so
 * the header button, the global shortcuts and the overlays share it without a provider.
 */
import { useSyncExternalStore } from 'react';

export type Overlay = 'palette' | 'help' | null;

let overlay: Overlay = null;
const listeners = new Set<() => void>();

export function setOverlay(next: Overlay): void {
  if (next === overlay) return;
  overlay = next;
  listeners.forEach((l) => l());
}

export const openPalette = () => setOverlay('palette');

export function useOverlay(): Overlay {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => overlay,
    () => overlay,
  );
}
