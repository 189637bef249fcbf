/**
 * Checked indexing into lists. `entry` and `cycle` read fixed catalogues (the seed's device types,
 * OS versions, cities…): an index outside one is a bug, so they throw rather than hand `undefined`
 * on to a row. `only` reads a lookup's answer, where no row or several rows are ordinary outcomes.
 */

/** The entry of `list` at index `i`; throws when there is none. */
export function entry<T>(list: ArrayLike<T>, i: number): T {
  const found = list[i];
  if (found === undefined) throw new RangeError(`No entry ${i} in a list of ${list.length}`);
  return found;
}

/** The entry at `n` counting round `list` (n modulo its length): spreads generated rows over a catalogue. */
export function cycle<T>(list: ArrayLike<T>, n: number): T {
  return entry(list, n % list.length);
}

/** The one entry of a list holding exactly one; undefined when it holds none or several. */
export function only<T>(list: readonly T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}
