/**
 * The create-ticket form (spec 03 §5, §7): the provider's active, portal-visible fields, the
 * organization field always required and prefilled, a comma-separated CC list, attachments of at
 * most 5 MB each. Validation is live once a field was touched or a submit was tried; required-field
 * errors mark the field with an empty message. Submitting uploads each attachment, then files the
 * ticket with the upload tokens; success shows the ticket number. The values live in the form kit
 * (react-hook-form with a zod schema built from the provider's field list).
 */
import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import {
  ORGANIZATION_FIELD_KEY,
  attachmentTooLarge,
  defaultValue,
  invalidCc,
  isRequired,
  missingRequired,
  oversizeFiles,
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

/**
 * The form kit's schema for a field list: an empty message on each missing required field (spec
 * 03 §5 marks them without text) and the invalid CC addresses; `merge` adds the prefilled values.
 */
function ticketSchema(
  all: readonly TicketField[],
  merge: (values: Readonly<Record<string, FieldValue>>) => Record<number, FieldValue>,
) {
  return z.object({ values: z.record(z.string(), z.custom<FieldValue>()), cc: z.string() }).superRefine((v, ctx) => {
    for (const id of missingRequired(all, merge(v.values)))
      ctx.addIssue({ code: 'custom', path: ['values', fieldKey(id)], message: '' });
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
  const merged = merge(form.watch('values'));
  const errors = form.formState.errors;
  const ccError = errors.cc?.message;
  const busy = form.formState.isSubmitting;

  if (ticketId !== null) {
    return (
      <div role="status">
        <p>{fill(MSG.ticketCreated, { id: ticketId })}</p>
        <Button onClick={onDone}>{MSG.done}</Button>
      </div>
    );
  }

  const set = (id: number, v: FieldValue) =>
    form.setValue(`values.${fieldKey(id)}`, v, { shouldValidate: true, shouldTouch: true, shouldDirty: true });

  const pickFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.currentTarget.files ?? []);
    e.currentTarget.value = '';
    const tooBig = oversizeFiles(picked);
    setFileError(tooBig.length ? attachmentTooLarge() : null);
    setFiles((prev) => [...prev, ...picked.filter((f) => !tooBig.includes(f.name))]);
  };

  const onSubmit = form.handleSubmit(async ({ values, cc }) => {
    setError(null);
    try {
      const uploads: string[] = [];
      for (const file of files) uploads.push((await uploadAttachment(orgId, file)).upload.token);
      const result = await submit.mutateAsync(buildSubmission(all, merge(values), cc, uploads));
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
        <input type="file" multiple onChange={pickFiles} aria-describedby="ticket-file-error" />
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
              {f.name} ({(f.size / 1024 / 1024).toFixed(1)} MB){' '}
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
  const label = `${field.title_in_portal}${isRequired(field) ? ' *' : ''}`;
  const common = { 'aria-invalid': invalid || undefined, 'aria-required': isRequired(field) || undefined };
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
    <label className="field">
      <span className="field-label">{label}</span>
      {control}
      {invalid ? <span className="field-error" aria-hidden="true" /> : null}
    </label>
  );
}
