/**
 * One zod schema per preferences form, with the spec's messages (spec 01 §5, §9), read from the
 * `preferences.*` and `auth.*` keys of lib/i18n.ts. A form that sends a request body is built over
 * the contract's validator of that body (`bodyForm`).
 */
import { z } from 'zod';
import { bodies, bodyForm } from '../../../api/bodies.ts';
import { MSG as AUTH_MSG } from '../../auth/index.ts';
import { MSG } from '../messages.ts';
import { emailField, newPasswordField } from '../../auth/index.ts';
import { SSH_KEY_PATTERN } from '../ssh-keys.ts';

/**
 * Password change: new password 8–64 with matching confirmation; the current password is required
 * only if one is already set (spec 01 §5 "New password").
 */
export function changePasswordSchema(hasPassword: boolean) {
  return bodyForm(bodies.changePassword, { currentPassword: z.string(), password: newPasswordField })
    .extend({ confirm: z.string() })
    .refine((v) => !hasPassword || v.currentPassword.length > 0, {
      message: MSG.passwordRequired,
      path: ['currentPassword'],
    })
    .refine((v) => v.password === v.confirm, { message: AUTH_MSG.passwordsDontMatch, path: ['confirm'] });
}

/** E-mail change: new e-mail and password required (spec 01 §5). */
export const changeEmailSchema = bodyForm(bodies.changeEmail, {
  email: emailField,
  password: z.string().min(1, MSG.passwordRequired),
});

/** SSH key: title and key mandatory, key of an accepted type (spec 01 §5). */
export const sshKeySchema = bodyForm(bodies.createSshKey, {
  title: z.string().trim().min(1, MSG.keyTitleMandatory),
  public_key: z.string().trim().min(1, MSG.keyMandatory).regex(SSH_KEY_PATTERN, MSG.keyInvalid),
});

/** API key: name and expiry required; custom datetime at least now; never allowed with a warning (spec 01 §5). */
export function apiKeySchema(now: () => number = Date.now) {
  return bodyForm(bodies.createApiKey, {
    name: z.string().trim().min(1, AUTH_MSG.required),
    description: z.string().trim(),
  })
    .extend({
      expiry: z.enum(['1', '7', '30', '90', 'custom', 'never'], { message: AUTH_MSG.required }),
      customDate: z.string(),
    })
    .refine((v) => v.expiry !== 'custom' || (v.customDate !== '' && Date.parse(v.customDate) >= now()), {
      message: MSG.expiryInPast,
      path: ['customDate'],
    });
}
export type ApiKeyValues = z.infer<ReturnType<typeof apiKeySchema>>;

/** API key edit: a name is required, the description may be empty (spec 01 §7 api_key update). */
export const apiKeyEditSchema = bodyForm(bodies.updateApiKey, {
  name: z.string().trim().min(1, AUTH_MSG.required),
  description: z.string().trim(),
});

/** Password-only forms: identity confirmation, disable 2FA, delete account (spec 01 §5). */
export const passwordOnlySchema = bodyForm(bodies.disableTotp, { password: z.string().min(1, MSG.passwordRequired) });

/** Two-factor pairing code: the 6-digit TOTP from the authenticator app. */
export const pairingCodeSchema = bodyForm(bodies.verifyTotp, {
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MSG.pairingCodeInvalid),
});
