import { describe, expect, it } from 'vitest';
import { REDACTED, SECRET_NAME_ENDINGS, isSecretName, redactSecretFields } from './secret-names.ts';

/** Names sent by the API's clients whose values are secrets. */
const SECRET = [
  'password',
  'currentPassword',
  'newPassword',
  'old_password',
  'newpassword',
  'password_confirm',
  'passwordConfirmation',
  'code',
  'twoFactorCode',
  'recovery_codes',
  'recoveryCode',
  'verification_code',
  'token',
  'verificationToken',
  'invitation_token',
  'refresh_token',
  'accesstoken',
  'mixpanelToken',
  'secret',
  'client_secret',
  'clientSecret',
  'totpSecret',
  'jwt',
  'authorization',
  'key',
  'apikey',
  'api_key',
  'apiKey',
  'X-API-Key',
  'private_key',
  'wifiKey',
  'g-recaptcha-response',
  'gresponse',
  'SAMLResponse',
  'captcha',
  'otp',
  'number',
  'card_number',
  'cardNumber',
  'cvc',
  'cvv',
  'iban',
  'account_number',
  'routing_number',
];
/** Names whose values are labels, flags or public data: kept (the journal and `verify` read them). */
const KEPT = [
  'device_name',
  'username',
  'email',
  'postal_code',
  'country_code',
  'decline_code',
  'statusCode',
  'planCode',
  'billing_code',
  'billing_account_code',
  'discount_code',
  'signupCodeRequired',
  'has_password_set',
  'token_type',
  'token_id',
  'tag_key',
  'asset_key',
  'public_key',
  'stripePublicKey',
  'user_public_key',
  'provisioningKeyName',
  'vat_number',
  'invoice_number',
  'PartNumber',
  'partNumber',
  'exp_month',
  'type',
  'barcode',
  'response',
];

describe('isSecretName', () => {
  it.each(SECRET)('%s is a secret', (name) => expect(isSecretName(name)).toBe(true));
  it.each(KEPT)('%s is not', (name) => expect(isSecretName(name)).toBe(false));

  it('every secret name ends with a word of SECRET_NAME_ENDINGS (the scanners look for those first)', () => {
    const ending = new RegExp(`(?:${SECRET_NAME_ENDINGS})$`, 'i');
    for (const name of SECRET) expect(ending.test(name), name).toBe(true);
  });
});

describe('redactSecretFields', () => {
  it('replaces secret values at any depth, keeps null and everything else', () => {
    const body = {
      client_secret: 'seti_1_secret_x',
      payment_method_data: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, cvc: '123' },
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Ada', address: { postal_code: '12345' } },
      },
      list: [{ token: 't' }, { token: null }],
    };
    expect(redactSecretFields(body)).toEqual({
      client_secret: REDACTED,
      payment_method_data: {
        type: 'card',
        card: { number: REDACTED, exp_month: 12, cvc: REDACTED },
        sepa_debit: { iban: REDACTED },
        billing_details: { name: 'Ada', address: { postal_code: '12345' } },
      },
      list: [{ token: REDACTED }, { token: null }],
    });
    expect(redactSecretFields({ a: { b: { c: 1 } } }, 2)).toEqual({ a: { b: REDACTED } });
  });
});
