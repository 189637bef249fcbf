/** The profile form's fields, shared by /signup/profile and /preferences/profile (spec 01 §5 "Profile"). */
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckField, Field, bind } from './form-parts.tsx';
import type { z } from 'zod';
import type { profileSchema } from '../schemas/auth.schema.ts';

type ProfileForm = UseFormReturn<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>;

export function ProfileFields({ form }: { form: ProfileForm }) {
  const id = useId();
  const accountError = form.formState.errors.account_type?.message;
  return (
    <>
      <Field label="First name" autoComplete="given-name" {...bind(form, 'first_name')} />
      <Field label="Last name" autoComplete="family-name" {...bind(form, 'last_name')} />
      <Field label="Company (optional)" autoComplete="organization" {...bind(form, 'company')} />
      <fieldset className="field" aria-describedby={accountError ? `${id}-e` : undefined}>
        <legend>Account type</legend>
        <label><input type="radio" value="personal" {...form.register('account_type')} /> Personal</label>
        <label><input type="radio" value="professional" {...form.register('account_type')} /> Professional</label>
        {accountError ? <p id={`${id}-e`} className="field-error">{accountError}</p> : null}
      </fieldset>
      <CheckField label="Send me the newsletter" {...bind(form, 'has_enabled_newsletter')} />
    </>
  );
}
