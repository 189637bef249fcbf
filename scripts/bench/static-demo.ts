/**
 * The zero-server demo: size of web/dist-static/ (all files, and the JavaScript a first visit
 * loads, gzipped) and time to first fleet list in Debian Chromium: from navigation to the login
 * form (the mock seeding itself in the page), and from "Log in" to the first fleet card. Median of
 * --rounds (default 3) fresh browser contexts. Builds the folder first when missing.
 *   npx tsx scripts/bench/static-demo.ts [--rounds N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from '../static-demo/static-server.ts';
import { median } from './stats.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'web', 'dist-static');
const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;

if (!existsSync(join(dist, 'mockServiceWorker.js')))
  spawnSync('npm', ['run', '--silent', 'build:static'], { cwd: root, stdio: 'inherit' });

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
const all = files(dist);
const total = all.reduce((n, f) => n + statSync(f).size, 0);
const kb = (n: number): string => `${(n / 1024).toFixed(0)} kB`;

const { server, url } = await serveStatic(dist);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
});
const toLogin: number[] = [];
const toFleets: number[] = [];
let firstVisitJs = 0;
try {
  for (let i = 0; i < rounds; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) loaded.add(path);
    });
    const start = Date.now();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').waitFor({ timeout: 120_000 });
    toLogin.push(Date.now() - start);
    await page.getByLabel('Email').fill('owner@fleetmock.test');
    await page.getByLabel('Password').fill('fleetmock-demo');
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('fleet-card').first().waitFor({ timeout: 60_000 });
    toFleets.push(Date.now() - clicked);
    firstVisitJs = [...loaded].reduce((n, p) => n + gzipSync(readFileSync(join(dist, p))).length, 0);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `web/dist-static: ${all.length} files, ${kb(total)} on disk; JavaScript of a first visit (login → fleets): ${kb(firstVisitJs)} gzipped`,
);
console.log(
  `navigation → login form (page seeds the demo data): median ${median(toLogin)} ms  [${toLogin.join(', ')}]`,
);
console.log(`Log in → first fleet card: median ${median(toFleets)} ms  [${toFleets.join(', ')}]`);
console.log(
  `time to first fleet list (sum of medians): ${median(toLogin) + median(toFleets)} ms over ${rounds} rounds`,
);
