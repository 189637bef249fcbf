import { useSyncExternalStore } from 'react';

/** Medium breakpoint: below it the sidebar becomes a drawer (spec 01 §2). UNCONFIRMED value (the spec names no pixel width). */
const MEDIUM_BREAKPOINT_PX = 768;
export const BELOW_MEDIUM_QUERY = `(max-width: ${MEDIUM_BREAKPOINT_PX - 0.02}px)`;

/** Whether a media query matches, updating live. False where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
