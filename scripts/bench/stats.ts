/** Small statistics shared by the benchmark scripts. */

/** The middle value (upper middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('median: there are no values');
  return middle;
}
