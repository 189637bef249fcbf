/**
 * One link component: internal paths go through react-router; `external` links open in a new tab
 * with `rel="noopener noreferrer"` and say so to screen readers.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cx } from './cx.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path (client-side navigation) or absolute URL with `external`. */
  to: string;
  external?: boolean;
  /** Styled as a button. */
  button?: boolean;
  children: ReactNode;
}

export function Link({ to, external = false, button = false, className, children, ...rest }: LinkProps) {
  const classes = cx(button ? 'button button-secondary' : 'link', className);
  if (external) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <RouterLink to={to} className={classes} {...rest}>
      {children}
    </RouterLink>
  );
}
