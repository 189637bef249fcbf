/**
 * Builds the seed's Faker locale data (mock-server/src/core/seed/catalogue/faker-en.json): the parts of
 * Faker's `en` locale the seed generator reads (people, companies, addresses, phone numbers, words),
 * copied as they are, so the seed draws exactly the same values as with the whole locale while the
 * in-page mock (fleetmock/msw/browser) does not carry the rest of it (animals, music, books, food...:
 * about 200 kB). tests/server/faker-locale.test.ts fails when the file no longer matches the installed
 * Faker, or when the seed reads a part it lacks.
 *
 *   npx tsx scripts/catalogue/extract-faker-locale.ts
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { en } from '@faker-js/faker';

/** The locale categories the seed's Faker calls read (mock-server/src/core/seed/rng.ts lists the calls). */
export const SEED_LOCALE_CATEGORIES = [
  'metadata',
  'person',
  'company',
  'commerce',
  'internet',
  'location',
  'phone_number',
  'word',
] as const;

export const FAKER_LOCALE_FILE = 'mock-server/src/core/seed/catalogue/faker-en.json';

/** The JSON text of the seed's locale data. */
export function seedLocaleText(): string {
  const picked = Object.fromEntries(SEED_LOCALE_CATEGORIES.map((c) => [c, en[c]]));
  return `${JSON.stringify(picked)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(resolve(import.meta.dirname, '../..'), FAKER_LOCALE_FILE);
  writeFileSync(out, seedLocaleText());
  console.log(`wrote ${FAKER_LOCALE_FILE} (${(seedLocaleText().length / 1024).toFixed(0)} kB)`);
}
