/**
 * Which field names hold secrets: the one rule the mock's request journal (which redacts them) and the
 * control panel's "copy as curl" (which redacts them again) both apply. A name is split into words
 * (`twoFactorCode` → two factor code, `invitation_token`, `g-recaptcha-response`) and judged by its
 * last word and the word before it:
 * - passwords, passphrases, secrets, tokens, JWTs, authorization values, captcha answers, one-time
 *   passwords, card security codes (`cvc`, `cvv`) and IBANs, whatever comes before (`currentPassword`,
 *   `client_secret`, `verificationToken`, `mixpanelToken`);
 * - codes (`code`, `twoFactorCode`, `recovery_codes`), except a code that names a kind of thing
 *   rather than proving anything (`postal_code`, `country_code`, `decline_code`, `statusCode`,
 *   `planCode`, `discount_code`, `billing_account_code`…);
 * - keys that open something (`key`, `api_key`, `apiKey`, `private_key`, `wifiKey`), not a public key
 *   or a key that names a row (`public_key`, `tag_key`, `asset_key`);
 * - card and bank numbers (`number` alone, as in a card, `card_number`, `account_number`,
 *   `routing_number`), not invoice, VAT or part numbers.
 * A name whose last word is a flag or a label (`has_password_set`, `signupCodeRequired`,
 * `token_type`) is not a secret. Matching ignores case and `_`/`-`/`.` separators.
 */

export const REDACTED = '[redacted]';

/** Last words that make any name a secret. */
const SECRET_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwords',
  'passwd',
  'passphrase',
  'secret',
  'secrets',
  'token',
  'tokens',
  'jwt',
  'authorization',
  'captcha',
  'otp',
  'totp',
  'cvc',
  'cvc2',
  'cvv',
  'iban',
]);
/** Words before `code` that make it a label, not a secret. */
const LABEL_CODE_QUALIFIERS: ReadonlySet<string> = new Set([
  'postal',
  'zip',
  'post',
  'country',
  'currency',
  'language',
  'lang',
  'locale',
  'region',
  'state',
  'area',
  'dial',
  'iso',
  'status',
  'error',
  'decline',
  'http',
  'exit',
  'reason',
  'response',
  'billing',
  'account',
  'plan',
  'discount',
  'coupon',
  'promo',
  'tax',
  'product',
  'item',
  'color',
  'source',
]);
/** Words before `key` that make it a credential. */
const SECRET_KEY_QUALIFIERS: ReadonlySet<string> = new Set([
  'api',
  'private',
  'secret',
  'access',
  'session',
  'signing',
  'encryption',
  'auth',
  'wifi',
  'totp',
  'setup',
  'recovery',
  'license',
  'provisioning',
  'device',
]);
/** Words before `number` that make it a card or bank number. */
const SECRET_NUMBER_QUALIFIERS: ReadonlySet<string> = new Set(['card', 'account', 'routing', 'iban']);
/** Whole names (words joined, lower case) that are secrets although their last word alone is not. */
const SECRET_JOINED: ReadonlySet<string> = new Set([
  'code',
  'codes',
  'key',
  'keys',
  'number',
  'apikey',
  'privatekey',
  'secretkey',
  'accesskey',
  'wifikey',
  'cardnumber',
  'accountnumber',
  'routingnumber',
  'samlresponse',
  'gresponse',
  'grecaptcharesponse',
  'recaptcharesponse',
  'hcaptcharesponse',
  'captcharesponse',
  'passwordconfirm',
  'passwordconfirmation',
  'recoverycode',
  'recoverycodes',
  'twofactorcode',
  'verificationcode',
  'authcode',
  'resetcode',
  'logincode',
]);

/**
 * The words a name may end with when it is a secret (case-insensitive), for scanners that look at
 * text before deciding to parse it: every name `isSecretName` accepts ends with one of these.
 */
export const SECRET_NAME_ENDINGS =
  'passw(?:or)?ds?|passphrase|secrets?|tokens?|jwt|authorization|captcha|t?otp|cv[cv]2?|iban|codes?|keys?|number|response|confirm(?:ation)?';
const ENDS_LIKE_SECRET = new RegExp(`(?:${SECRET_NAME_ENDINGS})$`, 'i');

/** The lower-case words of a name: camelCase, snake_case, kebab-case and dotted names alike. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

function judge(name: string): boolean {
  const words = wordsOf(name);
  const joined = words.join('');
  if (SECRET_JOINED.has(joined)) return true;
  const last = words.at(-1);
  if (last === undefined) return false;
  if (SECRET_WORDS.has(last)) return true;
  // `newpassword`, `refreshtoken`, `clientsecret`: words run together.
  if (words.length === 1 && /(?:password|passphrase|secret|token)s?$/.test(last)) return true;
  const before = words.at(-2);
  if (before === undefined) return false;
  if (last === 'code' || last === 'codes') return !LABEL_CODE_QUALIFIERS.has(before);
  if (last === 'key' || last === 'keys') return SECRET_KEY_QUALIFIERS.has(before);
  if (last === 'number') return SECRET_NUMBER_QUALIFIERS.has(before);
  if (last === 'response') return /captcha$|^saml$/.test(before);
  if (last === 'confirm' || last === 'confirmation') return before === 'password';
  return false;
}

/** Names seen so far and the verdict (bodies repeat the same few keys). */
const verdicts = new Map<string, boolean>();
const VERDICTS_MAX = 4096;
/** Longer names are judged each time rather than kept. */
const VERDICT_NAME_MAX = 128;

/** Whether a body key, query parameter or JSON key names a secret (see the module comment). */
export function isSecretName(name: string): boolean {
  if (!ENDS_LIKE_SECRET.test(name)) return false;
  let verdict = verdicts.get(name);
  if (verdict === undefined) {
    verdict = judge(name);
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    if (name.length <= VERDICT_NAME_MAX) verdicts.set(name, verdict);
  }
  return verdict;
}

/**
 * A copy of a decoded JSON value with the values of secret-named keys replaced by REDACTED (null and
 * undefined kept, so "not sent" stays visible); nesting past `maxDepth` is cut to REDACTED.
 */
export function redactSecretFields(value: unknown, maxDepth = 64): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (maxDepth <= 0) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactSecretFields(v, maxDepth - 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = isSecretName(k) && v !== null && v !== undefined ? REDACTED : redactSecretFields(v, maxDepth - 1);
  return out;
}
