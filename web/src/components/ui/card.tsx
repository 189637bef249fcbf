/** Surfaces and page structure: Card, PageHeader, EmptyState. */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Card({ title, level = 2, actions, className, children }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={cx('card', className)}>
      {title || actions ? (
        <header className="card-header">
          {title ? <Heading className="card-title">{title}</Heading> : null}
          {actions ? <div className="card-actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}

/** The page's h1 with optional description and actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {description ? <p className="muted">{description}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}

export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon ? (
        <div className="empty-state-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="empty-state-title">{title}</p>
      {description ? <p className="muted">{description}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}
