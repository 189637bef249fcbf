/**
 * `useSession()`, the session seen by the shell and every page: status, user and logout, plus the
 * actions the sign-in and preferences pages need.
 */
import { useMemo } from 'react';
import { useSessionState, useSessionStore } from './session-provider.tsx';
import type { SessionStatus, SessionUser } from './session-store.ts';
import type { TokenClaims } from './jwt.ts';

export interface Session {
  status: SessionStatus;
  user?: SessionUser;
  claims?: TokenClaims;
  logout(): Promise<void>;
  loginWithToken(token: string): Promise<void>;
  refresh(password?: string): Promise<void>;
  reloadUser(): Promise<void>;
}

export function useSession(): Session {
  const store = useSessionStore();
  const state = useSessionState();
  return useMemo(
    () => ({
      status: state.status,
      user: state.user,
      claims: state.claims,
      logout: () => store.logout(),
      loginWithToken: async (token: string) => {
        await store.loginWithToken(token);
      },
      refresh: (password?: string) => store.refresh(password),
      reloadUser: () => store.reloadUser(),
    }),
    [store, state],
  );
}
