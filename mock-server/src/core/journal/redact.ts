/**
 * Secrets never reach the journal unless the mock was started to keep them (`--journal-secrets`):
 * passwords and codes in bodies (`/login_`, sign-up, 2FA, password changes), tokens and API keys
 * in bodies and in the query (`?apikey=`, `?token=`), and reset codes and verification or invitation
 * tokens in paths, each replaced by REDACTED. The journal
 * records no request headers, so `Authorization` never appears in it; answers are redacted by
 * response.ts (secret-named keys, JWTs, credential-issuing operations, cookie headers).
 */
import { operations, type OperationInfo } from '../../../../generated/operations.gen.ts';

export const REDACTED = '[redacted]';

/**
 * Operations whose successful answer is itself a credential (session tokens, API keys, the TOTP
 * setup secret, recovery codes, OAuth codes): the journal redacts the whole body. Derived from the
 * contract, where those answers' schemas carry `x-credential` (generated/operations.gen.ts), so an
 * operation added with such an answer is covered without editing a list here.
 */
export const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set(
  operations.filter((o: OperationInfo) => o.credential === true).map((o) => o.operationId),
);

/** Body keys and query parameters whose values are secrets (case-insensitive, `_`/`-` ignored). */
const SECRET_NAME =
  /^(?:password|currentpassword|newpassword|oldpassword|passwordconfirm|code|token|refreshtoken|accesstoken|apikey|key|secret|clientsecret|authorization|jwt|samlresponse|recoverycode|captcha|gresponse|grecaptcharesponse)$/;
/** Whether a body key, query parameter or JSON key names a secret. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name.toLowerCase().replace(/[-_]/g, ''));
const isSecret = isSecretName;

/** A copy of a decoded JSON body with secret values replaced; nesting past `maxDepth` is cut. */
export function redactBody(value: unknown, maxDepth = 64): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (maxDepth <= 0) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactBody(v, maxDepth - 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = isSecret(k) && v !== null && v !== undefined ? REDACTED : redactBody(v, maxDepth - 1);
  return out;
}

/** The raw query with secret parameters' values replaced (other parameters kept byte for byte). */
export function redactQuery(rawQuery: string): string {
  if (rawQuery === '' || !/(?:^|&)[^=&]*(?:key|token|password|secret|code)/i.test(rawQuery)) return rawQuery;
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
      return isSecret(name) ? `${pair.slice(0, eq)}=${encodeURIComponent(REDACTED)}` : pair;
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
