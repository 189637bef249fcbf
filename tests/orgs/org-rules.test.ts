/**
 * Organization rules the resource API enforces (spec 01 §5, §6, §8): invites by `roleName`, no
 * invite for an existing member, the last administrator can neither be deleted, leave nor lose the
 * administrator role, while a user may still leave an organization that keeps an administrator;
 * team names are unique per organization whatever their case; a plain member changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/helpers.ts';
import { bodyJson, identityEnv } from '../identity/helpers.ts';
import { at, first } from '../present.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

// The cloud's rule sentence (balena-sdk organization-membership.spec.ts); the dashboard shows spec 01 §8's text.
const LAST_ADMIN =
  'It is necessary that each organization that is active, includes at least one organization membership that has an organization membership role that has a name (Auth) that is equal to "administrator".';

describe('organization invites', () => {
  it('resolves roleName to the membership role and refuses an existing member', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const owner = await env.login('owner');
    const org = at(store.find('organization', 'handle', 'acme'), 0);
    const created = await env.req({
      method: 'POST',
      url: '/v7/organization_invite',
      token: owner,
      body: { invitee: ' New.Person@Example.com ', is_invited_to__organization: org.id, roleName: 'administrator' },
    });
    expect(created.statusCode).toBe(201);
    const row = store.get('organization_invite', (bodyJson(created) as { id: number }).id);
    expect(store.get('organization_membership_role', Number(row?.organization_membership_role))?.name).toBe(
      'administrator',
    );
    expect(store.get('invitee', Number(row?.invitee))?.email).toBe('new.person@example.com');

    const member = await env.req({
      method: 'POST',
      url: '/v7/organization_invite',
      token: owner,
      body: { invitee: 'developer@fleetmock.test', is_invited_to__organization: org.id, roleName: 'member' },
    });
    expect(member.statusCode).toBe(400);
    expect(bodyJson(member)).toBe('This user is already a member of the organization.');

    const unknown = await env.req({
      method: 'POST',
      url: '/v7/organization_invite',
      token: owner,
      body: { invitee: 'x@example.com', is_invited_to__organization: org.id, roleName: 'overlord' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('last administrator', () => {
  it('cannot leave, be removed or be demoted; others may leave', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const owner = await env.login('owner');
    const created = await env.req({
      method: 'POST',
      url: '/v7/organization',
      token: owner,
      body: { name: 'Solo admin org' },
    });
    expect(created.statusCode).toBe(201);
    const orgId = (bodyJson(created) as { id: number }).id;
    const mine = first(store.find('organization_membership', 'is_member_of__organization', orgId));

    const leave = await env.req({ method: 'DELETE', url: `/v7/organization_membership(${mine.id})`, token: owner });
    expect(leave.statusCode).toBe(400);
    expect(bodyJson(leave)).toBe(LAST_ADMIN);
    const memberRole = at(store.find('organization_membership_role', 'name', 'member'), 0);
    const demote = await env.req({
      method: 'PATCH',
      url: `/v7/organization_membership(${mine.id})`,
      token: owner,
      body: { organization_membership_role: memberRole.id },
    });
    expect(demote.statusCode).toBe(400);
    expect(bodyJson(demote)).toBe(LAST_ADMIN);
    expect(store.get('organization_membership', mine.id)).toBeDefined();

    // A second member joins; they may leave, the administrator still may not.
    const added = await env.req({
      method: 'POST',
      url: '/v7/organization_membership',
      token: owner,
      body: { username: 'member', is_member_of__organization: orgId, organization_membership_role: memberRole.id },
    });
    expect(added.statusCode).toBe(201);
    const memberToken = await env.login('member');
    const theirs = (bodyJson(added) as { id: number }).id;
    const left = await env.req({ method: 'DELETE', url: `/v7/organization_membership(${theirs})`, token: memberToken });
    expect(left.statusCode).toBe(200);
    expect(store.get('organization_membership', theirs)).toBeUndefined();
  });

  it('lets an organization with two administrators lose one', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const owner = await env.login('owner');
    const created = await env.req({
      method: 'POST',
      url: '/v7/organization',
      token: owner,
      body: { name: 'Two admins' },
    });
    const orgId = (bodyJson(created) as { id: number }).id;
    const adminRole = at(store.find('organization_membership_role', 'name', 'administrator'), 0);
    const added = await env.req({
      method: 'POST',
      url: '/v7/organization_membership',
      token: owner,
      body: { username: 'member', is_member_of__organization: orgId, organization_membership_role: adminRole.id },
    });
    expect(added.statusCode).toBe(201);
    const mine = store
      .find('organization_membership', 'is_member_of__organization', orgId)
      .find((m) => m.id !== (bodyJson(added) as { id: number }).id);
    const leave = await env.req({ method: 'DELETE', url: `/v7/organization_membership(${mine?.id})`, token: owner });
    expect(leave.statusCode).toBe(200);
  });
});

describe('teams', () => {
  it('team names are unique within an organization, case-insensitive', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const owner = await env.login('owner');
    const org = at(store.find('organization', 'handle', 'acme'), 0);
    const dup = await env.req({
      method: 'POST',
      url: '/v7/team',
      token: owner,
      body: { name: 'firmware', belongs_to__organization: org.id },
    });
    expect(dup.statusCode).toBe(409);
    const other = at(store.find('organization', 'handle', 'globex'), 0);
    const elsewhere = await env.req({
      method: 'POST',
      url: '/v7/team',
      token: owner,
      body: { name: 'firmware', belongs_to__organization: other.id },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('a plain member can neither create teams nor rename the organization', async () => {
    const env = await identityEnv(server);
    const { store } = env.world;
    const member = await env.login('member');
    const org = at(store.find('organization', 'handle', 'acme'), 0);
    const team = await env.req({
      method: 'POST',
      url: '/v7/team',
      token: member,
      body: { name: 'Mine', belongs_to__organization: org.id },
    });
    expect(team.statusCode).toBe(401);
    const rename = await env.req({
      method: 'PATCH',
      url: `/v7/organization(${org.id})`,
      token: member,
      body: { name: 'Hijacked' },
    });
    expect(rename.statusCode).toBe(401);
    expect(store.get('organization', org.id)?.name).toBe('Acme IoT');
  });
});
