/**
 * "Log in as" (spec 01 §6): a platform admin switches to another user's token and the page reloads
 * as that user; the admin's own token is kept so the impersonation banner can lead back. Both
 * directions reload the page, so no data of the previous user survives in memory.
 */
import {
  clearImpersonatorToken,
  readImpersonatorToken,
  readToken,
  writeImpersonatorToken,
  writeToken,
} from './storage.ts';

/** Where the browser goes after a switch (a full reload). */
export type Reload = (path: string) => void;

const reloadTo: Reload = (path) => window.location.assign(path);

/** Stores the admin's token for the way back, switches to `token` and reloads at `path`. */
export function beginLoginAs(token: string, path: string, reload: Reload = reloadTo): void {
  const own = readToken();
  // A nested login-as keeps the first admin token: the way back leads to the admin, not in between.
  if (own && !readImpersonatorToken()) writeImpersonatorToken(own);
  writeToken(token);
  reload(path);
}

/** True when the way back to the admin's own account is known. */
export const canReturnToAdmin = (): boolean => readImpersonatorToken() !== null;

/**
 * Restores the admin's own token and reloads at `path`; false (nothing changed) when the way back
 * is unknown (e.g. cleared storage), in which case the caller signs out.
 */
export function returnToAdmin(path: string, reload: Reload = reloadTo): boolean {
  const own = readImpersonatorToken();
  if (!own) return false;
  clearImpersonatorToken();
  writeToken(own);
  reload(path);
  return true;
}
