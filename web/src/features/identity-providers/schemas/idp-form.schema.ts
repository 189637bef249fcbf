/**
 * The add / edit identity provider form (spec 01 §5 "Identity provider"): sso_identifier at least 3
 * characters of lowercase letters, digits, underscores and hyphens; entry_point a valid URL; issuer
 * and certificate required, the certificate in PEM format ('invalid certificate format'); when
 * adding, an organization is required. Output: trimmed fields with the certificate re-wrapped at 64
 * columns between its begin and end lines.
 */
import { z } from 'zod';
import { SSO_IDENTIFIER_MIN_LENGTH } from '../../../lib/timing.ts';
import { certificateBody, SSO_IDENTIFIER_PATTERN, wrapCertificate } from '../domain/idp-rules.ts';
import { MSG } from '../messages.ts';

const isUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const fields = {
  sso_identifier: z
    .string()
    .trim()
    .min(1, MSG.ssoRequired)
    .min(SSO_IDENTIFIER_MIN_LENGTH, MSG.ssoTooShort)
    .regex(SSO_IDENTIFIER_PATTERN, MSG.ssoInvalid),
  entry_point: z.string().trim().min(1, MSG.invalidUrl).refine(isUrl, MSG.invalidUrl),
  issuer: z.string().trim().min(1, MSG.issuerRequired),
  certificate: z
    .string()
    .trim()
    .min(1, MSG.certificateRequired)
    .refine((c) => certificateBody(c) !== null, MSG.invalidCertificate)
    .transform((c) => wrapCertificate(certificateBody(c) ?? '')),
};

/** Editing: the provider's own fields. */
export const idpEditSchema = z.object(fields);

/** Adding: the fields plus the organization the provider is for (a select value, '' for none). */
export const idpAddSchema = z.object({
  ...fields,
  organizationId: z
    .string()
    .min(1, MSG.orgRequired)
    .transform((v) => Number(v)),
});

export type IdpEditValues = z.input<typeof idpEditSchema>;
export type IdpAddValues = z.input<typeof idpAddSchema>;

/** All four provider fields are filled (spec 01 §4: add is enabled only then). */
export const allRequiredFilled = (v: Partial<IdpEditValues>): boolean =>
  [v.sso_identifier, v.entry_point, v.issuer, v.certificate].every((x) => typeof x === 'string' && x.trim() !== '');
