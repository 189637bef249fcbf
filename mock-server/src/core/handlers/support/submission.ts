/**
 * Checks a ticket submission (POST /zendesk/v1/:orgId/submit-ticket; spec 03 §5, §7): required
 * fields (the provider's plus the organization field), tagger/multiselect values among the
 * options, a valid CC list (spaces removed, at most 48), and upload tokens from upload-attachment.
 */
import {
  MAX_CCS,
  invalidCc,
  invalidOption,
  requiredField,
  tooManyCcs,
  unknownField,
  unknownUpload,
} from './constants.ts';
import { TICKET_FIELDS, isPortalField, isRequired, type TicketField } from './ticket-fields.ts';

/** Spec 01 §5 e-mail rule (non-space, at-sign, a part with a dot). */
const EMAIL = /^\S+@\S+\.\S+$/;

type Raw = Record<string, unknown>;

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === false ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The submitted value of a field: system fields by type, custom fields from `custom_fields`. */
function valueOf(f: TicketField, body: Raw): unknown {
  switch (f.type) {
    case 'subject':
      return body.subject;
    case 'description':
      return (body.comment as Raw | undefined)?.body;
    case 'priority':
      return body.priority;
    case 'tickettype':
      return body.type;
    default: {
      const list = Array.isArray(body.custom_fields) ? (body.custom_fields as Raw[]) : [];
      return list.find((c) => c && c.id === f.id)?.value;
    }
  }
}

/** First CC problem, checked before the schema so the message names the address. */
export function ccProblem(body: Raw): string | undefined {
  if (!Array.isArray(body.email_ccs)) return undefined;
  if (body.email_ccs.length > MAX_CCS) return tooManyCcs(MAX_CCS);
  for (const cc of body.email_ccs as unknown[]) {
    const email = cc && typeof cc === 'object' ? (cc as Raw).user_email : cc;
    const cleaned = typeof email === 'string' ? email.replace(/\s+/g, '') : '';
    if (!EMAIL.test(cleaned)) return invalidCc(String(email ?? ''));
  }
  return undefined;
}

/** First required-field or option problem of a submission. */
export function fieldProblem(body: Raw): string | undefined {
  for (const f of TICKET_FIELDS)
    if (isRequired(f) && isEmpty(valueOf(f, body))) return requiredField(f.title_in_portal);
  const custom = Array.isArray(body.custom_fields) ? (body.custom_fields as Raw[]) : [];
  for (const c of custom) {
    const f = TICKET_FIELDS.find((x) => x.id === c?.id && isPortalField(x));
    if (!f) return unknownField(Number(c?.id));
    const options = f.custom_field_options?.map((o) => o.value);
    if (!options || isEmpty(c.value)) continue;
    const values = Array.isArray(c.value) ? c.value.map(String) : [String(c.value)];
    const bad = values.find((v) => !options.includes(v));
    if (bad !== undefined) return invalidOption(f.title_in_portal, bad);
  }
  return undefined;
}

/** First upload token that upload-attachment did not issue for this organization. */
export function uploadProblem(tokens: readonly string[], known: (token: string) => boolean): string | undefined {
  const bad = tokens.find((t) => !known(t));
  return bad === undefined ? undefined : unknownUpload(bad);
}
