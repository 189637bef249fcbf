/**
 * What `startBrowserMock()` of fleetmock/msw/browser loads (scripts/bench/msw-browser-size.ts prints the
 * figures): the in-page mock seeds with Faker's locale parts the seed reads, not its whole `en` locale,
 * the world-file checker (the strict validators) loads only with a world file, and zod comes in as the
 * schemas use it (`import * as z`), not as the whole package (`import { z }` keeps its 50 locales).
 */
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { browserBundleSize } from '../../scripts/lib/entry-size.ts';

const entry = join(resolve(import.meta.dirname, '../..'), 'exports', 'msw', 'browser.ts');

it('startBrowserMock loads neither the whole Faker locale, the strict validators nor all of zod', async () => {
  const size = await browserBundleSize(entry, ['msw', 'msw/*']);
  const part = (name: string): number => size.firstLoadParts.find((p) => p.part === name)?.bytes ?? 0;
  expect(size.eager).toBeLessThan(150 * 1024); // the import alone: the entry and the admin client
  expect(part('generated/zod/zod.strict.gen.ts')).toBe(0);
  expect(size.onUse).toBeGreaterThan(0); // ...they load on use
  // Faker's code (about 150 kB) without its 318 kB `en` locale; the seed's part of it is data of the core.
  expect(part('npm:@faker-js/faker')).toBeLessThan(200 * 1024);
  expect(part('mock-server/src/core/seed')).toBeGreaterThan(0);
  // zod's schemas and checks (about 100 kB), without its error-message locales (about 340 kB more).
  expect(part('npm:zod')).toBeGreaterThan(0);
  expect(part('npm:zod')).toBeLessThan(160 * 1024);
}, 60_000);
