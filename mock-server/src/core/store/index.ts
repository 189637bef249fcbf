/**
 * The mock's in-memory store. Browser-safe: password hashing (node:crypto) lives in
 * ./password.ts and is imported directly by Node-side code.
 */
export {
  createStore,
  tableOf,
  canonicalName,
  nextRandom,
  randomHex,
  type Store,
  type CreateStoreOptions,
  type Reference,
} from './store.ts';
export { insert, update, updateMany, type WriteOptions } from './write.ts';
export { remove, removeMany } from './delete.ts';
export { writeVersion, bumpWriteVersion } from './version.ts';
export { StoreError, uniqueError, referencedError, NO_FIELDS_MESSAGE, FOREIGN_KEY_MESSAGE } from './errors.ts';
export {
  onBeforeInsert,
  onBeforeUpdate,
  onAfterWrite,
  type WriteContext,
  type BeforeInsertHook,
  type BeforeUpdateHook,
  type AfterWriteHook,
} from './hooks.ts';
export * from './private.ts';
export { snapshot, restore, type StoreSnapshot, type RestoreOptions } from './snapshot.ts';
export { defaultModel } from './model.ts';
export { REFERENCE_RULES } from './cascade-rules.ts';
export {
  heartbeatStateAt,
  recordStatePoll,
  advanceHeartbeats,
  DEFAULT_POLL_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_FACTOR,
  HEARTBEAT_OFFLINE_GRACE_MS,
} from './heartbeat.ts';
export {
  overallStatus,
  overallProgress,
  targetRelease,
  deviceCountsByStatus,
  OVERALL_STATUSES,
  VPN_CONTROL_VARS,
  type OverallStatus,
} from './computed/device-status.ts';
export { isFinal, semverOf, rawVersion, versionObject } from './computed/release-version.ts';
export { effectiveSeatRole, SEAT_ROLES, type SeatRole } from './computed/membership.ts';
export { warmReadIndexes } from './warm.ts';
