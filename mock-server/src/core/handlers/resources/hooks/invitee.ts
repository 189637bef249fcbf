/**
 * `invitee: "<email>"` on invite POSTs (api-ground-truth §2.4): resolved to an invitee row, created
 * on first use. E-mails are trimmed and compared case-insensitively (spec 01 §5 "Invite").
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert } from '../../../store/hooks.ts';
import { insert } from '../../../store/write.ts';
import { INVITEE_INVALID_EMAIL } from './messages.ts';
import { bad } from './util.ts';

export const INVITE_RESOURCES = ['organization_invite', 'application_invite'] as const;
/** Spec 01 §5 "Email": non-space text, an at-sign, then a part with a dot. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

function inviteeId(store: Store, email: string): number {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised)) throw bad(INVITEE_INVALID_EMAIL);
  const existing = store.find('invitee', 'email', normalised)[0];
  return existing ? existing.id : insert(store, 'invitee', { email: normalised }).id;
}

/** Installs the invitee hooks on a store. */
export function installInviteeHooks(store: Store): void {
  if (!store.resources.has('invitee')) return;
  for (const resource of INVITE_RESOURCES) {
    if (!store.resources.has(resource)) continue;
    onBeforeInsert(store, resource, (ctx, values) => {
      if (ctx.trusted || typeof values.invitee !== 'string') return;
      values.invitee = inviteeId(store, values.invitee);
    });
  }
}
