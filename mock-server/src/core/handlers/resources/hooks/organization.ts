/**
 * Organization creation (SDK `models.organization.create({name})`, api-ground-truth §3
 * "organization"): without a `handle` one is derived from the name (lower case, runs of other
 * characters as `_`, made unique with a `_2`, `_3`… suffix); a given handle must be letters, digits,
 * `_` or `-`. The creating user becomes the organization's administrator (`creatorBecomesAdministrator`,
 * called by the resource API after the insert). An organization keeps at least one administrator
 * (`checkAdministratorsRemain` before membership deletes, and a hook on role changes), and team
 * names are unique within an organization whatever their case (spec 01 §5).
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { insert } from '../../../store/write.ts';
import { uniqueError } from '../../../store/errors.ts';
import * as M from './messages.ts';
import { bad, roleIdByName } from './util.ts';

const ORG_HANDLE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Longest handle (model length of organization.handle). */
const HANDLE_MAX = 220;

/** A free handle for an organization named `name`. */
function handleFor(store: Store, name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, HANDLE_MAX - 4) || 'organization';
  const taken = (h: string): boolean => store.find('organization', 'handle', h).length > 0;
  let handle = base;
  for (let n = 2; taken(handle); n++) handle = `${base}_${n}`;
  return handle;
}

function checkHandle(handle: unknown): void {
  if (typeof handle === 'string' && !ORG_HANDLE_PATTERN.test(handle)) throw bad(M.ORG_HANDLE_CHARACTERS);
}

/** Installs the organization hooks on a store. */
export function installOrganizationHooks(store: Store): void {
  if (!store.resources.has('organization')) return;
  onBeforeInsert(store, 'organization', (ctx, values) => {
    if (ctx.trusted) return;
    if (
      (values.handle === undefined || values.handle === null || values.handle === '') &&
      typeof values.name === 'string' &&
      values.name.trim()
    ) {
      values.handle = handleFor(store, values.name);
    }
    checkHandle(values.handle);
  });
  onBeforeUpdate(store, 'organization', (ctx, _current, patch) => {
    if (!ctx.trusted && Object.hasOwn(patch, 'handle')) checkHandle(patch.handle);
  });
}

/** Makes `userId` the administrator of the organization it just created. */
export function creatorBecomesAdministrator(store: Store, organizationId: number, userId: number): void {
  if (!store.resources.has('organization_membership')) return;
  const role = roleIdByName(store, 'organization_membership_role', 'administrator');
  if (role === undefined) return;
  insert(store, 'organization_membership', {
    user: userId,
    is_member_of__organization: organizationId,
    organization_membership_role: role,
  });
}

const fkOf = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Administrator memberships of an organization. */
function administrators(store: Store, orgId: number | undefined): number[] {
  const admin = roleIdByName(store, 'organization_membership_role', 'administrator');
  return store
    .find('organization_membership', 'is_member_of__organization', orgId)
    .filter((m) => m.organization_membership_role === admin)
    .map((m) => m.id);
}

/**
 * Spec 01 §5: the last administrator of an organization cannot be deleted (nor leave). Throws the
 * cloud's rule sentence as a 400 (balena-sdk organization-membership.spec.ts) when deleting
 * `membershipIds` would leave an organization without one; the dashboard maps it to spec 01 §8's text.
 */
export function checkAdministratorsRemain(store: Store, membershipIds: readonly number[]): void {
  const removing = new Set(membershipIds);
  const orgs = new Set(
    membershipIds.map((id) => fkOf(store.get('organization_membership', id)?.is_member_of__organization)),
  );
  for (const orgId of orgs) {
    const admins = administrators(store, orgId);
    if (admins.length > 0 && admins.every((id) => removing.has(id))) throw bad(M.LAST_ORGANIZATION_ADMIN);
  }
}

/** Installs the rule that an organization's only administrator keeps the administrator role. */
export function installAdministratorHooks(store: Store): void {
  if (!store.resources.has('organization_membership')) return;
  onBeforeUpdate(store, 'organization_membership', (ctx, current, patch) => {
    if (
      ctx.trusted ||
      !Object.hasOwn(patch, 'organization_membership_role') ||
      patch.organization_membership_role === current.organization_membership_role
    )
      return;
    const admins = administrators(store, fkOf(current.is_member_of__organization));
    if (admins.length === 1 && admins[0] === current.id) throw bad(M.LAST_ORGANIZATION_ADMIN);
  });
}

/**
 * Team names are unique within an organization, case-insensitively (spec 01 §5 "Team create"): the
 * same 409 as the model's (belongs_to__organization, name) constraint, for any spelling.
 */
export function installTeamNameHooks(store: Store): void {
  if (!store.resources.has('team')) return;
  const check = (orgId: unknown, name: unknown, selfId?: number) => {
    if (typeof name !== 'string') return;
    const lower = name.trim().toLowerCase();
    const taken = store
      .find('team', 'belongs_to__organization', orgId)
      .some((t) => t.id !== selfId && String(t.name).trim().toLowerCase() === lower);
    if (taken) throw uniqueError(['belongs_to__organization', 'name']);
  };
  onBeforeInsert(store, 'team', (ctx, values) => {
    if (!ctx.trusted) check(values.belongs_to__organization, values.name);
  });
  onBeforeUpdate(store, 'team', (ctx, current, patch) => {
    if (ctx.trusted || !(Object.hasOwn(patch, 'name') || Object.hasOwn(patch, 'belongs_to__organization'))) return;
    check(patch.belongs_to__organization ?? current.belongs_to__organization, patch.name ?? current.name, current.id);
  });
}

/**
 * A new user's personal organization (balena-io/docs pages/learn/accounts/organizations.md: "A
 * organization is automatically created upon user registration, and the user is assigned as its
 * administrator. This organization is named after the user's balenaCloud username"): name and handle
 * are the username (the cloud API's hook is not public; when another organization already holds that
 * handle, the mock takes the next free one).
 */
export function createPersonalOrganization(store: Store, userId: number): number | undefined {
  const username = store.get('user', userId)?.username;
  if (typeof username !== 'string' || !store.resources.has('organization')) return undefined;
  const free = ORG_HANDLE_PATTERN.test(username) && store.find('organization', 'handle', username).length === 0;
  const org = insert(store, 'organization', { name: username, handle: free ? username : handleFor(store, username) });
  creatorBecomesAdministrator(store, org.id, userId);
  return org.id;
}
