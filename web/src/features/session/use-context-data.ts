/** The page's context data (context-store.ts) as React state: re-renders when it changes. */
import { useSyncExternalStore } from 'react';
import { contextStore, type ContextData } from './context-store.ts';

export function useContextData(): ContextData {
  return useSyncExternalStore(contextStore.subscribe, contextStore.getSnapshot);
}
