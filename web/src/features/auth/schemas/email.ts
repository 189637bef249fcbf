/**
 * Shared field rules of spec 01 §5: e-mail ("non-space text, an at-sign, then a part with a dot")
 * and passwords (8 to 64 characters).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../lib/timing.ts';
import { MSG } from '../messages.ts';

/** Spec 01 §5 "Email". */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const emailField = z.string().trim().min(1, MSG.required).regex(EMAIL_PATTERN, MSG.invalidEmail);
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MSG.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MSG.passwordLength);
export const requiredText = z.string().trim().min(1, MSG.required);
