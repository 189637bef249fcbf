/**
 * The mock identity provider's sign-in page (spec 01 §4 "SAML login"): the SAML accounts of the
 * provider as radio choices, or any other e-mail address (a new user is provisioned just in time,
 * an existing non-SAML account is offered the merge). It submits back to GET /auth/saml/{sso}
 * with `SAMLResponse`, standing in for the assertion a real IdP would post.
 */
import type { CoreResponse } from '../../http.ts';
import type { Row } from '../../model/data-source.ts';
import { errorNote, escapeHtml, hidden, htmlPage } from './html.ts';

export interface IdpPageInput {
  ssoIdentifier: string;
  /** Dashboard origin to return to ('' = the mock's own origin). */
  relayState: string;
  accounts: readonly Row[];
  error?: string;
  status?: number;
}

function accountChoice(account: Row, index: number): string {
  const email = String(account.remote_id);
  const id = `account-${index}`;
  return `<label for="${id}"><input type="radio" id="${id}" name="account" value="${escapeHtml(email)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(email)}</label>`;
}

/** Renders the IdP page for one identity provider. */
export function idpPage(input: IdpPageInput): CoreResponse {
  const action = `/auth/saml/${encodeURIComponent(input.ssoIdentifier)}`;
  const choices = input.accounts.map(accountChoice).join('');
  const other =
    `<label for="account-other"><input type="radio" id="account-other" name="account" value=""${input.accounts.length ? '' : ' checked'}> Another account</label>` +
    `<label for="other-email">E-mail address of another account</label>` +
    `<input type="email" id="other-email" name="email" autocomplete="email">`;
  const body =
    `<p>Mock identity provider <strong>${escapeHtml(input.ssoIdentifier)}</strong>: choose the account to sign in with.</p>` +
    errorNote(input.error) +
    `<form method="get" action="${escapeHtml(action)}">` +
    hidden('SAMLResponse', 'mock') +
    hidden('RelayState', input.relayState) +
    `<fieldset><legend>Account</legend>${choices}${other}</fieldset>` +
    `<button type="submit">Sign in</button>` +
    `<button type="submit" name="cancel" value="1">Cancel</button>` +
    `</form>`;
  return htmlPage(input.status ?? 200, `Sign in to ${input.ssoIdentifier}`, body);
}
