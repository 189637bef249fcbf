/**
 * The one form kit (one zod schema per form, with the spec's exact messages),
 * on react-hook-form + zodResolver:
 * - `<Form schema onSubmit defaultValues>` owns the form: fields bind by name with `FormField`,
 *   `FormCheckbox` and `FormSubmit`; a rejected `onSubmit` shows its error text above the buttons.
 * - Forms that drive several calls themselves create the same form with `useZodForm(schema, defaults)`
 *   and spread `fieldProps(form, name)` onto `TextField`/`PasswordField`/`Checkbox`; a failed call's
 *   text shows through `FormAlert`, a confirmation through `FormSuccess` (form-alert.tsx: they do not
 *   need react-hook-form, so a page that only shows a call's outcome does not load it).
 * - A form that sends a contract request body builds its schema with `bodyForm` (`api/bodies.ts`)
 *   over the generated validator of that body, so a contract change breaks the form at compile time.
 * Error texts follow spec 01 §8 (nothing while offline).
 */
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, type ButtonVariant } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { PasswordField, TextField } from './text-field.tsx';
import { errorText } from '../../lib/errors.ts';
import { useConnectivity } from '../../api/connectivity.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

export interface FormProps<S extends Schema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => void | Promise<void>;
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  className?: string;
  /** Accessible name when the form has no visible heading of its own. */
  'aria-label'?: string;
  /** When validation runs (default: on submit, then on change). */
  mode?: 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';
}

const ROOT_ERROR = 'root.server' as const;

type ValidationMode = NonNullable<FormProps<Schema>['mode']>;

/** A react-hook-form instance validated by a zod schema: the values in are the schema's input, out its output. */
export function useZodForm<S extends Schema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  mode: ValidationMode = 'onSubmit',
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues, mode });
}

/** Registration and error message of one field, spread onto `TextField`, `PasswordField` or `Checkbox`. */
export function fieldProps<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...form.register(name), errorMessage: typeof message === 'string' ? message : undefined };
}

export function Form<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  mode = 'onSubmit',
  ...aria
}: FormProps<S>) {
  const form = useZodForm(schema, defaultValues, mode);
  const { offline } = useConnectivity();
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(ROOT_ERROR);
    try {
      await onSubmit(values, form);
    } catch (error) {
      const text = errorText(error, { offline });
      if (text) form.setError(ROOT_ERROR, { type: 'server', message: text });
    }
  });
  return (
    <FormProvider {...form}>
      <form className={className ?? 'form'} noValidate onSubmit={(e) => void submit(e)} aria-label={aria['aria-label']}>
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
}

/** The message of a field's error, if any (nested names with dots work). */
function useFieldError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return typeof message === 'string' ? message : undefined;
}

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'search' | 'tel';
  description?: ReactNode;
  optional?: boolean;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'url';
  maxLength?: number;
}

/** A text or password input bound to the surrounding Form by name. */
export function FormField({ name, type = 'text', ...props }: FormFieldProps) {
  const { register } = useFormContext();
  const errorMessage = useFieldError(name);
  const registration = register(name);
  if (type === 'password') return <PasswordField {...props} {...registration} errorMessage={errorMessage} />;
  return <TextField type={type} {...props} {...registration} errorMessage={errorMessage} />;
}

/** A checkbox bound to a boolean field of the surrounding Form. */
export function FormCheckbox({
  name,
  children,
  description,
  disabled,
}: {
  name: string;
  children: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const { register } = useFormContext();
  const errorMessage = useFieldError(name);
  return (
    <Checkbox {...register(name)} description={description} errorMessage={errorMessage} disabled={disabled}>
      {children}
    </Checkbox>
  );
}

/** The error of the last rejected submit, as an alert. */
function FormError() {
  const message = useFieldError(ROOT_ERROR);
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Submit button: pending while the submit runs; shows the submit error above itself. */
export function FormSubmit({
  children,
  variant = 'primary',
  disabled,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}) {
  const { formState } = useFormContext();
  return (
    <>
      <FormError />
      <Button type="submit" variant={variant} pending={formState.isSubmitting} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
