/** Session feature: token storage, current user, refresh, logout (spec 01 §4). */
export { SessionProvider, sessionStore, useSessionStore } from './session-provider.tsx';
export { useSession, type Session } from './use-session.ts';
export { type SessionState, type SessionStatus, type SessionUser } from './session-store.ts';
export { twoFactorState, type TokenClaims, type TwoFactorState } from './jwt.ts';
export { isRecentLogin } from './refresh-rules.ts';
export * from './storage.ts';
export { useFleetAccess } from './use-fleet-access.ts';
export { beginLoginAs, canReturnToAdmin, returnToAdmin, type Reload } from './impersonation.ts';
export { useContextData } from './use-context-data.ts';
export {
  contextName,
  contextStore,
  type ContextData,
  type ContextNavigation,
  type ScopedKind,
  type ScopedEntry,
} from './context-store.ts';
export {
  RequireAuth,
  RequireLogin,
  LoginOnly,
  TwoFactorOnly,
  afterLoginTarget,
  TWO_FACTOR_PATH,
  VERIFY_PENDING_PATH,
  DEPLOY_TARGET_PATH,
  type GuardDecision,
  type GuardInput,
  type PageKind,
} from './guards/index.ts';
