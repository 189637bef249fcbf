/**
 * The seed's Faker locale (mock-server/src/core/seed/catalogue/faker-en.json, written by
 * scripts/catalogue/extract-faker-locale.ts) is the part of Faker's `en` the seed reads: the file
 * matches the installed Faker, and every call the seed makes draws the same values from it as from the
 * whole `en` locale, so the trimmed data changes nothing in a seeded world.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Faker, en } from '@faker-js/faker';
import { seededFaker } from '../../mock-server/src/core/seed/rng.ts';
import { FAKER_LOCALE_FILE, seedLocaleText } from '../../scripts/catalogue/extract-faker-locale.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';

const root = resolve(import.meta.dirname, '../..');

/** The Faker calls of the seed (people.ts, orgs.ts, fleets.ts, devices.ts, billing.ts), in one round. */
const seedCalls = (f: Faker): string[] => [
  f.person.firstName(),
  f.person.lastName(),
  f.person.fullName(),
  f.company.name(),
  f.commerce.department(),
  f.internet.username(),
  f.internet.domainName(),
  f.word.adjective({ length: { min: 3, max: 9 } }),
  f.word.noun({ length: { min: 3, max: 9 } }),
  f.location.streetAddress(),
  f.location.city(),
  f.location.state(),
  f.location.zipCode(),
  f.phone.number(),
];

describe("the seed's Faker locale", () => {
  it('is the current extract of the installed Faker (npx tsx scripts/catalogue/extract-faker-locale.ts)', () => {
    expect(readFileSync(join(root, FAKER_LOCALE_FILE), 'utf8')).toBe(seedLocaleText());
  });

  it('draws the same values as the whole en locale for every call the seed makes', () => {
    const epoch = Date.parse(PINNED_EPOCH);
    for (const seed of [1, 42, 2026]) {
      const trimmed = seededFaker(seed, epoch);
      const whole = new Faker({ locale: [en] });
      whole.seed(seed);
      whole.setDefaultRefDate(new Date(epoch));
      for (let round = 0; round < 50; round++) expect(seedCalls(trimmed)).toEqual(seedCalls(whole));
    }
  });
});
