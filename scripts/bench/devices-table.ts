/**
 * Fleet devices table at scale (issue 7 performance; DESIGN.md "a device list that stays fast at
 * 10,000+ devices"): the mock runs with `--devices N` (N devices in acme's bulk-fleet), the built
 * dashboard is opened signed in as the owner, and Chromium's performance APIs measure
 *  1. data arrival → first screen: responseEnd of the page read (Resource Timing) to the first
 *     rendered row (MutationObserver), for the default page size and for 1,000 rows per page;
 *  2. long tasks (PerformanceObserver 'longtask', > 50 ms) while scrolling the virtualized table;
 *  3. filter round trip: a search typed into the toolbar until the table shows the new rows
 *     (includes the 300 ms search debounce), and the server time of the filtered page and count reads.
 * Usage: `tsx scripts/bench/devices-table.ts [--devices 10000] [--dist web/dist] [--no-build]`.
 * Prints figures; exits 1 only when the run itself fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { waitForServer } from './wait-for-server.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 43137);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_START_TIMEOUT_MS = 180_000;
const SCROLL_STEPS = 40;
const SCROLL_STEP_PX = 1200;
const SCROLL_PAUSE_MS = 50;
const RUNS = 3;
const SEARCH_TEXT = 'snow';

const argValue = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};


async function ownerToken(): Promise<string> {
  const res = await fetch(`${BASE}/login_`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner@fleetmock.test', password: 'fleetmock-demo' }) });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.text();
}

async function bulkFleet(token: string): Promise<{ id: number; count: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const apps = (await (await fetch(`${BASE}/v7/application?$select=id&$filter=slug%20eq%20'acme/bulk-fleet'`, { headers: auth })).json()) as { d: Array<{ id: number }> };
  const id = apps.d[0]?.id;
  if (!id) throw new Error('bulk-fleet not found');
  const count = (await (await fetch(`${BASE}/v7/device/$count?$filter=belongs_to__application%20eq%20${id}`, { headers: auth })).json()) as { d: number };
  return { id, count: count.d };
}

/** Installed before the app: records the first rendered row and every long task. */
function instrument() {
  const w = window as unknown as { __bench: { firstRow: number | null; longTasks: Array<{ start: number; duration: number }> } };
  w.__bench = { firstRow: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (w.__bench.firstRow === null && document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]')) w.__bench.firstRow = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function firstScreen(page: Page, url: string): Promise<{ arrival: number; toScreen: number }> {
  await page.goto(url);
  await page.waitForSelector('table[aria-label="Devices"] tbody tr[aria-rowindex]', { timeout: 60_000 });
  return page.evaluate(() => {
    // The table's page read is the device read with $top (the map and count reads have other shapes).
    const pageRead = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/v7/device?') && /[?&](\$|%24)top=/.test(e.name))
      .pop() as PerformanceResourceTiming | undefined;
    const w = window as unknown as { __bench: { firstRow: number } };
    const arrival = pageRead?.responseEnd ?? 0;
    return { arrival, toScreen: w.__bench.firstRow - arrival };
  });
}

async function scrollLongTasks(page: Page): Promise<{ count: number; total: number; max: number; rowsRendered: number }> {
  const since = await page.evaluate(() => performance.now());
  const box = await page.locator('.table-scroll').boundingBox();
  if (!box) throw new Error('no table scroll area');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  for (let i = 0; i < SCROLL_STEPS; i++) {
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    await page.waitForTimeout(SCROLL_PAUSE_MS);
  }
  await page.waitForTimeout(300);
  return page.evaluate((t0) => {
    const w = window as unknown as { __bench: { longTasks: Array<{ start: number; duration: number }> } };
    const tasks = w.__bench.longTasks.filter((l) => l.start >= t0);
    return {
      count: tasks.length,
      total: tasks.reduce((s, l) => s + l.duration, 0),
      max: tasks.reduce((m, l) => Math.max(m, l.duration), 0),
      rowsRendered: document.querySelectorAll('table[aria-label="Devices"] tbody tr[aria-rowindex]').length,
    };
  }, since);
}

async function filterRoundTrip(page: Page): Promise<{ roundTrip: number; serverPage: number; serverCount: number; matches: string }> {
  const before = await page.locator('table[aria-label="Devices"] tbody tr[aria-rowindex]').first().innerText();
  const t0 = await page.evaluate(() => performance.now());
  await page.getByLabel('Search devices').fill(SEARCH_TEXT);
  await page.waitForFunction(
    (prev) => {
      const row = document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]') as HTMLElement | null;
      const empty = document.querySelector('.table-empty');
      return (row && row.innerText !== prev) || empty !== null;
    },
    before,
    { timeout: 60_000 },
  );
  const t1 = await page.evaluate(() => performance.now());
  const timings = await page.evaluate((since) => {
    const after = performance.getEntriesByType('resource').filter((e) => e.startTime >= since) as PerformanceResourceTiming[];
    const page = after.find((e) => e.name.includes('/v7/device?'));
    const count = after.find((e) => e.name.includes('/v7/device/$count') || e.name.includes('/v7/device/%24count'));
    return { serverPage: page ? page.responseEnd - page.requestStart : NaN, serverCount: count ? count.responseEnd - count.requestStart : NaN };
  }, t0);
  const matches = (await page.getByRole('status').filter({ hasText: /devices?$/ }).first().innerText().catch(() => '?')).trim();
  return { roundTrip: t1 - t0, ...timings, matches };
}

async function main(): Promise<void> {
  const devices = Number(argValue('--devices', '10000'));
  const dist = resolve(argValue('--dist', 'web/dist'));
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const server = spawn('npx', ['tsx', 'mock-server/src/fastify/cli.ts', '--port', String(PORT), '--seed', '42', '--devices', String(devices), '--no-simulation', '--dist', dist], { stdio: 'ignore', detached: true });
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
  try {
    await waitForServer(`${BASE}/ping`, server, SERVER_START_TIMEOUT_MS);
    const token = await ownerToken();
    const fleet = await bulkFleet(token);
    console.log(`fleet ${fleet.id} (acme/bulk-fleet): ${fleet.count} devices`);
    const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking', '--no-first-run', '--disable-sync'] });
    try {
      for (const size of [100, 1000]) {
        const shots: number[] = [];
        let scroll = { count: 0, total: 0, max: 0, rowsRendered: 0 };
        let filter = { roundTrip: 0, serverPage: 0, serverCount: 0, matches: '' };
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
          await context.addInitScript(
            ([t]) => {
              localStorage.setItem('fleetmock:token', t);
              localStorage.setItem('fleetmock:consent', JSON.stringify({ version: 1, essentials: true, analytics: false, decidedAt: 0 }));
            },
            [token],
          );
          // tsx (esbuild keepNames) may wrap functions in `__name(...)`; give the page a no-op one.
          await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
          await context.addInitScript(instrument);
          const page = await context.newPage();
          const shot = await firstScreen(page, `${BASE}/fleets/${fleet.id}/devices${size === 100 ? '' : `?size=${size}`}`);
          shots.push(shot.toScreen);
          if (run === RUNS - 1) {
            scroll = await scrollLongTasks(page);
            filter = await filterRoundTrip(page);
          }
          await context.close();
        }
        console.log(`page size ${size}: data arrival → first rows on screen: median ${median(shots).toFixed(0)} ms (runs: ${shots.map((s) => s.toFixed(0)).join(', ')})`);
        console.log(`  scrolling ${SCROLL_STEPS}×${SCROLL_STEP_PX}px: ${scroll.count} long tasks, ${scroll.total.toFixed(0)} ms total, longest ${scroll.max.toFixed(0)} ms; ${scroll.rowsRendered} rows in the DOM`);
        console.log(`  search "${SEARCH_TEXT}" round trip: ${filter.roundTrip.toFixed(0)} ms (incl. 300 ms debounce); page read ${filter.serverPage.toFixed(0)} ms, count ${filter.serverCount.toFixed(0)} ms; ${filter.matches}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(`bench:devices-table failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
