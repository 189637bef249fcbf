/**
 * Checked reads for tests. With indexing checked (`noUncheckedIndexedAccess`), `rows[0]` is `T | undefined`;
 * these return the `T` and throw when it is missing, so a missing row fails the test with a message that
 * names what was absent instead of a later "cannot read properties of undefined" (or, worse, passing because
 * `undefined` happened to match). Used by the Vitest suites, the web tests and the Playwright specs.
 */

/** The element at `index` of `list` (a negative index counts from the end, as `Array.prototype.at` does). */
export function at<T>(list: ArrayLike<T>, index: number, what = 'the list'): T {
  const i = index < 0 ? list.length + index : index;
  const value = i >= 0 && i < list.length ? list[i] : undefined;
  if (value === undefined) {
    throw new Error(`expected an element at index ${index} of ${what} (length ${list.length})`);
  }
  return value;
}

/** The first element of `list`. */
export function first<T>(list: ArrayLike<T>, what = 'the list'): T {
  return at(list, 0, what);
}

/** The last element of `list`. */
export function last<T>(list: ArrayLike<T>, what = 'the list'): T {
  return at(list, -1, what);
}

/** The one element of `list`, which must have exactly one. */
export function only<T>(list: ArrayLike<T>, what = 'the list'): T {
  if (list.length !== 1) throw new Error(`expected exactly one element in ${what}, got ${list.length}`);
  return at(list, 0, what);
}

/** `value`, which must not be `undefined` (a regular expression's group, a record's entry, a found element). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what} to be present`);
  return value;
}

/** The entry `key` of `record`, which must have one. */
export function entry<V>(record: Readonly<Record<string, V>>, key: string, what = 'the record'): V {
  const value = record[key];
  if (value === undefined) {
    throw new Error(`expected an entry "${key}" in ${what} (keys: ${Object.keys(record).join(', ') || 'none'})`);
  }
  return value;
}
