/**
 * Pages that are tools rather than the product (the mock's control panel at `/__mock/ui/`) say so while
 * they are mounted; the cookie banner stays hidden meanwhile, since such a page sets no product cookie
 * and sends no analytics, and the banner would cover its forms.
 */
import { useEffect, useSyncExternalStore } from 'react';

let toolPages = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const onToolPage = () => toolPages > 0;

/** Marks the calling page as a tool page while it is mounted. */
export function useToolPage(): void {
  useEffect(() => {
    toolPages += 1;
    notify();
    return () => {
      toolPages -= 1;
      notify();
    };
  }, []);
}

/** True while a tool page is mounted. */
export function useOnToolPage(): boolean {
  return useSyncExternalStore(subscribe, onToolPage, onToolPage);
}
