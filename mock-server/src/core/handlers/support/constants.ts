/**
 * Limits and texts of the mock support API (Zendesk proxy; spec 03 §5, §8, §9). Texts not given by
 * the spec are the mock's own (see x-unconfirmed in openapi/paths/support.yaml).
 */

/** Attachments: at most 5 MB each (spec 03 §5, §9), of the accepted types; shared with the dashboard. */
export {
  ATTACHMENT_LIMIT_BYTES,
  ATTACHMENT_LIMIT_MB,
  attachmentProblem,
  attachmentTooLargeText,
  attachmentTypeText,
} from '../../../../../shared/support-attachment.ts';
/** Zendesk accepts at most 48 CCs per ticket. */
export const MAX_CCS = 48;
/** The dashboard's message key for an oversize attachment (spec 03 §5). */
export const ATTACHMENT_TOO_LARGE_CODE = 'errors.support_attachment_exceed_limit';

export const FILE_REQUIRED = 'A file is required';
export const requiredField = (title: string): string => `Field "${title}" is required`;
export const invalidCc = (email: string): string => `Invalid CC e-mail address: ${email}`;
export const tooManyCcs = (max: number): string => `At most ${max} CC e-mail addresses are allowed`;
export const unknownUpload = (token: string): string => `Unknown upload token: ${token}`;
export const unknownField = (id: number): string => `Unknown ticket field: ${id}`;
export const invalidOption = (title: string, value: string): string => `Invalid value for "${title}": ${value}`;
export const NO_PRIVATE_SUPPORT = "Private support is not included in the organization's plan";
export const EMAIL_NOT_VERIFIED = 'A verified e-mail address is required for private support';
export const IMPERSONATING = 'Private support is not available while logged in as another user';
export const NO_PORTAL_ORGANIZATION =
  'The support portal needs membership of an organization whose plan includes private support';
