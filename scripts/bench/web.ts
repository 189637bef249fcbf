/**
 * Dashboard performance: the JavaScript a cold /login transfers as the browser receives it (the
 * encoded body sizes of its script responses, from the build served by the mock with its
 * precompressed variants), beside the same files gzip-compressed from disk per the Vite build manifest
 * (entry chunk + its static imports + the /login page chunk and its static imports), and the first
 * contentful paint of /login in headless Chromium with 4× CPU throttling (CDP
 * Emulation.setCPUThrottlingRate) against the local build served by the mock.
 * Targets: ≤ 120 KB transferred, ≤ 150 KB gzip on disk, FCP < 1 s. Also printed, without a target: a signed-in reload of a login-only
 * page (`/login?redirect=/preferences/profile`, same throttling) until the redirect target shows its
 * heading: the boot's requests (flags, ping, whoami, profile) decide it.
 * Usage: `tsx scripts/bench/web.ts [--dist web/dist] [--no-build]`. Exits 1 when a target is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { waitForServer } from './wait-for-server.ts';
import { median } from './stats.ts';
import { launchChromium, ownerToken } from './clients.ts';

const JS_BUDGET_BYTES = 150 * 1024;
const JS_TRANSFER_BUDGET_BYTES = 120 * 1024;
const FCP_BUDGET_MS = 1000;
const CPU_THROTTLE_RATE = 4;
const FCP_RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 43127);
const LOGIN_PAGE_SOURCE = 'web/src/features/auth/pages/login-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const arg = (name: string) => process.argv.includes(name);
const argValue = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? fallback;
};

/** Files loaded for /login: the entry and the login page chunk with their static imports. */
export function loginChunks(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // Manifest keys are relative to the Vite root (web/); match the login page's exact key, not any
  // other page whose file name also ends in login-page.tsx (cli-login-page.tsx).
  const loginKey = LOGIN_PAGE_SOURCE.replace(/^web\//, '');
  if (!manifest[loginKey]) throw new Error(`${loginKey} missing from the build manifest`);
  visit(loginKey);
  return [...files].filter((f) => f.endsWith('.js'));
}

function jsGzipBytes(dist: string): { bytes: number; files: string[] } {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: build with build.manifest = true (web/vite.config.ts)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = loginChunks(manifest);
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { bytes, files };
}

/** A cold /login in a fresh context: script bytes on the wire (encoded body sizes) and their count. */
export async function measureTransferredJs(
  baseUrl: string,
): Promise<{ bytes: number; files: number; encodings: string[] }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<{ size: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          size: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const done = await Promise.all(scripts);
    await context.close();
    return {
      bytes: done.reduce((sum, s) => sum + s.size, 0),
      files: done.length,
      encodings: [...new Set(done.map((s) => s.encoding))],
    };
  } finally {
    await browser.close();
  }
}

async function measureFcp(baseUrl: string): Promise<number[]> {
  const browser = await launchChromium();
  const results: number[] = [];
  try {
    for (let i = 0; i < FCP_RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE_RATE });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
              if (entry) done(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      results.push(fcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Signed-in reloads of `/login?redirect=…` until the target page's heading shows (ms from navigation). */
async function measureSignedInReload(baseUrl: string): Promise<number[]> {
  const token = await ownerToken(baseUrl);
  const browser = await launchChromium();
  const results: number[] = [];
  try {
    const context = await browser.newContext();
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
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE_RATE });
    // One warm-up load fills the HTTP cache, as a returning user's reload would find it.
    for (let i = 0; i <= FCP_RUNS; i++) {
      const started = Date.now();
      await page.goto(`${baseUrl}/login?redirect=/preferences/profile`);
      await page.waitForURL(/\/preferences\/profile$/, { timeout: 30_000 });
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
      if (i > 0) results.push(Date.now() - started);
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main(): Promise<void> {
  const dist = resolve(argValue('--dist', 'web/dist'));
  if (!arg('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const js = jsGzipBytes(dist);
  const server = spawn(
    'npx',
    [
      'tsx',
      'mock-server/src/fastify/cli.ts',
      '--port',
      String(PORT),
      '--epoch',
      '2026-11-01T00:00:00Z',
      '--scale',
      'small',
      '--no-simulation',
      '--dist',
      dist,
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  let fcps: number[] = [];
  let reloads: number[] = [];
  let transferred = { bytes: 0, files: 0, encodings: [] as string[] };
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/ping`, server);
    transferred = await measureTransferredJs(`http://127.0.0.1:${PORT}`);
    fcps = await measureFcp(`http://127.0.0.1:${PORT}`);
    reloads = await measureSignedInReload(`http://127.0.0.1:${PORT}`);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  const fcpMedian = median(fcps);
  const jsOk = js.bytes <= JS_BUDGET_BYTES;
  const transferOk = transferred.bytes <= JS_TRANSFER_BUDGET_BYTES;
  const fcpOk = fcpMedian < FCP_BUDGET_MS;
  console.log(
    `cold /login JavaScript transferred: ${(transferred.bytes / 1024).toFixed(1)} KB in ${transferred.files} files (${transferred.encodings.join(', ')}) (target ≤ 120 KB) ${transferOk ? 'PASS' : 'OVER'}`,
  );
  console.log(
    `/login initial JS: ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files (target ≤ 150 KB) ${jsOk ? 'PASS' : 'OVER'}`,
  );
  console.log(
    `/login FCP (4× CPU throttling, median of ${fcps.length}): ${fcpMedian.toFixed(0)} ms (target < 1000 ms) ${fcpOk ? 'PASS' : 'OVER'}`,
  );
  console.log(
    `signed-in reload of /login?redirect=/preferences/profile until its heading (4× CPU throttling, median of ${reloads.length}): ${median(reloads).toFixed(0)} ms [${reloads.join(', ')}]`,
  );
  process.exit(jsOk && transferOk && fcpOk ? 0 : 1);
}

// Run only as a script: tests import `loginChunks` without starting a build and a browser.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e: unknown) => {
    console.error(`bench:web failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
