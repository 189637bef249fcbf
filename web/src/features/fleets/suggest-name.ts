/**
 * Suggested names (spec 02 §5): an adjective and a noun, retried up to 500 times while the result
 * clashes (case-insensitive) with an existing name. Returns null when every try clashed.
 */
import { SUGGESTED_NAME_MAX_RETRIES } from './constants.ts';
import { ADJECTIVES, NOUNS } from './suggest-words.ts';

const pick = (list: readonly string[], random: () => number): string =>
  list[Math.floor(random() * list.length) % list.length] ?? '';

export function suggestName(existingNames: readonly string[], random: () => number = Math.random): string | null {
  const taken = new Set(existingNames.map((n) => n.toLowerCase()));
  for (let attempt = 0; attempt < SUGGESTED_NAME_MAX_RETRIES; attempt++) {
    const name = `${pick(ADJECTIVES, random)}-${pick(NOUNS, random)}`;
    if (!taken.has(name)) return name;
  }
  return null;
}
