/**
 * Add, edit or override one variable (spec 02 §2, §5): the design-system Form with the variable
 * form schema, validated live. The value editor follows the config schema entry: free text, an
 * integer, a choice, an on/off switch or a PNG file read as a data URL.
 */
import { useId, useMemo, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge, Button, Dialog, Form, FormField, FormSubmit } from '../../../components/ui/index.ts';
import { isOn, switchValue, valueInputOf, type ConfigVarSchemaEntry } from '../domain/value-rules.ts';
import { msg } from '../messages.ts';
import {
  variableFormSchema,
  type VariableFormContext,
  type VariableFormValues,
} from '../schemas/variable-form.schema.ts';
import type { ServiceRef } from '../../../api/variable/keys.ts';

interface StagedInput {
  name: string;
  serviceId: number | null;
  value: string;
}

export interface VariableDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  context: VariableFormContext;
  initial: VariableFormValues;
  /** Services offered (env variables); none: no service selector. */
  services?: readonly ServiceRef[];
  onStage: (input: StagedInput) => void;
  description?: string;
}

function FieldError({ name, id }: { name: string; id: string }) {
  const { formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return message ? (
    <span id={id} className="vars-field-error" role="alert">
      {message}
    </span>
  ) : null;
}

function ServiceSelect({ services, disabled }: { services: readonly ServiceRef[]; disabled: boolean }) {
  const { register, formState, getFieldState } = useFormContext();
  const id = useId();
  const invalid = getFieldState('serviceId', formState).invalid;
  return (
    <div className="vars-field">
      <label htmlFor={`${id}-s`}>{msg('serviceLabel')}</label>
      <select
        id={`${id}-s`}
        {...register('serviceId', { deps: ['name'] })}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-e` : undefined}
      >
        <option value="">{msg('allServices')}</option>
        {services.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
      <FieldError name="serviceId" id={`${id}-e`} />
    </div>
  );
}

function ValueEditor({ entryOf }: { entryOf: (name: string) => ConfigVarSchemaEntry | undefined }) {
  const { register, setValue, formState, getFieldState } = useFormContext<VariableFormValues>();
  const id = useId();
  const name = useWatch<VariableFormValues, 'name'>({ name: 'name' });
  const value = useWatch<VariableFormValues, 'value'>({ name: 'value' });
  const entry = entryOf(name.trim());
  const input = valueInputOf(entry);
  const invalid = getFieldState('value', formState).invalid;
  const described = invalid ? `${id}-e` : undefined;
  const set = (v: string) => setValue('value', v, { shouldValidate: true, shouldDirty: true });
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => set(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(file);
  };
  let control;
  switch (input) {
    case 'switch':
      control = (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={isOn(value)}
            onChange={(e) => set(switchValue(e.target.checked, value, entry))}
          />
          <span>{msg('valueLabel')}</span>
        </label>
      );
      break;
    case 'choice':
      control = (
        <>
          <label htmlFor={`${id}-v`}>{msg('valueLabel')}</label>
          <select
            id={`${id}-v`}
            {...register('value')}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          >
            {value === '' || !entry?.enum?.includes(value) ? <option value={value}>{value}</option> : null}
            {entry?.enum?.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </>
      );
      break;
    case 'file':
      control = (
        <>
          <label htmlFor={`${id}-f`}>{msg('fileLabel')}</label>
          <input
            id={`${id}-f`}
            type="file"
            accept="image/png"
            onChange={onFile}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          />
        </>
      );
      break;
    default:
      control = (
        <>
          <label htmlFor={`${id}-v`}>{msg('valueLabel')}</label>
          <textarea
            id={`${id}-v`}
            {...register('value')}
            inputMode={input === 'integer' ? 'numeric' : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
            rows={2}
          />
        </>
      );
  }
  return (
    <div className="vars-field">
      {control}
      {entry?.description ? <span className="vars-description">{entry.description}</span> : null}
      {entry?.warning ? <span className="vars-description">{entry.warning}</span> : null}
      {entry?.will_reboot ? (
        <p className="vars-reboot" role="note">
          <Badge tone="warning">{msg('willReboot')}</Badge> {msg('willRebootHint')}
        </p>
      ) : null}
      <FieldError name="value" id={`${id}-e`} />
    </div>
  );
}

export function VariableDialog({
  title,
  isOpen,
  onOpenChange,
  context,
  initial,
  services,
  onStage,
  description,
}: VariableDialogProps) {
  const schema = useMemo(() => variableFormSchema(context), [context]);
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {description ? <p className="muted">{description}</p> : null}
      <Form
        schema={schema}
        defaultValues={initial}
        mode="onChange"
        className="vars-form"
        aria-label={title}
        onSubmit={(values) => {
          onStage(values);
          onOpenChange(false);
        }}
      >
        {context.fixedName ? (
          <p>
            <strong>{msg('nameLabel')}:</strong> <code>{initial.name}</code>
          </p>
        ) : (
          <FormField name="name" label={msg('nameLabel')} autoFocus autoComplete="off" />
        )}
        {services ? <ServiceSelect services={services} disabled={context.fixedName} /> : null}
        <ValueEditor entryOf={context.entryOf} />
        <div className="dialog-actions">
          <Button onClick={() => onOpenChange(false)}>{msg('cancel')}</Button>
          <FormSubmit>{msg('save')}</FormSubmit>
        </div>
      </Form>
    </Dialog>
  );
}
