/**
 * What `fleetmock/msw/browser` adds to a browser app's bundle, against MSW's own `msw/browser` in the
 * same run: each bundled as an app's bundler would (minified, npm packages included; msw left out of
 * fleetmock's figure, since the app has it anyway), split into what loads with the import, what
 * `startBrowserMock()` loads (the mock core, its data and validators), and what loads only when a
 * feature needs it (a world file's checker, an invoice PDF). Lists the largest parts of the start load
 * and compares it with the goal. Reads the packed build (dist/lib/msw-browser.mjs) when present, else
 * the source entry.
 *
 *   npx tsx scripts/bench/msw-browser-size.ts
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { browserBundleSize } from '../lib/entry-size.ts';

const root = resolve(import.meta.dirname, '../..');
const built = join(root, 'dist', 'lib', 'msw-browser.mjs');
const entry = existsSync(built) ? built : join(root, 'exports', 'msw', 'browser.ts');
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} kB`;

/**
 * Goal for what `startBrowserMock()` loads: 1,500 kB minified, three quarters of the 1,929 kB it was
 * (zod 444 kB with all its locales, because `import { z }` keeps the whole package; Faker with its
 * whole `en` locale 434 kB; the core and its data). The mock core now imports zod as a namespace
 * (`import * as z`: about 100 kB), the seed's Faker carries only the locale parts it reads, and a world
 * file's checker (strict validators) loads with the first world file. What remains is the mock itself:
 * the OS catalogue and seed, the handlers, the contract's validators and model, OData, YAML for
 * scenarios; the goal leaves it about 6 % to grow.
 */
const START_GOAL = 1500 * 1024;

const msw = await browserBundleSize('msw/browser');
const ours = await browserBundleSize(entry, ['msw', 'msw/*']);
console.log(`msw/browser alone:       ${kb(msw.eager)} with the import`);
console.log(
  `fleetmock/msw/browser:   ${kb(ours.eager)} with the import (×${(ours.eager / msw.eager).toFixed(1)} msw's), ` +
    `${kb(ours.firstLoad)} when startBrowserMock() runs, ${kb(ours.onUse)} more only when used (${entry === built ? 'dist/lib' : 'source'})`,
);
console.log(
  `  start load, largest parts: ${ours.firstLoadParts
    .slice(0, 8)
    .map((p) => `${p.part} ${kb(p.bytes)}`)
    .join(', ')}`,
);
console.log(
  `  goal: start load ≤ ${kb(START_GOAL)}: ${ours.firstLoad <= START_GOAL ? 'PASS' : 'OVER'} (${kb(ours.firstLoad)})`,
);
