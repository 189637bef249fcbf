/**
 * Device logs view under load (spec 02 §9 "Log buffer 5000 lines"): 50 log lines
 * per second for 20 s into /devices/{uuid}/summary, in headless Chromium against the built dashboard
 * served by the mock. The log stream is a fast in-page stream: `fetch` of
 * /device/v2/{uuid}/logs?stream=1 is answered with NDJSON made in the page, one line every 20 ms
 * (after a 100-line history), so the rate is exact and the run does not depend on the mock's clock;
 * every other request goes to the real mock through the dashboard's API client.
 * Measures with Playwright and the browser's performance APIs: frames and dropped frames (a
 * requestAnimationFrame loop; a gap of n × 16.7 ms counts n − 1 dropped frames), long tasks
 * (PerformanceObserver "longtask", > 50 ms), and lines shown vs sent.
 * Usage: `tsx scripts/bench/logs-view.ts [--dist web/dist] [--no-build]`. Prints the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { launchChromium, ownerToken } from './clients.ts';
import { waitForServer } from './wait-for-server.ts';

const LINES_PER_SECOND = 50;
const DURATION_MS = 20_000;
const HISTORY_LINES = 100;
const FRAME_MS = 1000 / 60;
const PORT = Number(process.env.BENCH_PORT ?? 43217);
const BASE = `http://127.0.0.1:${PORT}`;

const arg = (name: string) => process.argv.includes(name);
const argValue = (name: string, fallback: string) => {
  const value = process.argv[process.argv.indexOf(name) + 1];
  return process.argv.includes(name) && value ? value : fallback;
};

/** The owner's token and an online device of acme with services. */
async function target(): Promise<{ token: string; uuid: string }> {
  const token = await ownerToken(BASE);
  // Encoded like the dashboard's API client (OData punctuation kept readable, spaces as %20).
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');
  const filter = encode("is_online eq true and overall_status eq 'operational' and service_install/$count gt 1");
  const res = await fetch(`${BASE}/v7/device?$select=uuid&$filter=${filter}&$orderby=id%20asc&$top=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { d?: Array<{ uuid: string }> };
  const uuid = body.d?.[0]?.uuid;
  if (!uuid)
    throw new Error(`no online device with services in the seed (${res.status} ${JSON.stringify(body).slice(0, 200)})`);
  return { token, uuid };
}

/**
 * Runs in the page before any script: token, cookie choice, and the fast log stream. Plain JavaScript
 * in a string, so the TypeScript runner cannot add helpers (e.g. esbuild's `__name`) the page lacks.
 */
const PAGE_SETUP = `(args) => {
  localStorage.setItem('fleetmock:token', args.token);
  localStorage.setItem('fleetmock:consent', JSON.stringify({ version: 1, essentials: true, analytics: false, decidedAt: 0 }));
  const counters = { sent: 0 };
  window.__benchLogs = counters;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!/\\/device\\/v2\\/[^/]+\\/logs\\?/.test(url) || !url.includes('stream=1')) return realFetch(input, init);
    const signal = input instanceof Request ? input.signal : init && init.signal;
    const enc = new TextEncoder();
    const line = (i) => JSON.stringify({ message: 'bench line ' + i + ' ' + 'x'.repeat(i % 60), timestamp: Date.now(), createdAt: Date.now(),
      isSystem: i % 25 === 0, isStdErr: i % 9 === 0, serviceId: i % 25 === 0 ? undefined : 1 + (i % 3) }) + '\\n';
    const body = new ReadableStream({
      start(controller) {
        let text = '';
        for (let i = 0; i < args.history; i++) text += line(i);
        controller.enqueue(enc.encode(text));
        let n = args.history;
        const timer = setInterval(() => { controller.enqueue(enc.encode(line(n++))); counters.sent++; }, 1000 / args.rate);
        if (signal) signal.addEventListener('abort', () => { clearInterval(timer); controller.error(new DOMException('aborted', 'AbortError')); });
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }));
  };
}`;

/**
 * The in-page measurement (plain JavaScript, see PAGE_SETUP): a requestAnimationFrame loop counts
 * frames and dropped frames, a PerformanceObserver counts long tasks, for `duration` ms.
 */
const MEASURE = `({ duration, frameMs }) => new Promise((done) => {
  const bench = window.__benchLogs;
  const sentAtStart = bench.sent;
  let longTasks = 0, longTaskMs = 0, frames = 0, dropped = 0, maxGap = 0;
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) { longTasks++; longTaskMs += e.duration; } });
  observer.observe({ type: 'longtask' });
  let last = performance.now();
  const start = last;
  const tick = (now) => {
    const gap = now - last;
    last = now;
    frames++;
    maxGap = Math.max(maxGap, gap);
    dropped += Math.max(0, Math.round(gap / frameMs) - 1);
    if (now - start < duration) requestAnimationFrame(tick);
    else {
      observer.disconnect();
      done({ frames, dropped, maxGapMs: Math.round(maxGap), longTasks, longTaskMs: Math.round(longTaskMs), sent: bench.sent - sentAtStart });
    }
  };
  requestAnimationFrame(tick);
})`;

interface Figures {
  frames: number;
  dropped: number;
  maxGapMs: number;
  longTasks: number;
  longTaskMs: number;
  sent: number;
}

async function measure(token: string, uuid: string): Promise<{ figures: Figures; shown: string }> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.addInitScript({
      content: `(${PAGE_SETUP})(${JSON.stringify({ token, rate: LINES_PER_SECOND, history: HISTORY_LINES })});`,
    });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => (m.type() === 'error' ? problems.push(m.text()) : undefined));
    await page.goto(`${BASE}/devices/${uuid}/summary`);
    try {
      await page.getByTestId('log-row').first().waitFor({ timeout: 60_000 });
    } catch {
      const logs = await page
        .locator('.device-logs')
        .innerText()
        .catch(() => 'no logs card');
      throw new Error(`no log rows at ${page.url()}: ${logs.slice(0, 300)} | ${problems.join(' | ')}`);
    }
    await page.getByRole('log', { name: 'Logs' }).scrollIntoViewIfNeeded();
    const figures = (await page.evaluate(
      `(${MEASURE})(${JSON.stringify({ duration: DURATION_MS, frameMs: FRAME_MS })})`,
    )) as Figures;
    const shown = await page.getByTestId('log-count').innerText();
    return { figures, shown };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const dist = resolve(argValue('--dist', 'web/dist'));
  if (!arg('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', dist, '--emptyOutDir'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const server = spawn(
    'npx',
    [
      'tsx',
      'mock-server/src/fastify/cli.ts',
      '--port',
      String(PORT),
      '--seed',
      '42',
      '--epoch',
      '2026-11-01T00:00:00Z',
      '--scale',
      'small',
      '--no-simulation',
      '--dist',
      dist,
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer(`${BASE}/ping`, server);
    const { token, uuid } = await target();
    const { figures: f, shown } = await measure(token, uuid);
    const seconds = DURATION_MS / 1000;
    console.log(`logs view: ${LINES_PER_SECOND} lines/s for ${seconds} s into /devices/${uuid.slice(0, 7)}…/summary`);
    console.log(
      `  lines sent during the window: ${f.sent} (${(f.sent / seconds).toFixed(1)}/s); view shows "${shown}"`,
    );
    console.log(
      `  frames: ${f.frames} (${(f.frames / seconds).toFixed(1)} fps), dropped frames: ${f.dropped} (${((100 * f.dropped) / (f.frames + f.dropped)).toFixed(1)} %), longest frame gap: ${f.maxGapMs} ms`,
    );
    console.log(`  long tasks (> 50 ms): ${f.longTasks}, total ${f.longTaskMs} ms`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(`bench:logs-view failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
