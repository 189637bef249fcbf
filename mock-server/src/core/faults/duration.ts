/**
 * Durations in rules and scenarios ("at: 0s, 10s, …"): an integer number of
 * milliseconds, or a string of number+unit parts such as `500ms`, `10s`, `1h30m`, `36h`, `2d`.
 */

type Unit = 'ms' | 's' | 'm' | 'h' | 'd';
const UNIT_MS: Readonly<Record<Unit, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** The accepted string form (mirrored by `Duration` in openapi/components/mock-admin.yaml). */
export const DURATION_PATTERN = /^(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/;
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/g;

const isUnit = (u: string | undefined): u is Unit => u !== undefined && Object.hasOwn(UNIT_MS, u);

/** Milliseconds of a duration; undefined when the text is not a duration. */
export function parseDuration(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (!DURATION_PATTERN.test(text)) return undefined;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(PART)) {
    // DURATION_PATTERN has checked every part: each has an amount and a unit.
    if (!isUnit(unit)) return undefined;
    total += Number(amount) * UNIT_MS[unit];
  }
  return Math.round(total);
}

/** Formats ms as the shortest exact duration string (`90000` → `1m30s`), for listings. */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0s';
  let left = ms;
  let out = '';
  for (const unit of ['d', 'h', 'm', 's', 'ms'] as const) {
    const n = Math.floor(left / UNIT_MS[unit]);
    if (n > 0) {
      out += `${n}${unit}`;
      left -= n * UNIT_MS[unit];
    }
  }
  return out;
}
