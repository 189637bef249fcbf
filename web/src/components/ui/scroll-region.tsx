/**
 * A box that scrolls its own content sideways (and down, when given a height) instead of widening the
 * page: wide tables and `<pre>` blocks at 390 px. Keyboard users must reach what scrolls (WCAG 2.1.1,
 * axe `scrollable-region-focusable`), so the box is a named, focusable region: Tab reaches it and the
 * arrow keys scroll it.
 */
import type { CSSProperties, ReactNode, Ref } from 'react';
import { cx } from './cx.ts';

export interface ScrollRegionProps {
  /** Accessible name of the region; give this or `labelledBy`. */
  label?: string;
  /** Id of the visible heading or caption that names the region. */
  labelledBy?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
  /** `pre` for a code block that scrolls itself (build logs, compose files). */
  as?: 'div' | 'pre';
  children: ReactNode;
}

export function ScrollRegion({ label, labelledBy, className, style, ref, as = 'div', children }: ScrollRegionProps) {
  const Box = as;
  return (
    <Box
      ref={ref as Ref<HTMLDivElement & HTMLPreElement>}
      role="region"
      tabIndex={0}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={cx('scroll-region', className)}
      style={style}
    >
      {children}
    </Box>
  );
}
