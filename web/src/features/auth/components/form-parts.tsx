/**
 * The sign-in and preferences forms' building blocks: one zod schema per form through
 * react-hook-form + zodResolver, labelled inputs with their error linked by aria-describedby, and the
 * error alert that follows the spec's text rules (nothing while offline). This is the single adapter
 * point onto the design system's `<Form>`/`TextField` (web-platform) once it lands.
 */
import { useId, type ReactNode, type InputHTMLAttributes } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorText } from '../../../lib/errors.ts';
import { useConnectivity } from '../../../lib/connectivity/index.ts';

/** A react-hook-form instance validated by a zod schema (issue 6 item 7: "one zod schema per form"). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit' });
}

/** Registration + error message of one field, for `<Field {...bind(form, 'email')} />`. */
export function bind<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) {
  const err = form.formState.errors[name];
  return { registration: form.register(name), error: typeof err?.message === 'string' ? err.message : undefined };
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  description?: ReactNode;
}

export function Field({ label, registration, error, description, type = 'text', ...rest }: FieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-d` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} {...registration} />
      {description ? <p id={`${id}-d`} className="field-description">{description}</p> : null}
      {error ? <p id={`${id}-e`} className="field-error">{error}</p> : null}
    </div>
  );
}

export function CheckField({ label, registration, error }: { label: ReactNode; registration: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} {...registration} />
      <label htmlFor={id}>{label}</label>
      {error ? <p id={`${id}-e`} className="field-error">{error}</p> : null}
    </div>
  );
}

/** A failed call's text per spec 01 §8 (none while offline, none for `skip`). */
export function ErrorAlert({ error, text }: { error?: unknown; text?: string | null }) {
  const { offline } = useConnectivity();
  const message = text !== undefined ? text : error ? errorText(error, { offline }) : null;
  if (!message || (offline && text === undefined)) return null;
  return (
    <p role="alert" className="form-alert form-alert-danger">
      {message}
    </p>
  );
}

export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="form-alert form-alert-success">
      {children}
    </p>
  );
}

export function Submit({ children, pending, disabled, title }: { children: ReactNode; pending?: boolean; disabled?: boolean; title?: string }) {
  return (
    <button type="submit" className="button button-primary" disabled={pending || disabled} aria-busy={pending || undefined} title={title}>
      {children}
    </button>
  );
}
