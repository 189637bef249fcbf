/**
 * Rename (spec 02 §5 "Fleet name", "Renaming lists the other names in the organization for checking,
 * and is disabled for classic and legacy applications"): the five rules in order, validated as the
 * user types; submit stays disabled until the name is valid and changed.
 */
import { useMemo } from 'react';
import { z } from 'zod';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { fleetNameMessageFromApi, fleetNameProblem } from '../../../../../shared/fleet-name.ts';
import { errorText, isApiError } from '../../../lib/errors.ts';
import { msg } from '../messages.ts';

export interface RenameFormProps {
  name: string;
  /** The other fleets' names in the organization (the fleet's own name excluded). */
  otherNames: readonly string[];
  type: string;
  disabled: boolean;
  /** Legacy application types cannot be renamed. */
  legacy: boolean;
  onRename: (name: string) => Promise<unknown>;
}

const renameSchema = (otherNames: readonly string[], type: string) =>
  z.object({
    name: z.string().superRefine((name, ctx) => {
      const problem = fleetNameProblem(name, otherNames, type);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });

export function RenameForm({ name, otherNames, type, disabled, legacy, onRename }: RenameFormProps) {
  const schema = useMemo(() => renameSchema(otherNames, type), [otherNames, type]);
  const form = useZodForm(schema, { name }, 'onChange');
  const current = form.watch('name');
  const submit = form.handleSubmit(async (values) => {
    try {
      await onRename(values.name);
    } catch (error) {
      // The API answers in its own words (its length rule, its character check, 409 unique); the field
      // shows the spec's message for them, anything else goes to the form's alert.
      const text = errorText(error);
      const nameText =
        isApiError(error) && text ? fleetNameMessageFromApi(error.status, text, values.name, type) : null;
      if (nameText) form.setError('name', { type: 'server', message: nameText }, { shouldFocus: true });
      else form.setError('root', { type: 'server', message: text ?? '' });
    }
  });
  const locked = disabled || legacy;
  return (
    <form onSubmit={submit} aria-label={msg('rename')} className="setting-block">
      <TextField label={msg('nameLabel')} autoComplete="off" disabled={locked} {...fieldProps(form, 'name')} />
      {legacy ? <p className="muted">{msg('renameLegacy')}</p> : null}
      <FormAlert text={form.formState.errors.root?.message ?? null} />
      <div>
        <Button
          type="submit"
          variant="primary"
          disabled={locked || current === name || !form.formState.isValid || form.formState.isSubmitting}
        >
          {msg('rename')}
        </Button>
      </div>
    </form>
  );
}
