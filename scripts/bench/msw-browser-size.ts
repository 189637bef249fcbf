/**
 * What `fleetmock/msw/browser` adds to a browser app's bundle, against MSW's own `msw/browser` in the
 * same run: each bundled as an app's bundler would (minified, npm packages included; msw left out of
 * fleetmock's figure, since the app has it anyway), split into what loads with the import and what
 * loads on demand. Reads the packed build (dist/lib/msw-browser.mjs) when present, else the source entry.
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

const msw = await browserBundleSize('msw/browser');
const ours = await browserBundleSize(entry, ['msw', 'msw/*']);
console.log(`msw/browser alone:       ${kb(msw.eager)} with the import`);
console.log(
  `fleetmock/msw/browser:   ${kb(ours.eager)} with the import (×${(ours.eager / msw.eager).toFixed(1)} msw's), ${kb(ours.lazy)} on demand (${entry === built ? 'dist/lib' : 'source'})`,
);
