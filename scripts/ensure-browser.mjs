#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright, installing one when it can (spec: `npm test` sets up what it needs).
 * Order: $CHROMIUM_PATH, /usr/bin/chromium (Debian), chromium-browser/google-chrome on PATH,
 * Playwright's own cached build; else `apt-get install -y chromium` when root with apt; else
 * Playwright's installer. Prints the chosen path to stdout (last line) and exits 1 with advice if none.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function findInstalled() {
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    const p = createRequire(import.meta.url)('playwright-core').chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    /* playwright-core not installed yet, or no cached build */
  }
  return null;
}

let found = findInstalled();
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.error('[ensure-browser] no Chromium found: installing Debian chromium with apt-get (about 40 s)…');
    try {
      execFileSync(
        'sh',
        ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
    } catch (e) {
      console.error(`[ensure-browser] apt-get failed: ${e.message}`);
    }
  } else {
    console.error('[ensure-browser] no Chromium found: trying `npx playwright install chromium`…');
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  found = findInstalled();
}
if (!found) {
  console.error(
    '[ensure-browser] No Chromium could be found or installed.\n' +
      '  Install one and retry: `sudo apt-get install chromium` (Debian/Ubuntu), or `npx playwright install chromium`,\n' +
      '  or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}
console.log(found);
