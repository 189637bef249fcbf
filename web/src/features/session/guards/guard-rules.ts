/**
 * The route guards of spec 01 §2 as one pure decision, in the spec's order:
 * (1) unauthenticated → /login; (2) 2FA pending → /login/two-factor; (3) unverified e-mail →
 * /user/verify-email/pending; (4) loading indicator until the user record loads; (5) logged-in users
 * on login-only pages → / or the `redirect` target; (6) the last visited path is restored after login
 * (see `afterLoginTarget`); (7) permission gate → /.
 */
import type { SessionStatus } from '../session-store.ts';
import { routes } from '../../../lib/paths.ts';

const LOGIN_PATH = routes.login();
export const TWO_FACTOR_PATH = routes.twoFactor();
export const VERIFY_PENDING_PATH = routes.verifyEmailPending();
const HOME_PATH = routes.home();
export const DEPLOY_TARGET_PATH = routes.fleets();

/** What kind of page is being guarded. */
export type PageKind =
  /** The authenticated area (all of (1)–(4) and (7)). */
  | 'authenticated'
  /** Needs a full login but not a verified e-mail (the verification pending page, /signup/profile). */
  | 'authenticated-unverified'
  /** Login-only pages (/login, /signup, password reset...). */
  | 'login-only'
  /** The second-factor page itself. */
  | 'two-factor';

export interface GuardInput {
  kind: PageKind;
  status: SessionStatus;
  mustBeVerified?: boolean;
  /** Current location (path + search) for the return URL. */
  location: string;
  /** `redirect` query parameter of a login-only page. */
  redirectParam?: string | null;
  /** (7) false when a required permission is missing; undefined = no gate. */
  permitted?: boolean;
}

export type GuardDecision =
  | { type: 'render' }
  | { type: 'loading' }
  | { type: 'redirect'; to: string; /** keep the current location as the return URL */ storeReturnUrl?: boolean };

const isSafePath = (p: string | null | undefined): p is string => !!p && p.startsWith('/') && !p.startsWith('//');

/** Decides what a guarded page does (spec 01 §2 "Guards, in order"). */
export function guardDecision(input: GuardInput): GuardDecision {
  const { kind, status } = input;
  if (kind === 'login-only') {
    if (status === 'authenticated')
      return { type: 'redirect', to: isSafePath(input.redirectParam) ? input.redirectParam : HOME_PATH };
    if (status === 'two-factor' && input.location.startsWith(LOGIN_PATH))
      return { type: 'redirect', to: TWO_FACTOR_PATH };
    return { type: 'render' };
  }
  if (kind === 'two-factor') {
    if (status === 'anonymous') return { type: 'redirect', to: LOGIN_PATH };
    if (status === 'authenticated')
      return { type: 'redirect', to: isSafePath(input.redirectParam) ? input.redirectParam : HOME_PATH };
    return status === 'loading' ? { type: 'loading' } : { type: 'render' };
  }
  // (1) unauthenticated
  if (status === 'anonymous') return { type: 'redirect', to: LOGIN_PATH, storeReturnUrl: true };
  // (2) second factor pending
  if (status === 'two-factor') return { type: 'redirect', to: TWO_FACTOR_PATH, storeReturnUrl: true };
  // (3) unverified e-mail
  if (kind === 'authenticated' && status === 'authenticated' && input.mustBeVerified) {
    return { type: 'redirect', to: VERIFY_PENDING_PATH };
  }
  // (4) loading until the user record is loaded
  if (status === 'loading') return { type: 'loading' };
  // (7) permission gate
  if (input.permitted === false) return { type: 'redirect', to: HOME_PATH };
  return { type: 'render' };
}

export interface AfterLoginInput {
  /** `redirect` query parameter of the login page. */
  redirectParam?: string | null;
  /** Return URL consumed from session storage. */
  returnUrl?: string | null;
  /** Deploy-link parameters are waiting (restored on /fleets). */
  hasDeployParams?: boolean;
  /** (6) the user's last visited path. */
  lastPath?: string | null;
}

/** Where to go once logged in: redirect target, return URL, pending deploy, last visited path, else /. */
export function afterLoginTarget(input: AfterLoginInput): string {
  if (isSafePath(input.redirectParam)) return input.redirectParam;
  if (isSafePath(input.returnUrl)) return input.returnUrl;
  if (input.hasDeployParams) return DEPLOY_TARGET_PATH;
  if (isSafePath(input.lastPath) && !input.lastPath.startsWith(LOGIN_PATH)) return input.lastPath;
  return HOME_PATH;
}
