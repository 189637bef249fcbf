/**
 * `username` instead of `user` on membership POSTs (api-ground-truth §2.4, §6.11), and the rule that
 * fleet membership needs an organization membership. Fleet memberships default to `developer`.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert } from '../../../store/hooks.ts';
import { DEFAULT_FLEET_ROLE } from '../../../permissions/roles.ts';
import { FLEET_MEMBER_NEEDS_ORG, userNotFound } from './messages.ts';
import { bad, roleIdByName, userIdByUsername } from './util.ts';

/** Membership resources that accept `username`. */
const USERNAME_RESOURCES = ['organization_membership', 'user_application_membership', 'team_membership'] as const;

function resolveUsername(store: Store, values: Record<string, unknown>): void {
  if (typeof values.username !== 'string') return;
  if (values.user === undefined) values.user = userIdByUsername(store, values.username, userNotFound);
  delete values.username;
}

/** Installs the membership hooks on a store. */
export function installMembershipHooks(store: Store): void {
  for (const resource of USERNAME_RESOURCES) {
    if (!store.resources.has(resource)) continue;
    onBeforeInsert(store, resource, (ctx, values) => {
      if (ctx.trusted) return;
      resolveUsername(store, values);
    });
  }
  if (!store.resources.has('user_application_membership')) return;
  onBeforeInsert(store, 'user_application_membership', (ctx, values) => {
    if (ctx.trusted) return;
    if (values.application_membership_role === undefined) {
      values.application_membership_role = roleIdByName(store, 'application_membership_role', DEFAULT_FLEET_ROLE);
    }
    const appId = values.is_member_of__application;
    const app = typeof appId === 'number' ? store.get('application', appId) : undefined;
    if (!app || typeof values.user !== 'number') return;
    const isOrgMember = store
      .find('organization_membership', 'user', values.user)
      .some((m) => m.is_member_of__organization === app.organization);
    if (!isOrgMember) throw bad(FLEET_MEMBER_NEEDS_ORG);
  });
}
