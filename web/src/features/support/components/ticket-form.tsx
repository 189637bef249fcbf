/**
 * The create-ticket form (spec 03 §5, §7): the provider's active, portal-visible fields, the
 * organization field always required and prefilled, a comma-separated CC list, attachments of at
 * most 5 MB each; subject and description no longer than the contract allows (said in words).
 * Validation is live once a field was touched or a submit was tried; required-field errors mark the
 * field with an empty message. Files of a type not accepted are refused when picked. Submitting
 * uploads each attachment, then files the ticket with the upload tokens of those that uploaded; a
 * failed upload is logged and left out, and success shows the ticket number and names the files
 * left out. The values live in the form kit (react-hook-form with a zod schema built from the
 * provider's field list).
 */
import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TEXT_LIMITS } from '../../../api/bodies.ts';
import {
  ticketFieldsQuery,
  uploadAttachment,
  useSubmitTicket,
  type TicketField,
  type TicketSubmission,
} from '../../../api/support.ts';
import { z } from 'zod';
import { Button, FormAlert, Skeleton, useZodForm } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatSize } from '../../../lib/format.ts';
import {
  ORGANIZATION_FIELD_KEY,
  ATTACHMENT_ACCEPT,
  checkAttachments,
  defaultValue,
  invalidCc,
  isRequired,
  missingRequired,
  parseCc,
  visibleFields,
  type FieldValue,
} from '../domain/ticket-rules.ts';
import { MSG, fill } from '../messages.ts';

const SYSTEM_KEYS: Record<string, 'subject' | 'priority' | 'type'> = {
  subject: 'subject',
  priority: 'priority',
  tickettype: 'type',
};

const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
const TICKET_TYPES = ['question', 'incident', 'problem', 'task'] as const;

function optionsOf(field: TicketField) {
  return field.custom_field_options ?? field.system_field_options ?? [];
}

/** The submission body from the field values (system fields by type, the rest as custom fields). */
export function buildSubmission(
  fields: readonly TicketField[],
  values: Readonly<Record<number, FieldValue>>,
  cc: string,
  uploads: string[],
): TicketSubmission {
  const body: TicketSubmission = { comment: { body: '', uploads } };
  const custom: NonNullable<TicketSubmission['custom_fields']> = [];
  for (const f of visibleFields(fields)) {
    const v = values[f.id];
    if (v === undefined || v === '') continue;
    if (f.type === 'description') body.comment.body = String(v);
    else if (f.type === 'subject') body.subject = String(v);
    else if (f.type === 'priority') body.priority = PRIORITIES.find((p) => p === v);
    else if (f.type === 'tickettype') body.type = TICKET_TYPES.find((t) => t === v);
    else if (!(f.type in SYSTEM_KEYS)) custom.push({ id: f.id, value: v });
  }
  const ccs = parseCc(cc);
  if (ccs.length) body.email_ccs = ccs.map((user_email) => ({ user_email }));
  if (custom.length) body.custom_fields = custom;
  return body;
}

/** Form values: the fields the user set (`f<id>`, so ids are not read as array indexes) and the CC list. */
interface TicketFormValues {
  values: Record<string, FieldValue>;
  cc: string;
}

const fieldKey = (id: number) => `f${id}`;

/** The contract's length limits of the system fields that carry text (the mock refuses longer ones). */
const TEXT_LIMIT_OF: Readonly<Record<string, number>> = {
  subject: TEXT_LIMITS.ticketSubject,
  description: TEXT_LIMITS.ticketBody,
};

/** The message for a text longer than its field's limit, or null. */
function tooLongText(field: TicketField, value: FieldValue | undefined): string | null {
  const max = TEXT_LIMIT_OF[field.type];
  if (max === undefined || typeof value !== 'string' || value.length <= max) return null;
  return fill(MSG.tooLong, { field: field.title_in_portal, max, count: value.length });
}

/**
 * The form kit's schema for a field list: an empty message on each missing required field (spec
 * 03 §5 marks them without text) and the invalid CC addresses; `merge` adds the prefilled values.
 */
export function ticketSchema(
  all: readonly TicketField[],
  merge: (values: Readonly<Record<string, FieldValue>>) => Record<number, FieldValue>,
) {
  return z.object({ values: z.record(z.string(), z.custom<FieldValue>()), cc: z.string() }).superRefine((v, ctx) => {
    const merged = merge(v.values);
    for (const id of missingRequired(all, merged))
      ctx.addIssue({ code: 'custom', path: ['values', fieldKey(id)], message: '' });
    for (const f of visibleFields(all)) {
      const message = tooLongText(f, merged[f.id]);
      if (message) ctx.addIssue({ code: 'custom', path: ['values', fieldKey(f.id)], message });
    }
    const badCc = invalidCc(v.cc);
    if (badCc.length)
      ctx.addIssue({ code: 'custom', path: ['cc'], message: fill(MSG.invalidCc, { emails: badCc.join(', ') }) });
  });
}

export function TicketForm({ orgId, orgHandle, onDone }: { orgId: number; orgHandle: string; onDone: () => void }) {
  const fields = useQuery(ticketFieldsQuery(orgId));
  if (fields.isPending) return <Skeleton />;
  if (fields.isError) {
    return (
      <div>
        <FormAlert text={MSG.somethingWrong} />
        <Button onClick={onDone}>{MSG.goBack}</Button>
      </div>
    );
  }
  return <TicketFormBody orgId={orgId} orgHandle={orgHandle} all={fields.data} onDone={onDone} />;
}

function TicketFormBody({
  orgId,
  orgHandle,
  all,
  onDone,
}: {
  orgId: number;
  orgHandle: string;
  all: readonly TicketField[];
  onDone: () => void;
}) {
  const submit = useSubmitTicket(orgId);
  const shown = visibleFields(all);
  const orgField = shown.find((f) => f.key === ORGANIZATION_FIELD_KEY);
  // Untouched fields hold the provider's default option, the organization field the organization's handle.
  const merge = (values: Readonly<Record<string, FieldValue>>): Record<number, FieldValue> => {
    const merged: Record<number, FieldValue> = {};
    for (const f of shown) {
      const v = values[fieldKey(f.id)] ?? (f === orgField ? orgHandle : defaultValue(f));
      if (v !== undefined) merged[f.id] = v;
    }
    return merged;
  };
  // Validation is live on each change (a touched field, the CC list) and covers every field on submit.
  const form = useZodForm(ticketSchema(all, merge), { values: {}, cc: '' } satisfies TicketFormValues, 'onChange');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ticketId, setTicketId] = useState<number | null>(null);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const merged = merge(form.watch('values'));
  const errors = form.formState.errors;
  const ccError = errors.cc?.message;
  const busy = form.formState.isSubmitting;

  if (ticketId !== null) {
    return (
      <div role="status">
        <p>{fill(MSG.ticketCreated, { id: ticketId })}</p>
        {leftOut.length ? (
          <p data-testid="not-attached">{fill(MSG.notAttached, { files: leftOut.join(', ') })}</p>
        ) : null}
        <Button onClick={onDone}>{MSG.done}</Button>
      </div>
    );
  }

  const set = (id: number, v: FieldValue) =>
    form.setValue(`values.${fieldKey(id)}`, v, { shouldValidate: true, shouldTouch: true, shouldDirty: true });

  const pickFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    const { accepted, errors: problems } = checkAttachments(picked);
    setFileError(problems.length ? problems.join('. ') : null);
    setFiles((prev) => [...prev, ...accepted]);
  };

  const onSubmit = form.handleSubmit(async ({ values, cc }) => {
    setError(null);
    try {
      // A file the provider refuses is logged and left out; the ticket goes with the rest (spec 03 §8
      // "invalid attachments are only logged"), and the confirmation names what was left out.
      const uploads: string[] = [];
      const failed: string[] = [];
      for (const file of files) {
        try {
          uploads.push((await uploadAttachment(orgId, file)).upload.token);
        } catch (e) {
          console.warn(`Support attachment ${file.name} was not uploaded`, e);
          failed.push(`${file.name} (${errorText(e) ?? MSG.uploadFailed})`);
        }
      }
      const result = await submit.mutateAsync(buildSubmission(all, merge(values), cc, uploads));
      setLeftOut(failed);
      setTicketId(result.ticket.id);
    } catch (e) {
      setError(errorText(e) ?? MSG.submitFailed);
    }
  });

  return (
    <form className="ticket-form" aria-label={MSG.createTicket} noValidate onSubmit={(e) => void onSubmit(e)}>
      {shown.map((f) => (
        <TicketFieldInput
          key={f.id}
          field={f}
          value={merged[f.id]}
          invalid={errors.values?.[fieldKey(f.id)] !== undefined}
          onChange={(v) => set(f.id, v)}
        />
      ))}
      <label className="field">
        <span className="field-label">{MSG.cc}</span>
        <input
          className="input"
          {...form.register('cc')}
          aria-invalid={ccError ? true : undefined}
          aria-describedby="ticket-cc-error"
        />
        {ccError ? (
          <span id="ticket-cc-error" className="field-error">
            {ccError}
          </span>
        ) : null}
      </label>
      <label className="field">
        <span className="field-label">{MSG.attachments}</span>
        <input
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          onChange={pickFiles}
          aria-describedby="ticket-file-error"
        />
      </label>
      {fileError ? (
        <p id="ticket-file-error" role="alert" className="field-error">
          {fileError}
        </p>
      ) : null}
      {files.length ? (
        <ul className="attachment-list" aria-label={MSG.attachments}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name} ({formatSize(f.size, 1024)}){' '}
              <Button
                variant="ghost"
                aria-label={fill(MSG.removeFile, { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <FormAlert text={error} /> : null}
      <div className="dialog-actions">
        <Button onClick={onDone}>{MSG.cancel}</Button>
        <Button variant="primary" type="submit" pending={busy} disabled={busy}>
          {MSG.submit}
        </Button>
      </div>
    </form>
  );
}

function TicketFieldInput({
  field,
  value,
  invalid,
  onChange,
}: {
  field: TicketField;
  value: FieldValue | undefined;
  invalid: boolean;
  onChange: (v: FieldValue) => void;
}) {
  // A missing required field is marked without text (spec 03 §5); a text over its limit says so, live.
  const tooLong = tooLongText(field, value);
  const errorId = `ticket-field-${field.id}-error`;
  const label = `${field.title_in_portal}${isRequired(field) ? ' *' : ''}`;
  const common = {
    'aria-invalid': invalid || tooLong !== null || undefined,
    'aria-required': isRequired(field) || undefined,
    'aria-describedby': tooLong ? errorId : undefined,
  };
  const options = optionsOf(field);
  if (field.type === 'checkbox') {
    return (
      <label className="checkbox">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          {...common}
        />{' '}
        {label}
      </label>
    );
  }
  let control;
  if (field.type === 'description' || field.type === 'textarea') {
    control = (
      <textarea
        className="input"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...common}
      />
    );
  } else if (field.type === 'multiselect') {
    const selected = Array.isArray(value) ? value : [];
    control = (
      <select
        className="input"
        multiple
        value={selected}
        onChange={(e) => onChange(Array.from(e.currentTarget.selectedOptions, (o) => o.value))}
        {...common}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    );
  } else if (options.length > 0) {
    control = (
      <select
        className="input"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...common}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        className="input"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...common}
      />
    );
  }
  return (
    <>
      <label className="field">
        <span className="field-label">{label}</span>
        {control}
        {invalid && !tooLong ? <span className="field-error" aria-hidden="true" /> : null}
      </label>
      {tooLong ? (
        <p id={errorId} className="field-error" role="alert">
          {tooLong}
        </p>
      ) : null}
    </>
  );
}
