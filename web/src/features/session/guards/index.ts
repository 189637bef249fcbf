/** Route guards in the spec's order (spec 01 §2). */
export { RequireAuth, RequireLogin, LoginOnly, TwoFactorOnly } from './guards.tsx';
export { afterLoginTarget, TWO_FACTOR_PATH, VERIFY_PENDING_PATH, DEPLOY_TARGET_PATH } from './guard-rules.ts';
export type { GuardDecision, GuardInput, PageKind } from './guard-rules.ts';
