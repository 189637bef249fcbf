/**
 * Device metric bars (spec 02 §2 "metric bars", §9 "Metric bar colours: success up to 60 percent,
 * warning above 60 up to 80, error above 80"; size units base 1000, 1024 for device memory).
 */
import { METRIC_ERROR_ABOVE_PCT, METRIC_WARNING_ABOVE_PCT } from '../constants.ts';

export type MetricLevel = 'success' | 'warning' | 'error';

/** Colour level of a percentage. */
export function metricLevel(percent: number): MetricLevel {
  if (percent > METRIC_ERROR_ABOVE_PCT) return 'error';
  if (percent > METRIC_WARNING_ABOVE_PCT) return 'warning';
  return 'success';
}

/** used / total as a percentage 0..100 (one decimal dropped), or null when not computable. */
export function usagePercent(used: number | null | undefined, total: number | null | undefined): number | null {
  if (
    typeof used !== 'number' ||
    typeof total !== 'number' ||
    !Number.isFinite(used) ||
    !Number.isFinite(total) ||
    total <= 0
  )
    return null;
  return Math.round(Math.min(Math.max(used / total, 0), 1) * 100);
}

const MB = 1_000_000;
const MIB = 1024 * 1024;

/** Device memory is reported in MiB and shown with base 1024. */
export const memoryBytes = (mib: number): number => mib * MIB;
/** Device storage is reported in MB and shown with base 1000. */
export const storageBytes = (mb: number): number => mb * MB;
