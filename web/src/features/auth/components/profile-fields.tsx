/** The profile form's fields, shared by /signup/profile and /preferences/profile (spec 01 §5 "Profile"). */
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { profileSchema } from '../schemas/auth.schema.ts';
import { Checkbox, TextField, fieldProps } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

type ProfileForm = UseFormReturn<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>;

export function ProfileFields({ form }: { form: ProfileForm }) {
  const id = useId();
  const accountError = form.formState.errors.account_type?.message;
  return (
    <>
      <TextField label={MSG.firstName} autoComplete="given-name" {...fieldProps(form, 'first_name')} />
      <TextField label={MSG.lastName} autoComplete="family-name" {...fieldProps(form, 'last_name')} />
      <TextField label={MSG.company} autoComplete="organization" {...fieldProps(form, 'company')} />
      <fieldset className="field" aria-describedby={accountError ? `${id}-e` : undefined}>
        <legend>{MSG.accountType}</legend>
        <label>
          <input type="radio" value="personal" {...form.register('account_type')} /> {MSG.personal}
        </label>
        <label>
          <input type="radio" value="professional" {...form.register('account_type')} /> {MSG.professional}
        </label>
        {accountError ? (
          <p id={`${id}-e`} className="field-error">
            {accountError}
          </p>
        ) : null}
      </fieldset>
      <Checkbox {...fieldProps(form, 'has_enabled_newsletter')}>{MSG.newsletter}</Checkbox>
    </>
  );
}
