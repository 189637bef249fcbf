/**
 * Commands the current page offers to the command palette: a page that owns an action flow (the
 * device page with its action registry flow) registers its actions here while it is mounted, each
 * already evaluated with the page's permission and state rules, and `run` starts the page's own
 * flow, so the palette runs an action with exactly the page's checks, forms and confirmations.
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface PageCommand {
  id: string;
  label: string;
  /** What the command acts on ("Device kitchen-pi"), shown as the group heading. */
  scope: string;
  /** Why the command cannot run now, or null. */
  disabledReason: string | null;
  danger: boolean;
  run: () => void;
}

let current: readonly PageCommand[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Offers `commands` to the palette while the calling component is mounted (and they are non-empty). */
export function usePageCommands(commands: readonly PageCommand[]): void {
  useEffect(() => {
    current = commands;
    emit();
    return () => {
      if (current === commands) {
        current = [];
        emit();
      }
    };
  }, [commands]);
}

/** The commands the current page offers. */
export function usePageCommandList(): readonly PageCommand[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
}
