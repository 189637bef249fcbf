/**
 * Ticket form rules (spec 03 §5): the fields shown are the provider's active, portal-visible ones;
 * required are those marked required_in_portal plus the organization field; attachments are at most
 * 5 MB each (errors.support_attachment_exceed_limit, limit 5); the CC field is a comma-separated
 * list of e-mails with spaces removed; private support needs a plan with support access, a set and
 * verified e-mail, and no login-as (spec 03 §6).
 */
import type { TicketField } from '../../../api/support.ts';

const ATTACHMENT_LIMIT_MB = 5;
const ATTACHMENT_LIMIT_BYTES = ATTACHMENT_LIMIT_MB * 1024 * 1024;
export const attachmentTooLarge = (limit: number = ATTACHMENT_LIMIT_MB): string =>
  `The selected file exceeds the maximum size of ${limit}MB`; // spec 03 §5

export const ORGANIZATION_FIELD_KEY = 'organization';

/** The fields the form shows: active, visible and editable in the portal, in the provider's position order. */
export const visibleFields = (fields: readonly TicketField[]): TicketField[] =>
  fields
    .filter((f) => f.active && f.visible_in_portal && f.editable_in_portal)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

export const isRequired = (field: TicketField): boolean =>
  field.required_in_portal || field.key === ORGANIZATION_FIELD_KEY;

/** The files over the limit, by name. */
export const oversizeFiles = (files: readonly { name: string; size: number }[]): string[] =>
  files.filter((f) => f.size > ATTACHMENT_LIMIT_BYTES).map((f) => f.name);

/** The CC input as addresses: commas split, spaces removed, empties dropped. */
export const parseCc = (raw: string): string[] =>
  raw
    .replace(/\s+/g, '')
    .split(',')
    .filter((s) => s !== '');

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const invalidCc = (raw: string): string[] => parseCc(raw).filter((e) => !EMAIL.test(e));

export type FieldValue = string | boolean | string[];

/** A field's default value from the provider (spec 03 §3 "default value"): its default option(s), if any. */
export function defaultValue(field: TicketField): FieldValue | undefined {
  const defaults = (field.custom_field_options ?? field.system_field_options ?? [])
    .filter((o) => o.default === true)
    .map((o) => o.value);
  if (defaults.length === 0) return undefined;
  return field.type === 'multiselect' ? defaults : defaults[0];
}

/** Empty for required-field purposes. */
const isEmpty = (v: FieldValue | undefined): boolean =>
  v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

/** Required fields left empty, by field id. */
export function missingRequired(
  fields: readonly TicketField[],
  values: Readonly<Record<number, FieldValue>>,
): number[] {
  return visibleFields(fields)
    .filter((f) => isRequired(f) && isEmpty(values[f.id]))
    .map((f) => f.id);
}

export function canUsePrivateSupport(input: {
  planAllows: boolean;
  email: string | null;
  isVerified: boolean;
  loggedInAs: boolean;
}): boolean {
  return input.planAllows && !!input.email && input.isVerified && !input.loggedInAs;
}
