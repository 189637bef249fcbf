/**
 * The mock's in-memory store. Browser-safe: password hashing (node:crypto) lives in
 * ./password.ts and is imported directly by Node-side code.
 */
export { createStore, type Store, type CreateStoreOptions, type Reference } from './store.ts';
export { insert, update, updateMany, type WriteOptions } from './write.ts';
export { remove, removeMany } from './delete.ts';
export { writeVersion } from './version.ts';
export { StoreError } from './errors.ts';
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
export { heartbeatStateAt, recordStatePoll, advanceHeartbeats, HEARTBEAT_OFFLINE_GRACE_MS } from './heartbeat.ts';
export { deviceCountsByStatus, type OverallStatus } from './computed/device-status.ts';
export { type SeatRole } from './computed/membership.ts';
