/**
 * One zod schema per sign-in form, with the spec's messages (spec 01 §5). A form that sends a
 * request body is built over the contract's validator of that body (`bodyForm`). The login form is
 * checked by login-fields.ts instead (a plain check, so /login does not load zod).
 */
import { z } from 'zod';
import { bodies, bodyForm } from '../../../api/bodies.ts';
import { SSO_IDENTIFIER_MIN_LENGTH, TWO_FACTOR_TOKEN_LENGTH } from '../../../lib/timing.ts';
import { t } from '../../../lib/i18n.ts';
import { MSG } from '../messages.ts';
import { emailField, newPasswordField, requiredText } from './email.ts';

/** Sign-up: email, password (8–64) and captcha response required; newsletter opt-out optional. */
export const signupSchema = bodyForm(bodies.register, { email: emailField, password: newPasswordField }).extend({
  hasDisabledNewsletter: z.boolean(),
  captcha: z.string().min(1, MSG.captchaRequired),
});

/** Profile step: first name, last name and account type required; company optional. */
export const profileSchema = bodyForm(bodies.updateProfile, {
  first_name: requiredText,
  last_name: requiredText,
  company: z.string().trim(),
  account_type: z.enum(bodies.updateProfile.shape.account_type.options, { message: MSG.required }),
}).extend({ has_enabled_newsletter: z.boolean() });
export type ProfileValues = z.infer<typeof profileSchema>;

/** Two-factor login: a 6-character token, or a recovery code. */
export const twoFactorTokenSchema = bodyForm(bodies.verifyTotp, {
  code: z
    .string()
    .trim()
    .length(TWO_FACTOR_TOKEN_LENGTH, t('auth.codeLength', { count: TWO_FACTOR_TOKEN_LENGTH })),
});
export const recoveryCodeSchema = bodyForm(bodies.verifyRecoveryCode, { code: requiredText });

/** Password reset request: email and captcha required. */
export const resetRequestSchema = z.object({ email: emailField, captcha: z.string().min(1, MSG.captchaRequired) });

/** New password with confirmation ("Passwords don't match"). */
export const newPasswordSchema = bodyForm(bodies.resetPassword, { password: newPasswordField })
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: MSG.passwordsDontMatch, path: ['confirm'] });

/** SAML login: ssoIdentifier required (at least 3 characters, spec 01 §9). */
export const samlSchema = z.object({
  ssoIdentifier: requiredText.min(SSO_IDENTIFIER_MIN_LENGTH, t('auth.minLength', { count: SSO_IDENTIFIER_MIN_LENGTH })),
});

/** Merge consent: both boxes required (spec 01 §4, §5). */
export const mergeConsentSchema = z.object({
  consentMerge: z.boolean().refine((v) => v, { message: MSG.required }),
  consentTerms: z.boolean().refine((v) => v, { message: MSG.required }),
});
