/**
 * Fleet devices table at scale (the device list must stay fast at
 * 10,000+ devices): the mock runs with `--devices N` (N devices in acme's bulk-fleet), the built
 * dashboard is opened signed in as the owner, and Chromium's performance APIs measure
 *  1. navigation (the devices page opened by URL) → first rendered row (MutationObserver), with a
 *     PASS/OVER against 300 ms at the default page size, and data arrival → first screen: responseEnd
 *     of the page read (Resource Timing) to that row, for the default page size and for 1,000 rows;
 *  2. long tasks (PerformanceObserver 'longtask', > 50 ms) while scrolling the virtualized table;
 *  3. filter round trips until the table shows the new rows: a column filter added with the filter
 *     builder (Status is disconnected → Add), and a search typed into the toolbar (from its last
 *     keystroke, the search debounce included, PASS/OVER against 200 ms); each with the page read's
 *     start and end (Resource Timing) relative to the action, so the time splits into waiting,
 *     server/network and rendering.
 *  4. the fleets list and the fleet's summary page: navigation → on screen, and after the data;
 *  5. the map lens with every located device: clusters drawn, long tasks while filling, panning, zooming;
 *  6. CSV export of every device: time, size, long tasks meanwhile, and how fast Cancel stops it.
 * First, the cold start of the devices page opened by URL in a fresh tab (a fresh browser context, nothing
 * cached): navigation → first row, the scripts fetched before it (PASS/OVER against 25), whether the
 * session's start-up reads (ping, whoami, user profile) left side by side (within 50 ms), and the
 * waterfall of the median run. With `--baseline <dist>` an older build is served by a second mock and measured in
 * the same run, runs alternating, so a loaded machine weighs on both alike.
 * Usage: `tsx scripts/bench/devices-table.ts [--devices 10000] [--dist web/dist] [--no-build]
 *   [--baseline <dist>] [--cold-only] [--cold-runs 5]` (`--cold-only`: the cold start only).
 * Prints figures; exits 1 only when the run itself fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { waitForServer } from './wait-for-server.ts';
import { median } from './stats.ts';
import { resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { launchChromium, ownerToken } from './clients.ts';
import { SEARCH_DEBOUNCE_MS } from '../../web/src/features/devices/constants.ts';

const PORT = Number(process.env.BENCH_PORT ?? 43137);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_START_TIMEOUT_MS = 180_000;
const SCROLL_STEPS = 40;
const SCROLL_STEP_PX = 1200;
const SCROLL_PAUSE_MS = 50;
const RUNS = 3;
/** The mock's resident memory after the whole session at 100,000 devices. */
const RSS_TARGET_MB = 450;

/**
 * Resident memory (MB) of the mock: the largest node process running cli.ts in the process group `pgid`
 * (npx started it detached; tsx's own launcher process names cli.ts too), read from /proc; undefined
 * where /proc is not there.
 */
function mockRssMb(pgid: number): number | undefined {
  let largest: number | undefined;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
        if (Number(stat?.[2]) !== pgid) continue;
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('fastify/cli.ts')) continue;
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        if (rss !== undefined) largest = Math.max(largest ?? 0, Number(rss) / 1024);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return undefined;
  }
  return largest;
}
const SEARCH_TEXT = 'snow';
/** What the user waits for: a cold devices page by URL, and a search from its last keystroke. */
const NAVIGATION_TARGET_MS = 300;
const SEARCH_TARGET_MS = 200;
/**
 * Side by side: the session's start-up reads all leave within this time of the first. Chained, each
 * waited for the previous answer (a round trip and its handling, about 60–110 ms apart).
 */
const SESSION_SPREAD_TARGET_MS = 50;
/** Scripts a cold devices page may fetch before its first row. */
const COLD_SCRIPTS_TARGET = 25;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');
const COLUMN_FILTER_VALUE = 'disconnected';

const argValue = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? fallback;
};
/** Cold starts per build (`--cold-runs N`): each is a fresh context, so a handful is cheap. */
const COLD_RUNS = Number(argValue('--cold-runs', '5'));

async function bulkFleet(token: string): Promise<{ id: number; count: number }> {
  const auth = { authorization: `Bearer ${token}` };
  const apps = (await (
    await fetch(`${BASE}/v7/application?$select=id&$filter=slug%20eq%20'acme/bulk-fleet'`, { headers: auth })
  ).json()) as { d: Array<{ id: number }> };
  const id = apps.d[0]?.id;
  if (!id) throw new Error('bulk-fleet not found');
  const count = (await (
    await fetch(`${BASE}/v7/device/$count?$filter=belongs_to__application%20eq%20${id}`, { headers: auth })
  ).json()) as { d: number };
  return { id, count: count.d };
}

/** Installed before the app: records the first rendered row and every long task. */
function instrument() {
  const w = window as unknown as {
    __bench: { firstRow: number | null; longTasks: Array<{ start: number; duration: number }> };
  };
  w.__bench = { firstRow: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (w.__bench.firstRow === null && document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]'))
      w.__bench.firstRow = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function firstScreen(
  page: Page,
  url: string,
): Promise<{ arrival: number; toScreen: number; fromNavigation: number }> {
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
    // performance.now() counts from the navigation's start: firstRow is navigation → first rows.
    return { arrival, toScreen: w.__bench.firstRow - arrival, fromNavigation: w.__bench.firstRow };
  });
}

/** One request of a cold load, times from navigation start (ms). */
interface Fetched {
  name: string;
  kind: 'html' | 'script' | 'style' | 'api' | 'other';
  start: number;
  end: number;
}

interface ColdStart {
  firstRow: number;
  /** Scripts requested before the first row appeared. */
  scripts: number;
  waterfall: Fetched[];
}

/** The session's start-up reads, by the path each one asks. */
const SESSION_READS: ReadonlyArray<readonly [label: string, path: RegExp]> = [
  ['ping', /\/ping(\?|$)/],
  ['whoami', /\/actor\/v1\/whoami|\/user\/v1\/whoami/],
  ['user_profile', /\/v7\/user_profile/],
];

/** The devices page opened by URL in a fresh context: first row, scripts before it, every request until then. */
async function coldStart(page: Page, url: string): Promise<ColdStart> {
  await page.goto(url);
  await page.waitForSelector(ROW, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __bench: { firstRow: number } };
    const firstRow = w.__bench.firstRow;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const kind = (e: PerformanceResourceTiming): 'script' | 'style' | 'api' | 'other' => {
      const path = new URL(e.name).pathname;
      if (/\.m?js$/.test(path)) return 'script';
      if (/\.css$/.test(path)) return 'style';
      if (e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest') return 'api';
      return 'other';
    };
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime < firstRow)
      .map((e) => ({ name: e.name, kind: kind(e), start: e.startTime, end: e.responseEnd }));
    const waterfall = [
      ...(nav ? [{ name: nav.name, kind: 'html' as const, start: 0, end: nav.responseEnd }] : []),
      ...resources,
    ];
    return { firstRow, scripts: resources.filter((r) => r.kind === 'script').length, waterfall };
  });
}

/** Start and end of each session read of a cold load (absent when it did not run before the first row). */
function sessionReads(c: ColdStart): Array<{ label: string; start: number; end: number }> {
  return SESSION_READS.flatMap(([label, path]) => {
    const read = c.waterfall.find((f) => f.kind === 'api' && path.test(new URL(f.name).pathname));
    return read ? [{ label, start: read.start, end: read.end }] : [];
  });
}

/** Time from the first session read leaving to the last one leaving (Infinity when one did not run). */
function sessionSpread(reads: Array<{ start: number }>): number {
  if (reads.length < SESSION_READS.length) return Infinity;
  return Math.max(...reads.map((r) => r.start)) - Math.min(...reads.map((r) => r.start));
}

/** In flight together: every session read had left before the first of them was answered. */
function overlapping(reads: Array<{ start: number; end: number }>): boolean {
  return (
    reads.length === SESSION_READS.length &&
    Math.max(...reads.map((r) => r.start)) < Math.min(...reads.map((r) => r.end))
  );
}

/** The waterfall as text: one line per request, its name shortened, a bar on a grid of 60 columns. */
function describeWaterfall(c: ColdStart): string {
  const short = (name: string) => {
    const u = new URL(name);
    const text = u.pathname.startsWith('/assets/') ? u.pathname.slice(8) : decodeURIComponent(u.pathname + u.search);
    return text.length > 48 ? `${text.slice(0, 45)}...` : text;
  };
  // One character per 1/60 of the time to the first row.
  const cell = c.firstRow / 60;
  const bar = (f: Fetched) =>
    ' '.repeat(Math.round(f.start / cell)) + '#'.repeat(Math.max(1, Math.round((f.end - f.start) / cell)));
  return [...c.waterfall, { name: 'first row', kind: 'other' as const, start: c.firstRow, end: c.firstRow }]
    .sort((a, b) => a.start - b.start)
    .map(
      (f) =>
        `    ${f.start.toFixed(0).padStart(5)}→${f.end.toFixed(0).padStart(5)} ms  ${f.kind.padEnd(6)} ${(f.name === 'first row' ? '── first row ──' : short(f.name)).padEnd(48)} ${bar(f)}`,
    )
    .join('\n');
}

async function scrollLongTasks(
  page: Page,
): Promise<{ count: number; total: number; max: number; rowsRendered: number }> {
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

interface RoundTrip {
  roundTrip: number;
  /** Page read sent, relative to the action (debounce and request set-up). */
  sent: number;
  /** Page read answered, relative to the action. */
  answered: number;
  serverPage: number;
  serverCount: number;
  matches: string;
}

const ROW = 'table[aria-label="Devices"] tbody tr[aria-rowindex]';

/** Runs `act` and waits until the first row (or the empty state) changes; splits the time from the user's event (click or input, its timeStamp) on. */
async function roundTrip(page: Page, act: () => Promise<void>, event: 'click' | 'input'): Promise<RoundTrip> {
  const before = await page.locator(ROW).first().innerText();
  await page.evaluate((type) => {
    const w = window as unknown as { __actAt: number | null };
    w.__actAt = null;
    document.addEventListener(type, (e) => (w.__actAt ??= e.timeStamp), { capture: true, once: true });
  }, event);
  await act();
  await page.waitForFunction(
    ([prev, sel]) => {
      const row = document.querySelector(sel) as HTMLElement | null;
      return (row && row.innerText !== prev) || document.querySelector('.table-empty') !== null;
    },
    [before, ROW] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  const [t0, t1] = await page.evaluate(() => [(window as unknown as { __actAt: number }).__actAt, performance.now()]);
  const timings = await page.evaluate((since) => {
    const after = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= since) as PerformanceResourceTiming[];
    const read = after.find((e) => e.name.includes('/v7/device?'));
    const count = after.find((e) => e.name.includes('/v7/device/$count') || e.name.includes('/v7/device/%24count'));
    return {
      sent: read ? read.startTime - since : NaN,
      answered: read ? read.responseEnd - since : NaN,
      serverPage: read ? read.responseEnd - read.requestStart : NaN,
      serverCount: count ? count.responseEnd - count.requestStart : NaN,
    };
  }, t0);
  const matches = (
    await page
      .getByRole('status')
      .filter({ hasText: /devices?$/ })
      .first()
      .innerText()
      .catch(() => '?')
  ).trim();
  return { roundTrip: t1 - t0, ...timings, matches };
}

/** Filter builder: Status is disconnected → Add (the rule applies at once, no debounce). */
async function columnFilterRoundTrip(page: Page): Promise<RoundTrip> {
  await page.getByRole('button', { name: /Value$/ }).click();
  await page.getByRole('option', { name: COLUMN_FILTER_VALUE, exact: true }).click();
  return roundTrip(page, () => page.getByRole('button', { name: 'Add', exact: true }).click(), 'click');
}

async function searchRoundTrip(page: Page): Promise<RoundTrip> {
  return roundTrip(page, () => page.getByLabel('Search devices').fill(SEARCH_TEXT), 'input');
}

const describeTrip = (r: RoundTrip): string =>
  `${r.roundTrip.toFixed(0)} ms (read sent at ${r.sent.toFixed(0)} ms, answered at ${r.answered.toFixed(0)} ms, rows on screen ${(r.roundTrip - r.answered).toFixed(0)} ms later; server page ${r.serverPage.toFixed(0)} ms, count ${r.serverCount.toFixed(0)} ms; ${r.matches})`;

/**
 * A page's load: from navigation start to `ready` on screen, and from the last API answer before
 * that moment to `ready` (the dashboard's own share once the data is in).
 */
async function pageLoad(page: Page, url: string, ready: string): Promise<{ total: number; afterData: number }> {
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 120_000 });
  return page.evaluate(() => {
    const at = performance.now();
    const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => /\/(v7|billing|actor|user)\//.test(e.name) && e.responseEnd <= at,
    );
    const lastData = api.reduce((m, e) => Math.max(m, e.responseEnd), 0);
    return { total: at, afterData: at - lastData };
  });
}

/**
 * An in-app navigation (a link clicked, the router renders the next page): from the click event to
 * `ready` on screen, read in the page (the click's own timestamp, a MutationObserver for `ready`).
 */
async function inAppLoad(page: Page, click: () => Promise<void>, ready: string): Promise<number> {
  const shown = page.evaluate(
    (sel) =>
      new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('click', (e) => (start = e.timeStamp), { capture: true, once: true });
        const mo = new MutationObserver(() => {
          if (start > 0 && document.querySelector(sel)) {
            mo.disconnect();
            resolve(performance.now() - start);
          }
        });
        mo.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    ready,
  );
  const [ms] = await Promise.all([shown, click()]);
  return ms;
}

/** Long tasks since `t0` (page clock). */
async function longTasksSince(page: Page, t0: number): Promise<{ count: number; max: number; total: number }> {
  return page.evaluate((since) => {
    const w = window as unknown as { __bench: { longTasks: Array<{ start: number; duration: number }> } };
    const tasks = w.__bench.longTasks.filter((l) => l.start >= since);
    return {
      count: tasks.length,
      max: tasks.reduce((m, l) => Math.max(m, l.duration), 0),
      total: tasks.reduce((s, l) => s + l.duration, 0),
    };
  }, t0);
}

const describeTasks = (t: { count: number; max: number; total: number }) =>
  `${t.count} long tasks, longest ${t.max.toFixed(0)} ms, ${t.total.toFixed(0)} ms total`;

/**
 * The map lens with every located device: time until the clusters are drawn, long tasks while it
 * fills, then while panning (drags) and zooming (wheel) over the clusters.
 */
async function mapRun(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const status = page.getByRole('status').filter({ hasText: /on the map$/ });
  await status.waitFor({ timeout: 120_000 });
  const loaded = await page.evaluate(() => performance.now());
  await page.waitForSelector('.marker-cluster, .leaflet-marker-icon', { timeout: 120_000 });
  // Filled: no cluster added for 1 s.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = performance.now();
        const mo = new MutationObserver(() => (last = performance.now()));
        mo.observe(document.querySelector('.leaflet-marker-pane') ?? document.body, { childList: true, subtree: true });
        const tick = () => (performance.now() - last > 1000 ? (mo.disconnect(), done()) : setTimeout(tick, 100));
        tick();
      }),
  );
  const filled = (await page.evaluate(() => performance.now())) - 1000;
  const filling = await longTasksSince(page, loaded);
  const text = (await status.innerText()).trim();
  const box = await page.locator('.devices-map-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const t0 = await page.evaluate(() => performance.now());
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + (i % 2 ? -150 : 150), cy + 80, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  const panning = await longTasksSince(page, t0);
  const t1 = await page.evaluate(() => performance.now());
  for (const dy of [-300, -300, -300, 300, 300, 300]) {
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, dy);
    await page.waitForTimeout(500);
  }
  const zooming = await longTasksSince(page, t1);
  return [
    `${text}; answers in → clusters drawn ${(filled - loaded).toFixed(0)} ms (${describeTasks(filling)} while filling)`,
    `  panning 6 drags: ${describeTasks(panning)}; zooming 6 wheel steps: ${describeTasks(zooming)}`,
  ].join('\n');
}

/** CSV export of the whole fleet: total time, long tasks meanwhile, the progress bar seen; then a cancelled export. */
async function exportRun(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await page.waitForSelector(ROW, { timeout: 60_000 });
  const t0 = await page.evaluate(() => performance.now());
  const downloaded = page.waitForEvent('download', { timeout: 300_000 });
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const progress = page.getByRole('progressbar');
  await progress.waitFor({ timeout: 30_000 });
  const download = await downloaded;
  const t1 = await page.evaluate(() => performance.now());
  const tasks = await longTasksSince(page, t0);
  const path = await download.path();
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
  // Cancel: start again, cancel once some rows are in, check that no download follows.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await page.waitForFunction(
    () => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 0) >= 5,
    undefined,
    { timeout: 60_000 },
  );
  const cancelAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await page.getByText('CSV export cancelled').waitFor({ timeout: 30_000 });
  const cancelled = (await page.evaluate(() => performance.now())) - cancelAt;
  return `CSV export: ${((t1 - t0) / 1000).toFixed(1)} s for ${(size / 1e6).toFixed(1)} MB, ${describeTasks(tasks)} meanwhile; cancel at ≥ 5 % stopped it in ${cancelled.toFixed(0)} ms`;
}

/** The mock with `devices` devices in bulk-fleet, serving the dashboard built in `dist`. */
function startMock(dist: string, port: number, devices: number): ChildProcess {
  return spawn(
    'npx',
    [
      'tsx',
      'mock-server/src/fastify/cli.ts',
      '--port',
      String(port),
      '--seed',
      '42',
      '--epoch',
      '2026-11-01T00:00:00Z',
      '--devices',
      String(devices),
      '--no-simulation',
      '--dist',
      dist,
    ],
    { stdio: 'ignore', detached: true },
  );
}

/** A fresh browser context signed in as the owner (token and cookie consent stored), instrumented. */
async function signedInContext(browser: Browser, token: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options });
  await context.addInitScript(
    ([t]) => {
      localStorage.setItem('fleetmock:token', t);
      localStorage.setItem(
        'fleetmock:consent',
        JSON.stringify({ version: 1, essentials: true, analytics: false, decidedAt: 0 }),
      );
    },
    [token] as const,
  );
  // tsx (esbuild keepNames) may wrap functions in `__name(...)`; give the page a no-op one.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(instrument);
  return context;
}

/**
 * The devices page of the fleet opened by URL in a fresh context, COLD_RUNS times per build, builds
 * alternating run by run; prints per build the medians, the session reads' overlap and the waterfall
 * of its median run.
 */
async function coldStarts(builds: Array<{ label: string; base: string; token: string }>, fleetId: number) {
  const browser = await launchChromium();
  const results = builds.map(() => [] as ColdStart[]);
  try {
    for (let run = 0; run < COLD_RUNS; run++)
      for (const [i, build] of builds.entries()) {
        const context = await signedInContext(browser, build.token);
        const page = await context.newPage();
        results[i]!.push(await coldStart(page, `${build.base}/fleets/${fleetId}/devices`));
        await context.close();
      }
  } finally {
    await browser.close();
  }
  for (const [i, build] of builds.entries()) {
    const runs = results[i]!;
    const firstRow = median(runs.map((r) => r.firstRow));
    const scripts = median(runs.map((r) => r.scripts));
    const mid = runs.find((r) => r.firstRow === firstRow) ?? runs[0]!;
    const reads = sessionReads(mid);
    const together = runs.filter((r) => overlapping(sessionReads(r))).length;
    const spread = median(runs.map((r) => sessionSpread(sessionReads(r))));
    console.log(`cold devices page by URL, fresh tab (${build.label}, ${runs.length} runs):`);
    console.log(
      `  navigation → first row: median ${firstRow.toFixed(0)} ms (runs: ${runs.map((r) => r.firstRow.toFixed(0)).join(', ')}) (target ≤ ${NAVIGATION_TARGET_MS} ms) ${verdict(firstRow <= NAVIGATION_TARGET_MS)}`,
    );
    console.log(
      `  JS files before the first row: median ${scripts} (runs: ${runs.map((r) => r.scripts).join(', ')}) (target ≤ ${COLD_SCRIPTS_TARGET}) ${verdict(scripts <= COLD_SCRIPTS_TARGET)}`,
    );
    console.log(
      `  session reads ${reads.map((r) => `${r.label} ${r.start.toFixed(0)}→${r.end.toFixed(0)} ms`).join(', ')}: all left within ${spread.toFixed(0)} ms (median; runs: ${runs.map((r) => sessionSpread(sessionReads(r)).toFixed(0)).join(', ')}; target: side by side, ≤ ${SESSION_SPREAD_TARGET_MS} ms) ${verdict(spread <= SESSION_SPREAD_TARGET_MS)}; all in flight at once in ${together} of ${runs.length} runs`,
    );
    console.log(`  waterfall of the median run (ms from navigation start):\n${describeWaterfall(mid)}`);
  }
}

async function main(): Promise<void> {
  const devices = Number(argValue('--devices', '10000'));
  const dist = resolve(argValue('--dist', 'web/dist'));
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const server = startMock(dist, PORT, devices);
  const baselineDist = argValue('--baseline', '');
  const baseline = baselineDist ? startMock(resolve(baselineDist), PORT + 1, devices) : undefined;
  try {
    await waitForServer(`${BASE}/ping`, server, SERVER_START_TIMEOUT_MS);
    const token = await ownerToken(BASE);
    const fleet = await bulkFleet(token);
    console.log(`fleet ${fleet.id} (acme/bulk-fleet): ${fleet.count} devices`);
    const builds = [{ label: 'this build', base: BASE, token }];
    if (baseline) {
      const base = `http://127.0.0.1:${PORT + 1}`;
      await waitForServer(`${base}/ping`, baseline, SERVER_START_TIMEOUT_MS);
      builds.unshift({ label: `baseline ${baselineDist}`, base, token: await ownerToken(base) });
    }
    await coldStarts(builds, fleet.id);
    if (process.argv.includes('--cold-only')) return;
    const browser = await launchChromium();
    try {
      for (const size of [100, 1000]) {
        const shots: number[] = [];
        const navigations: number[] = [];
        let scroll = { count: 0, total: 0, max: 0, rowsRendered: 0 };
        const columnTrips: RoundTrip[] = [];
        let search: RoundTrip | undefined;
        for (let run = 0; run < RUNS; run++) {
          const context = await signedInContext(browser, token);
          const page = await context.newPage();
          const shot = await firstScreen(
            page,
            `${BASE}/fleets/${fleet.id}/devices${size === 100 ? '' : `?size=${size}`}`,
          );
          shots.push(shot.toScreen);
          navigations.push(shot.fromNavigation);
          columnTrips.push(await columnFilterRoundTrip(page));
          if (run === RUNS - 1) {
            await page.goto(`${BASE}/fleets/${fleet.id}/devices${size === 100 ? '' : `?size=${size}`}`);
            await page.waitForSelector(ROW, { timeout: 60_000 });
            scroll = await scrollLongTasks(page);
            search = await searchRoundTrip(page);
          }
          await context.close();
        }
        const navigation = median(navigations);
        console.log(
          `page size ${size}: navigation (URL) → first rows: median ${navigation.toFixed(0)} ms (runs: ${navigations.map((s) => s.toFixed(0)).join(', ')})${size === 100 ? ` (target ≤ ${NAVIGATION_TARGET_MS} ms) ${verdict(navigation <= NAVIGATION_TARGET_MS)}` : ''}`,
        );
        console.log(
          `  data arrival → first rows on screen: median ${median(shots).toFixed(0)} ms (runs: ${shots.map((s) => s.toFixed(0)).join(', ')})`,
        );
        console.log(
          `  scrolling ${SCROLL_STEPS}×${SCROLL_STEP_PX}px: ${scroll.count} long tasks, ${scroll.total.toFixed(0)} ms total, longest ${scroll.max.toFixed(0)} ms; ${scroll.rowsRendered} rows in the DOM`,
        );
        const midColumn = columnTrips.find((t) => t.roundTrip === median(columnTrips.map((c) => c.roundTrip)))!;
        console.log(
          `  column filter "Status is ${COLUMN_FILTER_VALUE}" round trip: median ${midColumn.roundTrip.toFixed(0)} ms (runs: ${columnTrips.map((c) => c.roundTrip.toFixed(0)).join(', ')}); median run: ${describeTrip(midColumn)}`,
        );
        if (search)
          console.log(
            `  search "${SEARCH_TEXT}": last keystroke → rows updated (incl. the ${SEARCH_DEBOUNCE_MS} ms debounce): ${describeTrip(search)} (target ≤ ${SEARCH_TARGET_MS} ms) ${verdict(search.roundTrip <= SEARCH_TARGET_MS)}`,
          );
      }
      // Map lens and CSV export of the whole fleet, one run each (each reads every device).
      const context = await signedInContext(browser, token, { acceptDownloads: true });
      const page = await context.newPage();
      const list: Array<{ total: number; afterData: number }> = [];
      const summary: Array<{ total: number; afterData: number }> = [];
      for (let run = 0; run < RUNS; run++) {
        list.push(await pageLoad(page, `${BASE}/fleets`, '[data-testid="fleet-card"] >> text=bulk-fleet'));
        summary.push(
          await pageLoad(page, `${BASE}/fleets/${fleet.id}/summary`, '[data-testid="status-count-operational"]'),
        );
      }
      const describeLoads = (l: Array<{ total: number; afterData: number }>) =>
        `median ${median(l.map((x) => x.total)).toFixed(0)} ms from navigation, ${median(l.map((x) => x.afterData)).toFixed(0)} ms after the last API answer (runs: ${l.map((x) => x.total.toFixed(0)).join(', ')})`;
      console.log(`fleets list with this fleet: ${describeLoads(list)}`);
      console.log(`fleet summary: ${describeLoads(summary)}`);
      // In the app: fleets list → the fleet's summary by its card's link, account page → fleets list by
      // the navigation link; each page's reads are not cached yet when its link is clicked.
      const toSummary: number[] = [];
      const toList: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`${BASE}/fleets`);
        await page.waitForSelector('[data-testid="fleet-card"] >> text=bulk-fleet', { timeout: 120_000 });
        toSummary.push(
          await inAppLoad(
            page,
            () =>
              page
                .locator('[data-testid="fleet-card"]')
                .filter({ hasText: 'bulk-fleet' })
                .getByRole('link')
                .first()
                .click(),
            '[data-testid="status-count-operational"]',
          ),
        );
        await page.goto(`${BASE}/preferences/details`);
        const fleetsLink = page.getByRole('link', { name: 'Fleets', exact: true }).first();
        await fleetsLink.waitFor({ timeout: 120_000 });
        toList.push(await inAppLoad(page, () => fleetsLink.click(), '[data-testid="fleet-card"] .fleet-card-total'));
      }
      const runs = (l: number[]) =>
        `median ${median(l).toFixed(0)} ms (runs: ${l.map((x) => x.toFixed(0)).join(', ')})`;
      console.log(
        `in the app, fleets list → fleet summary: ${runs(toSummary)}; account page → fleets list: ${runs(toList)}`,
      );
      console.log(`map lens: ${await mapRun(page, `${BASE}/fleets/${fleet.id}/devices?lens=map`)}`);
      console.log(await exportRun(page, `${BASE}/fleets/${fleet.id}/devices`));
      await context.close();
      const rss = server.pid === undefined ? undefined : mockRssMb(server.pid);
      if (rss !== undefined)
        console.log(
          `mock RSS after the dashboard session at ${devices.toLocaleString('en-US')} devices: ${rss.toFixed(0)} MB${devices >= 100_000 ? ` (goal ≤ ${RSS_TARGET_MB} MB) ${verdict(rss <= RSS_TARGET_MB)}` : ''}`,
        );
    } finally {
      await browser.close();
    }
  } finally {
    for (const child of [server, baseline]) if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(`bench:devices-table failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
