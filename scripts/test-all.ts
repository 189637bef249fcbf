/**
 * `npm test`: every check on a fresh machine. First, two at a time: typecheck, the package (`npm pack`,
 * which builds the dashboard), eslint, the zero-server demo build, formatting, generated/ drift, the
 * contract lint and, once the package exists, the example consumer installed from its tarball. Then,
 * one after another: the speed guard (a short benchmark of ratios), Vitest (its pack-install test takes that tarball) and Playwright e2e (finds or
 * installs Chromium first; serves the dashboard the package built). Prints one closing line
 * `test: N passed, N failed`.
 *
 * Each step runs in its own process group; when `npm test` is interrupted or terminated (Ctrl+C, a CI
 * timeout), the running step's whole group gets the signal, then SIGKILL after 10 s, so nothing it
 * started keeps running (the mock the browser tests start also ends with its parent).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** Reads passed/failed test counts from the step's JSON report, if it writes one. */
  counts?: () => { passed: number; failed: number } | null;
  /** Names the failed tests from the step's JSON report, so a cut-off log still says which. */
  failures?: () => string[];
  /** Extra environment for the step. */
  env?: Record<string, string>;
  /** A stage-one step that must have ended before this one starts (it uses what that one made). */
  after?: string;
}

const root = resolve(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'fleetmock-test-'));
/** `npm pack` writes it here; the consumer example's package.json names this path. */
const tarball = join(root, 'fleetmock-0.1.0.tgz');
const vitestJson = join(out, 'vitest.json');
const e2eJson = join(out, 'playwright.json');

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

function firstLine(messages: string[] | undefined): string {
  return (messages?.[0] ?? '').split('\n', 1).join('').slice(0, 300);
}

function vitestFailures(r: VitestReport | null): string[] {
  if (!r) return [];
  return r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'failed')
      .map(
        (a) => `${file.name.replace(process.cwd() + '/', '')} › ${a.fullName}\n      ${firstLine(a.failureMessages)}`,
      ),
  );
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function playwrightFailures(r: PlaywrightSuite | null): string[] {
  if (!r) return [];
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const error = t.results.at(-1)?.error?.message;
        found.push(`${spec.file}:${spec.line} › ${spec.title}\n      ${firstLine(error ? [error] : undefined)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  walk(r);
  return found;
}

/**
 * Stage one: checks and builds that depend on nothing but the checkout. They run two at a time (the
 * CI machine has two cores; tsc, eslint and prettier use one each), their output held back and
 * printed whole as each ends, longest first so the two lanes finish close together.
 */
const checks: Step[] = [
  // `npm run typecheck` as its three projects, so the two lanes share them: everything with both type
  // environments, then the dashboard without Node's types and the mock without the DOM's.
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  // Built once here: the pack-install test (vitest) and the consumer example install this tarball,
  // and the browser tests serve the dashboard it built (dist/web).
  { name: 'package (npm pack)', cmd: 'npm', args: ['pack', '--silent', '--pack-destination', root] },
  { name: 'typecheck: dashboard without Node types', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.web.json'] },
  { name: 'typecheck: mock server without the DOM', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.node.json'] },
  { name: 'eslint', cmd: 'npx', args: ['eslint', '.'] },
  // The static demo's browser test would build web/dist-static itself when it is missing, but then the
  // build competes for the 2 cores with the other worker's tests; built here, it runs alone.
  { name: 'zero-server demo build (web/dist-static)', cmd: 'npm', args: ['run', '--silent', 'build:static'] },
  { name: 'formatting (prettier)', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
  { name: 'generated/ is up to date', cmd: 'npm', args: ['run', '--silent', 'check:codegen'] },
  { name: 'contract lint', cmd: 'npm', args: ['run', '--silent', 'lint:api'] },
  // Its npm install waits on the network and its tests on one browser: beside the other lane's checks it
  // costs less than as a step of its own after the browser tests.
  {
    name: 'example consumer (from the packed tarball)',
    cmd: 'npx',
    args: ['tsx', 'scripts/test-consumer.ts'],
    after: 'package (npm pack)',
  },
];
const CHECK_LANES = 2;

/** Stage two, one at a time: the test suites, each using both cores. */
const suites: Step[] = [
  // First and alone: it compares the mock's device-list read with a bare Fastify route by CPU time per
  // request, and the same read with the journal on and off, and fails when a ratio falls to about half of
  // what the mock measures now. Beside tsc or the Vitest workers its servers would share the cores.
  { name: 'speed guard (scripts/bench/speed-guard.ts)', cmd: 'npx', args: ['tsx', 'scripts/bench/speed-guard.ts'] },
  {
    name: 'unit and contract tests (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    counts: () => {
      const r = readJson(vitestJson) as { numPassedTests: number; numFailedTests: number } | null;
      return r ? { passed: r.numPassedTests, failed: r.numFailedTests } : null;
    },
    failures: () => vitestFailures(readJson(vitestJson) as VitestReport | null),
  },
  {
    name: 'browser tests (playwright)',
    cmd: 'npm',
    args: ['run', '--silent', 'e2e'],
    // The dashboard npm pack built in stage one, served as is (the same Vite build as `npm run build`).
    env: { E2E_DIST: join(root, 'dist', 'web'), E2E_PREBUILT: '1' },
    counts: () => {
      const r = readJson(e2eJson) as { stats: { expected: number; unexpected: number; flaky: number } } | null;
      return r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : null;
    },
    failures: () => playwrightFailures(readJson(e2eJson) as PlaywrightSuite | null),
  },
];

const running = new Set<ReturnType<typeof spawn>>();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\nnpm test: ${signal}, stopping the running steps`);
    const groups = [...running].filter((c) => c.exitCode === null && c.pid).map((c) => c.pid!);
    if (!groups.length) process.exit(1);
    const kill = (sig: NodeJS.Signals) => {
      for (const group of groups) {
        try {
          process.kill(-group, sig);
        } catch {
          /* the group is already gone */
        }
      }
    };
    kill(signal);
    setTimeout(() => {
      kill('SIGKILL');
      process.exit(1);
    }, 10_000).unref();
    let left = groups.length;
    for (const child of running) child.once('exit', () => --left === 0 && process.exit(1));
  });
}

/**
 * Runs a step in its own process group (so a signal to `npm test` can reach all it started). With
 * `buffer`, its output is collected and returned instead of streamed.
 */
function runStep(step: Step, buffer = false): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(step.cmd, step.args, {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
        REDOCLY_TELEMETRY: 'off',
        FLEETMOCK_TARBALL: existsSync(tarball) ? tarball : '',
        ...step.env,
      },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    running.add(child);
    const finish = (status: number | null) => {
      running.delete(child);
      done({ status, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('error', () => finish(1));
    child.on('close', (code) => finish(code));
  });
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const failedTests: string[] = [];

function record(step: Step, status: number | null, started: number): void {
  const counts = step.counts?.();
  failedTests.push(...(step.failures?.() ?? []));
  const ok = status === 0;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) {
    failedSteps.push(step.name);
    if (counts && counts.failed === 0) failed += 1; // the step failed outside its tests (e.g. setup)
  }
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const stageStarted = Date.now();
console.log(`\n▶ ${checks.map((s) => s.name).join(', ')} (${CHECK_LANES} at a time)`);
const queue = [...checks];
const ended = new Map<string, { promise: Promise<void>; end: () => void }>();
for (const step of checks) {
  let end = () => {};
  const promise = new Promise<void>((resolve) => (end = resolve));
  ended.set(step.name, { promise, end });
}
await Promise.all(
  Array.from({ length: CHECK_LANES }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (step.after) await ended.get(step.after)?.promise;
      const started = Date.now();
      const { status, output } = await runStep(step, true);
      ended.get(step.name)?.end();
      console.log(`\n▶ ${step.name}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      record(step, status, started);
    }
  }),
);
console.log(`(checks and builds: ${((Date.now() - stageStarted) / 1000).toFixed(1)} s)`);

for (const step of suites) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const { status } = await runStep(step);
  record(step, status, started);
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
for (const name of failedTests) console.log(`  ✘ ${name.replace(/\u001b\[[0-9;]*m/g, '')}`);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
