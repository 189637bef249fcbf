/**
 * The outcome of a form's call: `FormAlert` (a failure, through the spec 01 §8 rules) and `FormSuccess`
 * (a confirmation). Apart from form.tsx, so pages that use them without react-hook-form (the sign-in
 * page) do not load it.
 */
import type { ReactNode } from 'react';
import { errorText } from '../../lib/errors.ts';
import { useConnectivity } from '../../api/connectivity.ts';

/**
 * A failed call's text as an alert: `error` through the spec 01 §8 rules (nothing while offline, the
 * connectivity banner speaks then), or a ready `text`.
 */
export function FormAlert({ error, text }: { error?: unknown; text?: string | null }) {
  const { offline } = useConnectivity();
  const message = text !== undefined ? text : error ? errorText(error, { offline }) : null;
  if (!message || (offline && text === undefined)) return null;
  return (
    <p role="alert" className="form-alert form-alert-danger">
      {message}
    </p>
  );
}

/** A confirmation after a form succeeded. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="form-alert form-alert-success">
      {children}
    </p>
  );
}
