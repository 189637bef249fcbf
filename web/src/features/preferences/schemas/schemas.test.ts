import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiKeySchema, changeEmailSchema, changePasswordSchema, sshKeySchema } from './preferences.schema.ts';
import {
  mergeConsentSchema,
  newPasswordSchema,
  profileSchema,
  signupSchema,
  twoFactorTokenSchema,
} from '../../auth/index.ts';
import { at } from '../../../../../tests/present.ts';

/** The first error message of a parse, or null when valid. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : at(r.error.issues, 0).message;
}

const key = `ssh-rsa ${btoa('material')} c`;

describe('form schemas (spec 01 §5)', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    [
      'signup ok',
      signupSchema,
      { email: 'a@b.co', password: '12345678', hasDisabledNewsletter: false, captcha: 'dummy' },
      null,
    ],
    [
      'signup email needs a dot part',
      signupSchema,
      { email: 'a@b', password: '12345678', hasDisabledNewsletter: false, captcha: 'x' },
      'Please enter a valid email address',
    ],
    [
      'signup email no spaces',
      signupSchema,
      { email: 'a b@c.d', password: '12345678', hasDisabledNewsletter: false, captcha: 'x' },
      'Please enter a valid email address',
    ],
    [
      'signup password 7',
      signupSchema,
      { email: 'a@b.co', password: '1234567', hasDisabledNewsletter: false, captcha: 'x' },
      'The password must be between 8 and 64 characters',
    ],
    [
      'signup password 65',
      signupSchema,
      { email: 'a@b.co', password: 'x'.repeat(65), hasDisabledNewsletter: false, captcha: 'x' },
      'The password must be between 8 and 64 characters',
    ],
    [
      'signup password 64',
      signupSchema,
      { email: 'a@b.co', password: 'x'.repeat(64), hasDisabledNewsletter: false, captcha: 'x' },
      null,
    ],
    [
      'signup captcha',
      signupSchema,
      { email: 'a@b.co', password: '12345678', hasDisabledNewsletter: false, captcha: '' },
      'Please complete the captcha',
    ],
    [
      'profile ok, company optional',
      profileSchema,
      { first_name: 'A', last_name: 'B', company: '', account_type: 'personal', has_enabled_newsletter: true },
      null,
    ],
    [
      'profile account type required',
      profileSchema,
      { first_name: 'A', last_name: 'B', company: '', account_type: '', has_enabled_newsletter: true },
      'This field is required',
    ],
    [
      'new password mismatch',
      newPasswordSchema,
      { password: '12345678', confirm: '12345679' },
      "Passwords don't match",
    ],
    ['2fa token length 6', twoFactorTokenSchema, { code: '12345' }, 'The code has 6 digits'],
    [
      'merge needs both boxes',
      mergeConsentSchema,
      { consentMerge: true, consentTerms: false },
      'This field is required',
    ],
    [
      'change password: current needed when set',
      changePasswordSchema(true),
      { currentPassword: '', password: '12345678', confirm: '12345678' },
      'Your password is required',
    ],
    [
      'change password: current not needed when unset',
      changePasswordSchema(false),
      { currentPassword: '', password: '12345678', confirm: '12345678' },
      null,
    ],
    [
      'change password mismatch',
      changePasswordSchema(false),
      { currentPassword: '', password: '12345678', confirm: 'x2345678' },
      "Passwords don't match",
    ],
    ['change email ok', changeEmailSchema, { email: 'n@b.co', password: 'p' }, null],
    ['change email password', changeEmailSchema, { email: 'n@b.co', password: '' }, 'Your password is required'],
    ['ssh title mandatory', sshKeySchema, { title: ' ', public_key: key }, 'The key title is mandatory!'],
    ['ssh key mandatory', sshKeySchema, { title: 't', public_key: '' }, 'The key is mandatory!'],
    ['ssh key type', sshKeySchema, { title: 't', public_key: 'ssh-xyz AAAA' }, 'The key is not a valid public SSH key'],
    ['ssh ok', sshKeySchema, { title: 't', public_key: key }, null],
    ['api key preset', apiKeySchema(() => 0), { name: 'k', description: '', expiry: '30', customDate: '' }, null],
    ['api key never', apiKeySchema(() => 0), { name: 'k', description: '', expiry: 'never', customDate: '' }, null],
    [
      'api key name',
      apiKeySchema(() => 0),
      { name: '', description: '', expiry: '30', customDate: '' },
      'This field is required',
    ],
    [
      'api key custom in past',
      apiKeySchema(() => Date.parse('2030-01-01T00:00')),
      { name: 'k', description: '', expiry: 'custom', customDate: '2029-12-31T23:59' },
      'The expiry date must be in the future',
    ],
    [
      'api key custom future',
      apiKeySchema(() => Date.parse('2030-01-01T00:00')),
      { name: 'k', description: '', expiry: 'custom', customDate: '2030-01-02T00:00' },
      null,
    ],
  ])('%s', (_n, schema, value, expected) => expect(firstError(schema, value)).toBe(expected));
});
