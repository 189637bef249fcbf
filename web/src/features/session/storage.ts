/**
 * What the session keeps in the browser (spec 01 §2): the token, the return URL
 * (session storage, consumed after login), the last visited path per user, and deploy-link
 * parameters (kept 1 day, restored after login). Storage failures (private mode) are ignored.
 */
import { DEPLOY_PARAMS_TTL_MS } from '../../lib/timing.ts';

const TOKEN_KEY = 'fleetmock:token';
const RETURN_URL_KEY = 'fleetmock:return-url';
const LAST_PATH_PREFIX = 'fleetmock:last-path:';
const DEPLOY_PARAMS_KEY = 'fleetmock:deploy-params';
/** The admin's own token while they are logged in as another user (the way back, spec 01 §6). */
export const IMPERSONATOR_TOKEN_KEY = 'fleetmock:impersonator-token';
/** Set when the login password was longer than the new-password maximum: the user must change it (spec 01 §5). */
const PASSWORD_CHANGE_REQUIRED_KEY = 'fleetmock:password-change-required';
/** Deploy-link parameters kept (spec 01 §2 "/deploy"). */
const DEPLOY_PARAM_NAMES = ['tarballUrl', 'repoUrl', 'configUrl', 'defaultDeviceType'] as const;
export type DeployParams = Partial<Record<(typeof DEPLOY_PARAM_NAMES)[number], string>>;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const readToken = (): string | null => safe(() => localStorage.getItem(TOKEN_KEY), null);
export const writeToken = (token: string): void => safe(() => localStorage.setItem(TOKEN_KEY, token), undefined);
export const clearToken = (): void => safe(() => localStorage.removeItem(TOKEN_KEY), undefined);

export const readImpersonatorToken = (): string | null =>
  safe(() => localStorage.getItem(IMPERSONATOR_TOKEN_KEY), null);
export const writeImpersonatorToken = (token: string): void =>
  safe(() => localStorage.setItem(IMPERSONATOR_TOKEN_KEY, token), undefined);
export const clearImpersonatorToken = (): void =>
  safe(() => localStorage.removeItem(IMPERSONATOR_TOKEN_KEY), undefined);

/** Whether the session must change its password (its login password was too long to be set today). */
export const readPasswordChangeRequired = (): boolean =>
  safe(() => sessionStorage.getItem(PASSWORD_CHANGE_REQUIRED_KEY) === 'true', false);
export function writePasswordChangeRequired(required: boolean): void {
  safe(
    () =>
      required
        ? sessionStorage.setItem(PASSWORD_CHANGE_REQUIRED_KEY, 'true')
        : sessionStorage.removeItem(PASSWORD_CHANGE_REQUIRED_KEY),
    undefined,
  );
}

/** Only same-origin absolute paths are accepted as return targets (no open redirects). */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function storeReturnUrl(path: string): void {
  if (isSafeReturnPath(path)) safe(() => sessionStorage.setItem(RETURN_URL_KEY, path), undefined);
}

/** Reads the return URL without consuming it. */
export function peekReturnUrl(): string | null {
  const value = safe(() => sessionStorage.getItem(RETURN_URL_KEY), null);
  return isSafeReturnPath(value) ? value : null;
}

/** Reads and removes the return URL (it is consumed after login). */
export function consumeReturnUrl(): string | null {
  const value = safe(() => sessionStorage.getItem(RETURN_URL_KEY), null);
  safe(() => sessionStorage.removeItem(RETURN_URL_KEY), undefined);
  return isSafeReturnPath(value) ? value : null;
}

export function storeLastPath(userId: number, path: string): void {
  if (isSafeReturnPath(path)) safe(() => localStorage.setItem(`${LAST_PATH_PREFIX}${userId}`, path), undefined);
}

export function readLastPath(userId: number): string | null {
  const value = safe(() => localStorage.getItem(`${LAST_PATH_PREFIX}${userId}`), null);
  return isSafeReturnPath(value) ? value : null;
}

/** Stores the deploy-link parameters found in a query string with a 1-day expiry. */
export function storeDeployParams(search: URLSearchParams, now = Date.now()): DeployParams {
  const params: DeployParams = {};
  for (const name of DEPLOY_PARAM_NAMES) {
    const v = search.get(name);
    if (v) params[name] = v;
  }
  safe(
    () => localStorage.setItem(DEPLOY_PARAMS_KEY, JSON.stringify({ params, expiresAt: now + DEPLOY_PARAMS_TTL_MS })),
    undefined,
  );
  return params;
}

/** The stored deploy parameters, or null when missing or older than a day (then removed). */
export function readDeployParams(now = Date.now()): DeployParams | null {
  const raw = safe(() => localStorage.getItem(DEPLOY_PARAMS_KEY), null);
  if (!raw) return null;
  try {
    const { params, expiresAt } = JSON.parse(raw) as { params: DeployParams; expiresAt: number };
    if (typeof expiresAt !== 'number' || expiresAt <= now) throw new Error('expired');
    return params;
  } catch {
    safe(() => localStorage.removeItem(DEPLOY_PARAMS_KEY), undefined);
    return null;
  }
}

export const clearDeployParams = (): void => safe(() => localStorage.removeItem(DEPLOY_PARAMS_KEY), undefined);
