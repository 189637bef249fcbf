/**
 * Invitation mails (spec 01 §7 "Invites"; the outbox): an invite created through the resource
 * API sends the invitee a link whose token accepts the invite.
 */
import { DEFAULT_LINK_ORIGIN } from '../../mock-server/src/core/links.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv } from './helpers.ts';
import { invitationMailInterceptor } from '../../mock-server/src/core/handlers/identity/index.ts';
import { outboxOf } from '../../mock-server/src/core/faults/outbox.ts';
import { at, first } from '../present.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ interceptors: [invitationMailInterceptor] });
});

describe('invitation mails', () => {
  it('mails the invitee of an organization invite a link that accepts it', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const owner = await env.login('owner');
    const org = at(store.find('organization', 'handle', 'acme'), 0);
    const role = at(store.find('organization_membership_role', 'name', 'member'), 0);
    const body = {
      invitee: 'fresh.hire@example.com',
      is_invited_to__organization: org.id,
      organization_membership_role: role.id,
      message: 'Welcome',
    };
    const created = await env.req({
      method: 'POST',
      url: '/v7/organization_invite',
      token: owner,
      body,
      headers: { origin: 'http://dash.test' },
    });
    expect(created.statusCode).toBe(201);
    const mail = first(outboxOf(env.world).list('fresh.hire@example.com'));
    expect(mail).toMatchObject({
      kind: 'invite',
      subject: `You have been invited to the organization ${String(org.name)}`,
    });
    expect(mail.text).toContain('Message: Welcome');
    const link = new URL(first(mail.links ?? [], 'the mail links'));
    expect(link.origin).toBe(DEFAULT_LINK_ORIGIN);
    expect(link.pathname).toMatch(/^\/organization\/invitation\/org-\d+-[0-9a-f]{16}$/);
    const token = link.pathname.split('/').pop();
    const wrongUser = await env.req({ method: 'POST', url: `/org/v1/invitation/${token}`, token: owner });
    expect(bodyJson(wrongUser)).toBe('Invalid or expired invitation');
  });

  it('sends nothing for a refused invite or other resources', async () => {
    const env = await identityEnv(server);
    const member = await env.login('member');
    const org = at(env.world.store.find('organization', 'handle', 'acme'), 0);
    const res = await env.req({
      method: 'POST',
      url: '/v7/organization_invite',
      token: member,
      body: { invitee: 'nobody@example.com', is_invited_to__organization: org.id, organization_membership_role: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(outboxOf(env.world).list()).toEqual([]);
  });
});
