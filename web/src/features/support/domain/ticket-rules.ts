/**
 * Ticket form rules (spec 03 §5): the fields shown are the provider's active, portal-visible ones;
 * required are those marked required_in_portal plus the organization field; attachments are at most
 * 5 MB each (errors.support_attachment_exceed_limit, limit 5) and of an accepted type
 * (shared/support-attachment.ts); the CC field is a comma-separated
 * list of e-mails with spaces removed; private support needs a plan with support access, a set and
 * verified e-mail, and no login-as (spec 03 §6).
 */
import type { TicketField } from '../../../api/support.ts';

import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  attachmentTooLargeText,
  attachmentTypeText,
} from '../../../../../shared/support-attachment.ts';

export { ATTACHMENT_ACCEPT };

export const ORGANIZATION_FIELD_KEY = 'organization';

/** The fields the form shows: active, visible and editable in the portal, in the provider's position order. */
export const visibleFields = (fields: readonly TicketField[]): TicketField[] =>
  fields
    .filter((f) => f.active && f.visible_in_portal && f.editable_in_portal)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

export const isRequired = (field: TicketField): boolean =>
  field.required_in_portal || field.key === ORGANIZATION_FIELD_KEY;

/**
 * Splits picked files into those that can be attached and the messages for the others: a type not
 * accepted names the file and the accepted types; a file over 5 MB gets the spec's text (spec 03 §5).
 */
export function checkAttachments<F extends { name: string; size: number }>(
  files: readonly F[],
): { accepted: F[]; errors: string[] } {
  const accepted: F[] = [];
  const errors = new Set<string>();
  for (const f of files) {
    const problem = attachmentProblem(f);
    if (problem === null) accepted.push(f);
    else errors.add(problem === 'type' ? attachmentTypeText(f.name) : attachmentTooLargeText());
  }
  return { accepted, errors: [...errors] };
}

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
export const isEmpty = (v: FieldValue | undefined): boolean =>
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
