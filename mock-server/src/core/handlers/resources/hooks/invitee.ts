/**
 * `invitee: "<email>"` on invite POSTs (api-ground-truth §2.4): resolved to an invitee row, created
 * on first use. E-mails are trimmed and compared case-insensitively (spec 01 §5 "Invite").
 * `roleName` (the SDK's invite.create sends it instead of the role row's id) is resolved to the
 * organization or fleet membership role of that name. An organization invite for an e-mail whose
 * user is already a member of that organization is refused (spec 01 §5 "an existing member").
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert } from '../../../store/hooks.ts';
import { insert } from '../../../store/write.ts';
import { INVITEE_ALREADY_MEMBER, INVITEE_INVALID_EMAIL, unknownRole } from './messages.ts';
import { bad, roleIdByName } from './util.ts';

const INVITE_RESOURCES = ['organization_invite', 'application_invite'] as const;
/** The role resource and role field of each invite resource. */
const ROLE_OF: Record<(typeof INVITE_RESOURCES)[number], string> = {
  organization_invite: 'organization_membership_role',
  application_invite: 'application_membership_role',
};
/**
 * The role an invite without one gets: `member` for an organization, `developer` for a fleet (balena-sdk
 * tests/integration/models/organizationInvite.spec.ts and applicationInvite.spec.ts, "default role when
 * rolename is not provided"; the cloud API's own hook is not public).
 */
const DEFAULT_INVITE_ROLE: Record<(typeof INVITE_RESOURCES)[number], string> = {
  organization_invite: 'member',
  application_invite: 'developer',
};
/** Spec 01 §5 "Email": non-space text, an at-sign, then a part with a dot. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

function inviteeId(store: Store, email: string): number {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised)) throw bad(INVITEE_INVALID_EMAIL);
  const existing = store.find('invitee', 'email', normalised)[0];
  return existing ? existing.id : insert(store, 'invitee', { email: normalised }).id;
}

/** True when the user with this e-mail is a member of the organization. */
function isOrgMember(store: Store, email: string, orgId: unknown): boolean {
  const userId = store.priv.userIdByEmail.get(email);
  return (
    userId !== undefined &&
    store.find('organization_membership', 'user', userId).some((m) => m.is_member_of__organization === orgId)
  );
}

/** Installs the invitee hooks on a store. */
export function installInviteeHooks(store: Store): void {
  if (!store.resources.has('invitee')) return;
  for (const resource of INVITE_RESOURCES) {
    if (!store.resources.has(resource)) continue;
    onBeforeInsert(store, resource, (ctx, values) => {
      if (ctx.trusted) return;
      if (typeof values.roleName === 'string') {
        const role = ROLE_OF[resource];
        const id = roleIdByName(store, role, values.roleName);
        if (id === undefined) throw bad(unknownRole(values.roleName));
        values[role] = id;
      }
      delete values.roleName;
      const role = ROLE_OF[resource];
      if (values[role] === undefined || values[role] === null) {
        const id = roleIdByName(store, role, DEFAULT_INVITE_ROLE[resource]);
        if (id !== undefined) values[role] = id;
      }
      if (typeof values.invitee !== 'string') return;
      const email = values.invitee.trim().toLowerCase();
      if (resource === 'organization_invite' && isOrgMember(store, email, values.is_invited_to__organization))
        throw bad(INVITEE_ALREADY_MEMBER);
      values.invitee = inviteeId(store, email);
    });
  }
}
