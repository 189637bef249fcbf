/**
 * POST /auth/saml/finalize {code, jwt?} → 200 {token} (spec 01 §4 "SAML login", §5 "SAML merge",
 * §7, §8). The code names the provider and the e-mail the IdP asserted:
 * - a SAML account of that provider with this remote id → its user's token (with `jwt`, the session
 *   must be that user, else `saml_login_fail_account_mismatch`);
 * - no SAML account, a user with that e-mail exists → without `jwt`: `saml_login_fail_require_login`
 *   (the code stays valid for the merge page); with `jwt` of that user: the SAML account is linked
 *   to it; with `jwt` of another e-mail: `saml_login_fail_email_mismatch`;
 * - nobody has the e-mail → a new password-less user is provisioned with the provider's
 *   organization and team memberships.
 * Unknown, used or expired code: 400 `saml_login_fail`. Errors are JSON strings.
 */
import { json, jsonError, type CoreResponse } from '../../http.ts';
import type { World } from '../../world.ts';
import { credentialsByEmail, type Credentials } from '../../store/private.ts';
import { insert } from '../../store/write.ts';
import { issueToken } from '../../auth/login.ts';
import { zFinalizeSamlLoginBody } from '../../../../../generated/zod/zod.gen.ts';
import { dropCode, readCode, type CodeGrant } from './codes.ts';
import { SAML_ERRORS } from './constants.ts';
import { samlAccountFor } from './saml-start.ts';
import { grantIdpMemberships, provisionUser, sessionCredentials } from './users.ts';
import { BODY_REQUIRED, validateBody } from '../../validate-body.ts';

type SamlGrant = Extract<CodeGrant, { kind: 'saml' }>;

async function tokenFor(world: World, creds: Credentials): Promise<CoreResponse> {
  return json(200, { token: await issueToken(world, creds) });
}

function linkAccount(world: World, grant: SamlGrant, userId: number): void {
  insert(
    world.store,
    'saml_account',
    {
      belongs_to__user: userId,
      was_generated_by__identity_provider: grant.idpId,
      remote_id: grant.email,
      display_name: grant.displayName,
    },
    { trusted: true },
  );
  grantIdpMemberships(world.store, userId, grant.idpId);
}

async function finish(world: World, grant: SamlGrant, merger: Credentials | undefined): Promise<CoreResponse> {
  const { priv } = world.store;
  const account = samlAccountFor(world, grant.idpId, grant.email);
  if (account) {
    const owner = priv.credentials.get(Number(account.belongs_to__user));
    if (!owner) return jsonError(400, SAML_ERRORS.loginFail);
    if (merger && merger.userId !== owner.userId) return jsonError(400, SAML_ERRORS.accountMismatch);
    return tokenFor(world, owner);
  }
  if (merger) {
    if ((merger.email ?? '').toLowerCase() !== grant.email) return jsonError(400, SAML_ERRORS.emailMismatch);
    linkAccount(world, grant, merger.userId);
    return tokenFor(world, merger);
  }
  if (credentialsByEmail(priv, grant.email)) return jsonError(400, SAML_ERRORS.requireLogin);
  const created = provisionUser(world, grant.email, grant.displayName);
  linkAccount(world, grant, created.userId);
  return tokenFor(world, created);
}

/** Handles a finalize body in a world. */
export async function finalizeSaml(world: World, body: unknown): Promise<CoreResponse> {
  const parsed = validateBody(zFinalizeSamlLoginBody, body, { absentMessage: BODY_REQUIRED });
  if (!parsed.ok) return parsed.response;
  const { code, jwt } = parsed.value;
  const grant = readCode(world, code, 'saml');
  if (!grant || !world.store.get('identity_provider', grant.idpId)) return jsonError(400, SAML_ERRORS.loginFail);
  let merger: Credentials | undefined;
  if (jwt !== undefined) {
    merger = await sessionCredentials(world, jwt);
    if (!merger) return jsonError(400, SAML_ERRORS.requireLogin);
  }
  const res = await finish(world, grant, merger);
  const waitsForMerge = res.status === 400 && res.body.kind === 'json' && res.body.value === SAML_ERRORS.requireLogin;
  if (!waitsForMerge) dropCode(world, code);
  return res;
}
