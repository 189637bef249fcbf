/** Loading and progress indicators: Spinner, Skeleton, ProgressBar (native role="progressbar"). */
import { cx } from './cx.ts';
import { t } from '../../lib/i18n.ts';

export interface SpinnerProps {
  size?: 'small' | 'medium';
  /** Accessible text; omit when `decorative`. */
  label?: string;
  /** Inside something already announced as busy (e.g. a pending button). */
  decorative?: boolean;
}

export function Spinner({ size = 'medium', label = t('common.loading'), decorative = false }: SpinnerProps) {
  if (decorative) return <span className={cx('spinner', `spinner-${size}`)} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={cx('spinner', `spinner-${size}`)} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Grey placeholder blocks while content loads; hidden from assistive technology. */
export function Skeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cx('skeleton', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}

export interface ProgressBarProps {
  label: string;
  /** 0..max; undefined means indeterminate. */
  value?: number;
  max?: number;
  /** Shows the percentage next to the label. */
  showValue?: boolean;
}

/** Clamps and rounds a progress value to a percentage 0..100. */
function progressPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.round(Math.min(Math.max(value / max, 0), 1) * 100);
}

export function ProgressBar({ label, value, max = 100, showValue = true }: ProgressBarProps) {
  const pct = value === undefined ? undefined : progressPercent(value, max);
  return (
    <div className="progress">
      <div className="progress-label">
        <span>{label}</span>
        {showValue && pct !== undefined ? <span>{pct}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className={cx('progress-track', pct === undefined && 'progress-indeterminate')}
      >
        <span className="progress-fill" style={pct === undefined ? undefined : { width: `${pct}%` }} />
      </div>
    </div>
  );
}
