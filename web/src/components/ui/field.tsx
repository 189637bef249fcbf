/** Shared field frame: label, control, description and error linked by id (WCAG 1.3.1, 3.3.1). */
import { useId, type ReactNode } from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldFrame({ label, description, errorMessage, optional, className, children }: FieldFrameProps) {
  const id = useId();
  const descId = description ? `${id}-description` : '';
  const errId = errorMessage ? `${id}-error` : '';
  const describedBy = [descId, errId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="muted"> (optional)</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(errorMessage) })}
      {description ? (
        <p id={descId} className="field-description">
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={errId} className="field-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
