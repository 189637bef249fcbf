/**
 * React glue for the session store: starts it (token restore, 1 s token check) and, on logout,
 * clears the query cache so no organization data survives (spec 01 §4 "Logout").
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { SessionStore, type SessionState } from './session-store.ts';
import { contextStore } from './context-store.ts';
import { notify } from '../../lib/notify.ts';

/** The app's session (one per page). */
export const sessionStore = new SessionStore(api);

const SessionContext = createContext<SessionStore>(sessionStore);

/** Keys of organization-scoped data kept outside the query cache (cleared on logout). */
const ORGANIZATION_STORAGE_PREFIXES = ['fleetmock:org:', 'fleetmock:context:'] as const;

function clearOrganizationStorage(): void {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      for (const key of Object.keys(storage)) {
        if (ORGANIZATION_STORAGE_PREFIXES.some((p) => key.startsWith(p))) storage.removeItem(key);
      }
    } catch {
      /* storage unavailable */
    }
  }
}

export function SessionProvider({ children, store = sessionStore }: { children: ReactNode; store?: SessionStore }) {
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    const off = store.onLogout((reason) => {
      // An ended session says why (spec 01 §8: "Your session has expired"), once, as a danger toast.
      if (reason) notify({ kind: 'danger', text: reason, id: 'session-ended' });
      queryClient?.clear();
      clearOrganizationStorage();
      contextStore.clear();
    });
    if (store.getSnapshot().status === 'loading') void store.init();
    store.start();
    return () => {
      off();
      store.stop();
    };
  }, [store, queryClient]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  return useContext(SessionContext);
}

export function useSessionState(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
