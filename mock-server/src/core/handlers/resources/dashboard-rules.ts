/**
 * Rules the dashboard shows as disabled controls, enforced on the writes those controls send, with
 * the dashboard's own reason as a 400 JSON string (a business-rule refusal, api-ground-truth §1.4):
 *
 * - removing a fleet member who owns an active device of that fleet still on the legacy OS
 *   (shared/member-delete.ts);
 * - writing a local mode config variable without the local mode permission on the device's fleet:
 *   the limited roles may write other device config variables, not these (shared/local-mode.ts);
 * - transferring a fleet to an organization the dashboard does not offer as a target
 *   (shared/transfer-targets.ts): one with a same-named application that has devices, or one the
 *   user neither administers nor develops a same-named application in.
 */
import type { Store } from '../../store/store.ts';
import { isPlatformAdmin, type PermissionSubject } from '../../permissions/index.ts';
import { isLocalModeVariable, localModeRefusal } from '../../../../../shared/local-mode.ts';
import { memberDeleteBlock, memberDeleteRefusal } from '../../../../../shared/member-delete.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { NO_TRANSFER_TARGETS } from '../../../../../shared/transfer-targets.ts';
import { transferAllowed } from '../../permissions/transfer.ts';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Why removing this fleet membership is refused, or null. */
function memberDelete(store: Store, membership: Record<string, unknown>): string | null {
  const userId = fk(membership.user);
  const appId = fk(membership.is_member_of__application);
  if (userId === undefined || appId === undefined || !store.resources.has('device')) return null;
  const owned = store
    .find('device', 'belongs_to__user', userId)
    .filter((d) => d.belongs_to__application === appId && d.is_active === true);
  const version = memberDeleteBlock(owned as Array<{ os_version?: string | null }>);
  if (version === null) return null;
  const username = store.get('user', userId)?.username;
  return memberDeleteRefusal(typeof username === 'string' ? username : String(userId), version);
}

/** Why this caller may not write this device config variable (the row as it would be), or null. */
function localMode(subject: PermissionSubject, store: Store, variable: Record<string, unknown>): string | null {
  if (!isLocalModeVariable(variable.name) || subject.identity.kind !== 'user') return null;
  const deviceId = fk(variable.device);
  const appId = fk(deviceId === undefined ? undefined : store.get('device', deviceId)?.belongs_to__application);
  const roles: readonly FleetRole[] = appId === undefined ? [] : [...(subject.fleetRoles.get(appId) ?? [])];
  return localModeRefusal(roles);
}

/**
 * The refusal of a write the dashboard would not offer, or null. `row` is the row as stored (update,
 * delete) or the candidate (create); `patch` the fields an update changes.
 */
export function dashboardRuleRefusal(
  subject: PermissionSubject,
  store: Store,
  verb: 'create' | 'update' | 'delete',
  resource: string,
  row: Record<string, unknown>,
  patch: Record<string, unknown> = {},
): string | null {
  if (resource === 'user_application_membership' && verb === 'delete') return memberDelete(store, row);
  // Platform administrators move fleets between organizations they do not belong to.
  if (resource === 'application' && verb === 'update' && subject.identity.kind === 'user' && !isPlatformAdmin(subject))
    return transferAllowed(subject, store, row, patch) ? null : NO_TRANSFER_TARGETS;
  // The variable before and after the write: renaming one to or from a local mode name, or deleting
  // one, switches local mode as much as setting its value does.
  if (resource === 'device_config_variable')
    return localMode(subject, store, row) ?? localMode(subject, store, { ...row, ...patch });
  return null;
}
