/**
 * Auth for other route groups (accounts, devices, billing, admin "log in as"): guards, token issuing
 * and the actor model (api-ground-truth §4, §5).
 */
export { requireUser, requireActor, isResponse, type GuardOptions } from './guards.ts';
export { issueToken, findCredentials } from './login.ts';
export { signSessionToken, verifySessionToken, looksLikeJwt, type SessionClaims } from './jwt.ts';
export {
  authenticate,
  userActor,
  credentialOf,
  type Actor,
  type UserActor,
  type ApplicationActor,
  type DeviceActor,
  type AuthOutcome,
} from './actor.ts';
export { withPersonaFastPath, type PasswordVerifier } from './password-check.ts';
export * from './constants.ts';
