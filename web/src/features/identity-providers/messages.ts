/**
 * Texts of the identity provider pages: the `idp.*` keys of lib/i18n.ts (one table for every
 * string; texts quoted in spec 01 are verbatim and marked there).
 */
import { messages } from '../../lib/i18n.ts';
import { FALLBACK_ERROR_TEXT } from '../../lib/errors.ts';

export const MSG = messages('idp');

/** The API's error keys for identity provider writes (spec 01 §8) and the texts they show. */
const ERROR_KEYS: ReadonlyArray<[string, string]> = [
  ['sso_identifier_contains_invalid_characters', MSG.ssoInvalid],
  ['invalid_certificate_format', MSG.invalidCertificate],
  ['failed_to_parse_saml_metadata', MSG.metadataUnparsable],
  ['invalid_url', MSG.invalidUrl],
  ['unique', MSG.ssoTaken],
  // A removal the API refuses because SAML accounts still reference the provider.
  ['referenced by saml_account', MSG.removeBlockedAccounts],
];

/**
 * The text of a known error key inside an error's text (the output of `errorText`), unknown_error when
 * the failure carried no message at all (`errorText` fell back), or undefined to use the generic rules.
 */
export function idpErrorText(text: string | null): string | undefined {
  if (!text) return undefined;
  if (text === FALLBACK_ERROR_TEXT) return MSG.unknownError;
  return ERROR_KEYS.find(([key]) => text.includes(key))?.[1];
}

/** Fills `{name}` placeholders (the dashboard's one `fill`). */
export { fill } from '../../lib/i18n.ts';
