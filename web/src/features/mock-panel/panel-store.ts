/** Whether the mock panel's drawer is open (one per page; the header button and the `m` shortcut toggle it). */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const setMockPanelOpen = (value: boolean): void => {
  open = value;
  emit();
};
export const toggleMockPanel = (): void => setMockPanelOpen(!open);
export const useMockPanelOpen = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => open,
  );
