/**
 * GET /auth/saml/{ssoIdentifier} (spec 01 §2, §7 "manual redirect then browser navigation"): one
 * operation playing both sides of the browser leg of a SAML login.
 * - no SAML parameter: 302 to the mock IdP page (`?SAMLRequest=…&RelayState=<dashboard origin>`);
 * - `SAMLRequest`: the IdP page (HTML);
 * - `SAMLResponse` (the page's form): 302 to the dashboard's /saml/callback/signon with a one-time
 *   `code` (and `shouldMergeWith` when a non-SAML user owns the e-mail), or with `error` on cancel.
 * Unknown identifier: 404 JSON string `saml_unknown_sso_identifier` (spec 01 §8).
 */
import { jsonError, type CoreRequest, type CoreResponse } from '../../http.ts';
import type { World } from '../../world.ts';
import type { Row } from '../../model/data-source.ts';
import { credentialsByEmail } from '../../store/private.ts';
import { EMAIL_PATTERN } from '../resources/hooks/invitee.ts';
import { issueCode } from './codes.ts';
import { DASHBOARD_SAML_CALLBACK, ONE_TIME_CODE_LENGTH, SAML_ERRORS } from './constants.ts';
import { randomAlnum } from './random.ts';
import { httpOrigin, redirect, startOrigin, withQuery } from './redirect.ts';
import { idpPage } from './saml-idp-page.ts';
import { localPart } from '../../email-address.ts';

/** The identity provider with this SSO identifier (identifiers are lower-case, spec 01 §5). */
function findIdentityProvider(world: World, ssoIdentifier: string): Row | undefined {
  return world.store.find('identity_provider', 'sso_identifier', ssoIdentifier.trim().toLowerCase())[0];
}

/** SAML accounts a provider generated, by remote id. */
const samlAccountsOf = (world: World, idpId: number): Row[] =>
  world.store
    .find('saml_account', 'was_generated_by__identity_provider', idpId)
    .slice()
    .sort((a, b) => String(a.remote_id).localeCompare(String(b.remote_id)));

/** The SAML account of a provider for an e-mail (remote ids compared case-insensitively). */
export function samlAccountFor(world: World, idpId: number, email: string): Row | undefined {
  const want = email.toLowerCase();
  return samlAccountsOf(world, idpId).find((a) => String(a.remote_id).toLowerCase() === want);
}

function respond(world: World, idp: Row, query: URLSearchParams): CoreResponse {
  const sso = String(idp.sso_identifier);
  const relay = httpOrigin(query.get('RelayState'));
  if (query.has('cancel')) return redirect(withQuery(relay, DASHBOARD_SAML_CALLBACK, { error: SAML_ERRORS.loginFail }));
  const email = (query.get('account') || query.get('email') || '').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    return idpPage({
      ssoIdentifier: sso,
      relayState: relay,
      accounts: samlAccountsOf(world, idp.id),
      error: 'Choose an account or enter a valid e-mail address.',
      status: 400,
    });
  }
  const account = samlAccountFor(world, idp.id, email);
  const displayName = account?.display_name ? String(account.display_name) : localPart(email);
  const code = issueCode(world, { kind: 'saml', idpId: idp.id, ssoIdentifier: sso, email, displayName });
  const shouldMergeWith = !account && credentialsByEmail(world.store.priv, email) ? email : undefined;
  return redirect(withQuery(relay, DASHBOARD_SAML_CALLBACK, { code, shouldMergeWith }));
}

/** Handles GET /auth/saml/{ssoIdentifier} in a world. */
export function startSaml(world: World, req: CoreRequest, ssoIdentifier: string, query: URLSearchParams): CoreResponse {
  const idp = findIdentityProvider(world, ssoIdentifier);
  if (!idp) return jsonError(404, SAML_ERRORS.unknownSso);
  if (query.has('SAMLResponse')) return respond(world, idp, query);
  const sso = String(idp.sso_identifier);
  if (query.has('SAMLRequest')) {
    return idpPage({
      ssoIdentifier: sso,
      relayState: httpOrigin(query.get('RelayState')),
      accounts: samlAccountsOf(world, idp.id),
    });
  }
  const request = randomAlnum(ONE_TIME_CODE_LENGTH);
  return redirect(
    withQuery('', `/auth/saml/${encodeURIComponent(sso)}`, { SAMLRequest: request, RelayState: startOrigin(req) }),
  );
}
