/**
 * Buttons on the native `<button>`: it is already keyboard reachable and announced correctly, and it
 * keeps the /login bundle small (README.md). Variants map to theme tokens.
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './feedback.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'secondary',
  pending = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('button', `button-${variant}`, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending ? <Spinner size="small" decorative /> : null}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Accessible name (required: the button shows only an icon). */
  label: string;
  icon: ReactNode;
}

/** A square button with an icon and an accessible name. */
export function IconButton({ label, icon, className, variant = 'ghost', ...rest }: IconButtonProps) {
  return (
    <Button aria-label={label} title={label} variant={variant} className={cx('icon-button', className)} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
