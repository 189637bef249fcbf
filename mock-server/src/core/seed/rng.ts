/**
 * Seeded randomness for the seed: a Faker instance (text, names) and a fast mulberry32 PRNG for
 * bulk numeric choices. Never Math.random, never Date.now: Faker's reference date is the seed epoch.
 */
import type { Faker, LocaleDefinition } from '@faker-js/faker';
// The Faker class from the `base` locale's entry, not the package's: the package's entry loads every
// locale (60+ modules, about half a second of the packed command's start on a busy machine).
import { faker as baseFaker } from '@faker-js/faker/locale/base';
// The parts of Faker's `en` locale the seed reads (scripts/catalogue/extract-faker-locale.ts), not the
// whole locale: the same values, without 200 kB of unused data in the in-page mock.
import seedLocale from './catalogue/faker-en.json' with { type: 'json' };
import { entry } from '../lists.ts';

const HEX_DIGITS = '0123456789abcdef';

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  /** [0, 1) */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  bool(p = 0.5): boolean {
    return this.next() < p;
  }
  /** One entry of a non-empty list (an empty one is a bug in the seed: it throws). */
  pick<T>(list: readonly T[]): T {
    return entry(list, Math.floor(this.next() * list.length));
  }
  hex(length: number): string {
    // One flat string from char codes: appending 32 characters one by one builds a chain of 32
    // intermediate strings, and a seed of 100,000 devices draws 300,000 of these.
    const codes = new Array<number>(length);
    for (let i = 0; i < length; i++) codes[i] = HEX_DIGITS.charCodeAt((this.next() * 16) | 0);
    return String.fromCharCode(...codes);
  }
  /** Alphanumeric string (API keys: never decodable as a JWT, api-ground-truth §5). */
  alnum(length: number): string {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.next() * chars.length)];
    return out;
  }
}

/**
 * A Faker seeded with `seed` whose relative dates count back from `epoch`. Its locale holds the people,
 * company, commerce, internet, location, phone number and word data of `en`: the seed calls
 * person.firstName/lastName/fullName, company.name, commerce.department, internet.username/domainName,
 * location.streetAddress/city/state/zipCode, phone.number and word.adjective/noun (a call that reads
 * another part throws Faker's "locale data missing" error).
 */
export function seededFaker(seed: number, epoch: number): Faker {
  const FakerClass = baseFaker.constructor as typeof Faker;
  const faker = new FakerClass({ locale: [seedLocale as LocaleDefinition] });
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(epoch));
  return faker;
}
