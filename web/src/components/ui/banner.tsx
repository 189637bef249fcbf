/**
 * Page-wide banner (danger | warning | info | success) with an optional action. Danger and warning
 * banners are announced as alerts, the others as status.
 */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BannerKind = 'danger' | 'warning' | 'info' | 'success';

export interface BannerProps {
  kind: BannerKind;
  children: ReactNode;
  /** A button or link after the text. */
  action?: ReactNode;
  className?: string;
}

export function Banner({ kind, children, action, className }: BannerProps) {
  return (
    <div
      className={cx('banner', `banner-${kind}`, className)}
      role={kind === 'danger' || kind === 'warning' ? 'alert' : 'status'}
    >
      <span className="banner-text">{children}</span>
      {action ? <span className="banner-action">{action}</span> : null}
    </div>
  );
}
