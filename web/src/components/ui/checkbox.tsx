/** Checkbox on the native input (label wraps it, so the whole text is clickable). */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ children, description, errorMessage, className, ...input }: CheckboxProps) {
  const id = useId();
  const describedBy =
    [description ? `${id}-d` : '', errorMessage ? `${id}-e` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('field field-check', className)}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <label htmlFor={id}>{children}</label>
      {description ? (
        <p id={`${id}-d`} className="field-description">
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={`${id}-e`} className="field-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
