/**
 * Invitation mails (spec 01 §7 "Invites: create {invitee, roleName, message}"; the outbox): an
 * interceptor that, after a successful OData POST of an organization or fleet invite, puts a mail
 * to the invitee into the world's outbox with the dashboard link that accepts it
 * (`/organization/invitation/<token>` or `/invitation/<token>`). The link starts with the mock's own
 * address (core/links.ts), never with a host a request header names. Register it with
 * `createMockCore({ interceptors: [invitationMailInterceptor] })` or `core.registerInterceptor(...)`.
 */
import type { CoreResponse } from '../../http.ts';
import type { Interceptor, RequestContext } from '../../pipeline/context.ts';
import type { Row } from '../../model/data-source.ts';
import { outboxOf } from '../../faults/outbox.ts';
import { INVITE_KINDS, invitationLink, type InviteKind } from './invitation-tokens.ts';
import { linkBase } from '../../links.ts';

const KIND_OF_RESOURCE: Record<string, InviteKind> = { [INVITE_KINDS.org]: 'org', [INVITE_KINDS.fleet]: 'fleet' };
const HTTP_CREATED = 201;

function createdId(res: CoreResponse): number | undefined {
  if (res.status !== HTTP_CREATED || res.body.kind !== 'json') return undefined;
  const id = (res.body.value as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The mail for a new invite row (subject names the organization or fleet; the message is quoted). */
function invitationMail(
  ctx: RequestContext,
  kind: InviteKind,
  invite: Row,
): { to: string; subject: string; text: string; links: string[] } | undefined {
  const { store } = ctx.world;
  const email = store.get('invitee', Number(invite.invitee))?.email;
  if (typeof email !== 'string') return undefined;
  const target =
    kind === 'org'
      ? store.get('organization', Number(invite.is_invited_to__organization))?.name
      : store.get('application', Number(invite.is_invited_to__application))?.app_name;
  const link = `${linkBase(ctx.req)}${invitationLink(ctx.world, kind, invite)}`;
  const what = kind === 'org' ? 'organization' : 'fleet';
  const message = typeof invite.message === 'string' && invite.message ? `\n\nMessage: ${invite.message}` : '';
  return {
    to: email,
    subject: `You have been invited to the ${what} ${String(target ?? '')}`.trim(),
    text: `Accept the invitation: ${link}${message}`,
    links: [link],
  };
}

/** After-interceptor: mails the invitee of every invite created through the resource API. */
export const invitationMailInterceptor: Interceptor = {
  name: 'invitation-mails',
  after(ctx, res) {
    if (ctx.req.method !== 'POST' || !ctx.resource) return res;
    const canonical = ctx.world.store.resources.get(ctx.resource)?.name;
    const kind = canonical ? KIND_OF_RESOURCE[canonical] : undefined;
    const id = kind ? createdId(res) : undefined;
    const invite = kind && id !== undefined ? ctx.world.store.get(canonical as string, id) : undefined;
    const mail = kind && invite ? invitationMail(ctx, kind, invite) : undefined;
    if (mail) outboxOf(ctx.world).push({ ...mail, kind: 'invite' });
    return res;
  },
};
