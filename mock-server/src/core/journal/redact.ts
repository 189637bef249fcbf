/**
 * Secrets never reach the journal unless the mock was started to keep them (`--journal-secrets`):
 * values of secret-named fields in bodies and the query (passwords, codes, tokens, API keys, card and
 * bank numbers: the rule of shared/secret-names.ts, which the control panel applies too), and reset
 * codes and verification or invitation tokens in paths, each replaced by REDACTED. The journal
 * records no request headers, so `Authorization` never appears in it; answers are redacted by
 * response.ts (secret-named keys, JWTs, credential-issuing operations, cookie headers).
 */
import { operations, type OperationInfo } from '../../../../generated/operations.gen.ts';
import { REDACTED, SECRET_NAME_ENDINGS, isSecretName, redactSecretFields } from '../../../../shared/secret-names.ts';

export { REDACTED };

/**
 * Operations whose successful answer is itself a credential (session tokens, API keys, the TOTP
 * setup secret, recovery codes, OAuth codes): the journal redacts the whole body. Derived from the
 * contract, where those answers' schemas carry `x-credential` (generated/operations.gen.ts), so an
 * operation added with such an answer is covered without editing a list here.
 */
export const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set(
  operations.filter((o: OperationInfo) => o.credential === true).map((o) => o.operationId),
);

/** Whether a body key, query parameter or JSON key names a secret (shared/secret-names.ts). */
export { isSecretName };

/** A copy of a decoded JSON body with secret values replaced; nesting past `maxDepth` is cut. */
export function redactBody(value: unknown, maxDepth = 64): unknown {
  return redactSecretFields(value, maxDepth);
}

/** A query that may name a secret parameter: one of the words secret names end with, anywhere in a name. */
const MAYBE_SECRET_PARAM = new RegExp(`(?:^|&)[^=&]*(?:${SECRET_NAME_ENDINGS})`, 'i');

/** The raw query with secret parameters' values replaced (other parameters kept byte for byte). */
export function redactQuery(rawQuery: string): string {
  if (rawQuery === '' || !MAYBE_SECRET_PARAM.test(rawQuery)) return rawQuery;
  return rawQuery
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // keep the raw name
      }
      return isSecretName(name) ? `${pair.slice(0, eq)}=${encodeURIComponent(REDACTED)}` : pair;
    })
    .join('&');
}

/**
 * Paths that carry a secret in a segment: the dashboard's reset page `/user/reset-password/{code}`
 * (the request `POST /user/reset-password/{email}` carries an address, kept), the verify-email page
 * `/user/verify-email/{token}/{email}` and invitation links `/{user,org}/v1/invitation/{token}`.
 */
const SECRET_PATH =
  /^(\/user\/reset-password\/)(?![^/]*(?:@|%40))([^/]+)|^(\/user\/verify-email\/)([^/]+)|^(\/(?:user|org)\/v1\/invitation\/)([^/]+)/i;

/** The path with a secret segment (reset code, verification or invitation token) replaced. */
export function redactPath(path: string): string {
  const m = SECRET_PATH.exec(path);
  if (!m) return path;
  const prefix = m[1] ?? m[3] ?? m[5];
  return `${prefix}${REDACTED}${path.slice(m[0].length)}`;
}
