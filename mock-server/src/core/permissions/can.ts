/**
 * `can(subject, action, resource, row)`: may this caller change or trigger `action` on a row (or
 * on a candidate row for creates)? Follows the role tables of roles.ts; 401-style refusals are the
 * caller's job (api-ground-truth §1.4). Reads are decided by can-read.ts.
 */
import { resolveAnchor, rootOwners, type RowLookup } from './anchors.ts';
import {
  FLEET_ROLE_PERMISSIONS,
  ORGANIZATION_ROLE_PERMISSIONS,
  PLATFORM_ADMIN_PERMISSIONS,
  SUPPORT_ACCESS_PERMISSIONS,
  grants,
} from './roles.ts';
import { isPlatformAdmin, isSupportAgent, type PermissionSubject } from './subject.ts';
import { transferAllowed } from './transfer.ts';
import type { Row } from '../model/data-source.ts';
import { FIELD_PERMISSIONS, splitPermission } from '../../../../shared/actions.ts';

/** Verbs of the OData methods: POST → create, PATCH/PUT → update, DELETE → delete. */
export type Verb = 'read' | 'create' | 'update' | 'delete' | (string & {});

/** Field holding the "support access until" date on fleets and devices (spec 02 §6). */
export const SUPPORT_ACCESS_FIELD = 'is_accessible_by_support_until__date';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * A device API key (an api_key of a device's actor, from /device/register or
 * /api-key/device/{id}/device-key) is listed, renamed and revoked by whoever may update that device:
 * balena-sdk's apiKey.getDeviceApiKeysByDevice lists them by `is_of__actor` (balena-sdk
 * tests/integration/models/api-key.spec.ts reads, renames and revokes them as the device's owner).
 */
export function managesDeviceKey(
  subject: PermissionSubject,
  lookup: RowLookup,
  row: Row | Record<string, unknown>,
): boolean {
  const actorId = fk(row.is_of__actor);
  if (actorId === undefined || subject.identity.kind !== 'user') return false;
  const device = lookup.find('device', 'actor', actorId)[0];
  const appId = fk(device?.belongs_to__application);
  if (!device || appId === undefined) return false;
  if (grants(fleetPermissions(subject, appId), 'device', 'update')) return true;
  const orgId = fk(lookup.get('application', appId)?.organization);
  return orgId !== undefined && subject.orgRoles.get(orgId) === 'administrator';
}

/** True when the row's support access date lies in the future of `now`. */
export function hasSupportAccess(row: Row | undefined, now: number): boolean {
  const v = row?.[SUPPORT_ACCESS_FIELD];
  return typeof v === 'string' && Date.parse(v) > now;
}

/**
 * A provisioning key (an api_key of a fleet's actor) is listed, renamed and revoked by whoever may
 * update that fleet or add devices to it, the same callers POST /api-key/application/{id}/provisioning
 * lets create one (spec 02 §6: operators add devices).
 */
export function managesProvisioningKey(
  subject: PermissionSubject,
  lookup: RowLookup,
  row: Row | Record<string, unknown>,
): boolean {
  const actorId = fk(row.is_of__actor);
  if (actorId === undefined || subject.identity.kind !== 'user') return false;
  const app = lookup.find('application', 'actor', actorId)[0];
  if (!app) return false;
  const permissions = fleetPermissions(subject, app.id);
  if (grants(permissions, 'application', 'update') || grants(permissions, 'device', 'create')) return true;
  const orgId = fk(app.organization);
  return orgId !== undefined && subject.orgRoles.get(orgId) === 'administrator';
}

/** Every permission the subject's fleet roles give on one application. */
export function fleetPermissions(subject: PermissionSubject, appId: number | undefined): string[] {
  if (appId === undefined) return [];
  const roles = subject.fleetRoles.get(appId);
  return roles ? [...roles].flatMap((r) => FLEET_ROLE_PERMISSIONS[r]) : [];
}

function orgPermissions(subject: PermissionSubject, orgId: number | undefined): readonly string[] {
  const role = orgId === undefined ? undefined : subject.orgRoles.get(orgId);
  return role ? ORGANIZATION_ROLE_PERMISSIONS[role] : [];
}

function supportGrants(
  subject: PermissionSubject,
  lookup: RowLookup,
  owners: { appId?: number; deviceId?: number },
  resource: string,
  verb: Verb,
): boolean {
  if (!(isSupportAgent(subject) || isPlatformAdmin(subject)) || !grants(SUPPORT_ACCESS_PERMISSIONS, resource, verb))
    return false;
  const device = owners.deviceId === undefined ? undefined : lookup.get('device', owners.deviceId);
  const app = owners.appId === undefined ? undefined : lookup.get('application', owners.appId);
  return hasSupportAccess(device, subject.now) || hasSupportAccess(app, subject.now);
}

/**
 * May the subject perform `verb` on `row` of `resource`? For creates pass the candidate row (the
 * body with FKs as ids). Pure over `lookup`; spec 01 §6 and spec 02 §6.
 */
export function can(
  subject: PermissionSubject,
  verb: Verb,
  resource: string,
  row: Row | Record<string, unknown>,
  lookup: RowLookup,
): boolean {
  const { identity } = subject;
  if (identity.kind === 'guest') return false;
  if (identity.kind === 'user' && identity.twoFactorPending) return false;
  if (isPlatformAdmin(subject) && grants(PLATFORM_ADMIN_PERMISSIONS, resource, verb)) return true;
  if (resource === 'organization' && verb === 'create') return identity.kind === 'user';
  if (resource === 'api_key') {
    if (verb === 'create') return false;
    return (
      fk(row.is_of__actor) === identity.actorId ||
      managesProvisioningKey(subject, lookup, row) ||
      managesDeviceKey(subject, lookup, row)
    );
  }
  if (resource === 'identity_provider') return canOnIdentityProvider(subject, verb, row, lookup);
  const anchor = resolveAnchor(lookup, resource, row as Row);
  if (!anchor) return false;
  const owners = rootOwners(anchor);
  if (anchor.root === 'user') return identity.kind === 'user' && owners.userId === identity.userId;
  if (identity.kind === 'device') {
    // A device key reports its own state: creates and updates of its own rows, never an action
    // such as a move, a deactivation or an update of its supervisor or OS.
    return (
      owners.deviceId === identity.deviceId &&
      ['device', 'device_tag', 'image_install', 'service_install'].includes(resource) &&
      (verb === 'create' || verb === 'update')
    );
  }
  if (identity.kind === 'application') {
    return resource === 'device' && verb === 'create' && owners.appId === identity.applicationId;
  }
  if (anchor.root === 'organization') {
    if (grants(orgPermissions(subject, owners.orgId), resource, verb)) return true;
    // A user may always delete their own membership (spec 01 §6) and leave a team.
    const own = fk(row.user) === identity.userId;
    return verb === 'delete' && own && (resource === 'organization_membership' || resource === 'team_membership');
  }
  // A user may leave a fleet: delete their own direct fleet membership (spec 02 §2 fleet settings "remove access").
  if (verb === 'delete' && resource === 'user_application_membership' && fk(row.user) === identity.userId) return true;
  const appId = owners.appId;
  const orgId = owners.orgId ?? fk(appId === undefined ? undefined : lookup.get('application', appId)?.organization);
  if (grants(fleetPermissions(subject, appId), resource, verb)) return true;
  if (grants(orgPermissions(subject, orgId), resource, verb)) return true;
  return supportGrants(subject, lookup, owners, resource, verb);
}

/**
 * Identity providers belong to no single owner: a create names the organization it is for
 * (`organization_id`, spec 01 §7), and updates and deletes need an organization role granting the
 * verb on any organization the provider is linked to (spec 01 §6 "only for administrators of a
 * linked organization").
 */
function canOnIdentityProvider(
  subject: PermissionSubject,
  verb: Verb,
  row: Row | Record<string, unknown>,
  lookup: RowLookup,
): boolean {
  const orgIds =
    verb === 'create'
      ? [fk(row.organization_id)]
      : lookup
          .find('identity_provider_membership', 'is_authorized_by__identity_provider', row.id)
          .map((m) => fk(m.organization));
  return orgIds.some((orgId) => grants(orgPermissions(subject, orgId), 'identity_provider', verb));
}

/**
 * May the subject make the changes in `patch` to `row` beyond plain `update`? Each field of
 * shared/actions.ts `FIELD_PERMISSIONS` that changes needs its own permission (spec 02 §6): a fleet's
 * organization (transfer, which also needs the right to create the fleet in the target organization
 * or a same-named application there the subject develops)
 * and type; a device's fleet (move, on both fleets), its activation (the fleet's
 * `application.deactivate-device`), its supervisor and OS release (the update actions). The default
 * device type is not among them: spec 02 §6 lists it under `resin.application.update`.
 */
export function canChangeFields(
  subject: PermissionSubject,
  resource: string,
  row: Row,
  patch: Record<string, unknown>,
  lookup: RowLookup,
): boolean {
  const fields = FIELD_PERMISSIONS[resource];
  if (!fields) return true;
  for (const [field, permission] of Object.entries(fields)) {
    if (!Object.hasOwn(patch, field) || sameValue(patch[field], row[field])) continue;
    const [target, verb] = splitPermission(permission);
    if (target === resource) {
      if (!can(subject, verb, resource, row, lookup)) return false;
      // A transfer needs the right to create the fleet in the target organization, unless the target
      // holds an empty application of the fleet's name and class the subject develops (shared/transfer-targets.ts).
      if (
        verb === 'transfer' &&
        !can(subject, 'create', resource, { ...row, ...patch }, lookup) &&
        !transferAllowed(subject, lookup, row, patch)
      )
        return false;
      if (verb === 'move' && !can(subject, verb, resource, { ...row, ...patch }, lookup)) return false;
    } else if (target === 'application' && resource === 'device') {
      const fleet = lookup.get('application', fk(row.belongs_to__application) ?? -1);
      if (!fleet || !can(subject, verb, 'application', fleet, lookup)) return false;
    } else return false;
  }
  return true;
}

/** FK values arrive as ids or `{__id}`; rows hold ids. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && a !== null && (a as { __id?: unknown }).__id === b);

/**
 * Does the subject hold a role on fleet `appId` (or its organization), beyond reading it because it
 * is public? Writes may point at fleets and releases only where this holds (shared/actions.ts
 * PUBLIC_REFERENCE_FIELDS lists the exceptions): a public fleet is readable by all, writable by its
 * members only.
 */
export function hasStakeIn(subject: PermissionSubject, appId: number, lookup: RowLookup): boolean {
  const { identity } = subject;
  if (identity.kind === 'guest') return false;
  if (identity.kind === 'application') return identity.applicationId === appId;
  if (identity.kind === 'device') return fk(lookup.get('device', identity.deviceId)?.belongs_to__application) === appId;
  if (isPlatformAdmin(subject)) return true;
  if (subject.fleetRoles.has(appId)) return true;
  const app = lookup.get('application', appId);
  const orgId = fk(app?.organization);
  if (orgId !== undefined && subject.orgRoles.has(orgId)) return true;
  return isSupportAgent(subject) && hasSupportAccess(app, subject.now);
}
