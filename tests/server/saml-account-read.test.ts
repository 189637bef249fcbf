/**
 * Who reads SAML accounts (spec 01 §5 "Removing an identity provider is blocked while it has SAML
 * accounts", §7 members' SAML account count and sort): the account's owner, and administrators of an
 * organization that trusts the generating provider or has the user as a member. Others see none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { at } from '../present.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);

const json = async (url: string, token: string): Promise<unknown> => {
  const res = await s.req({ url, token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('saml_account reads', () => {
  it('an organization administrator counts the accounts of a provider and sees them on the members', async () => {
    const owner = await s.login('owner');
    const { d: idps } = (await json(
      `/v7/identity_provider?$select=id&$filter=sso_identifier eq 'acme-sso'`,
      owner,
    )) as {
      d: Array<{ id: number }>;
    };
    const count = await json(
      `/v7/saml_account/$count?$filter=was_generated_by__identity_provider eq ${at(idps, 0).id}`,
      owner,
    );
    expect(count).toEqual({ d: 3 });
    const { d: members } = (await json(
      `/v7/organization_membership?$select=id&$filter=is_member_of__organization/handle eq 'acme'&$expand=user($select=username;$expand=owns__saml_account/$count)`,
      owner,
    )) as { d: Array<{ user: Array<{ username: string; owns__saml_account: number }> }> };
    const withSaml = members.flatMap((m) => m.user).filter((u) => u.owns__saml_account > 0);
    expect(withSaml.map((u) => u.username).sort()).toEqual(['saml_alice', 'saml_bob', 'saml_carol']);
  });

  it('a fleet developer who administers no organization reads none', async () => {
    const developer = await s.login('developer');
    expect(await json('/v7/saml_account/$count', developer)).toEqual({ d: 0 });
  });
});
