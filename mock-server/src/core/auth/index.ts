/**
 * Auth for other route groups (accounts, devices, billing, admin "log in as"): guards, token issuing
 * and the actor model (api-ground-truth §4, §5).
 */
export { requireUser, requireActor, isResponse, type GuardOptions } from './guards.ts';
export { type SessionClaims } from './jwt.ts';
export {
  authenticate,
  type Actor,
  type UserActor,
  type ApplicationActor,
  type DeviceActor,
  type AuthOutcome,
} from './actor.ts';
export { type PasswordVerifier } from './password-check.ts';
export * from './constants.ts';
