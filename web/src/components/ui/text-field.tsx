/** Text inputs with label, description and error message (native `<input>`; README.md explains why). */
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame } from './field.tsx';
import { t } from '../../lib/i18n.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  description,
  errorMessage,
  optional,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      optional={optional}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className="input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A password input with a show/hide toggle (the toggle is a real button with a pressed state). A secret
 * that is not a password (a token, a key) names itself in the toggle through `showLabel`/`hideLabel`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  optional,
  className,
  autoComplete = 'current-password',
  showLabel,
  hideLabel,
  ...input
}: Omit<TextFieldProps, 'type'> & { showLabel?: string; hideLabel?: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      optional={optional}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <div className="input-group">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className="input"
            autoComplete={autoComplete}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="button button-ghost input-addon"
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? (hideLabel ?? t('password.hide')) : (showLabel ?? t('password.show'))}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
