/** Small labels: Badge (status tone) and TagChip (key/value tag, optionally removable). */
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={cx('badge', `badge-${tone}`, className)}>{children}</span>;
}

export interface TagChipProps {
  tagKey: string;
  value?: string | null;
  /** Shows a remove button named "Remove tag {key}". */
  onRemove?: () => void;
}

export function TagChip({ tagKey, value, onRemove }: TagChipProps) {
  return (
    <span className="tag-chip">
      <span className="tag-chip-key">{tagKey}</span>
      {value ? <span className="tag-chip-value">{value}</span> : null}
      {onRemove ? (
        <button type="button" className="tag-chip-remove" aria-label={`Remove tag ${tagKey}`} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </span>
  );
}
