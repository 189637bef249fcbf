/**
 * `npm test`: every check, in the order that fails fastest, on a fresh machine.
 * 1. contract lint, 2. generated/ drift, 3. formatting, 4. typecheck, 5. eslint, 6. the package
 * (`npm pack`), 7. Vitest (its pack-install test takes that tarball), 8. the zero-server demo build,
 * 9. Playwright e2e (finds or installs Chromium first), 10. the example consumer installed from the
 * tarball. Prints one closing line `test: N passed, N failed`.
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
  return (messages?.[0] ?? '').split('\n')[0].slice(0, 300);
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

const steps: Step[] = [
  { name: 'contract lint', cmd: 'npm', args: ['run', '--silent', 'lint:api'] },
  { name: 'generated/ is up to date', cmd: 'npm', args: ['run', '--silent', 'check:codegen'] },
  { name: 'formatting (prettier)', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'eslint', cmd: 'npx', args: ['eslint', '.'] },
  // Built once here: the pack-install test (vitest) and the consumer example both install this tarball.
  { name: 'package (npm pack)', cmd: 'npm', args: ['pack', '--silent', '--pack-destination', root] },
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
  // The static demo's browser test would build web/dist-static itself when it is missing, but then the
  // build competes for the 2 cores with the other worker's tests; built here, it runs alone.
  { name: 'zero-server demo build (web/dist-static)', cmd: 'npm', args: ['run', '--silent', 'build:static'] },
  {
    name: 'browser tests (playwright)',
    cmd: 'npm',
    args: ['run', '--silent', 'e2e'],
    counts: () => {
      const r = readJson(e2eJson) as { stats: { expected: number; unexpected: number; flaky: number } } | null;
      return r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : null;
    },
    failures: () => playwrightFailures(readJson(e2eJson) as PlaywrightSuite | null),
  },
  { name: 'example consumer (from the packed tarball)', cmd: 'npx', args: ['tsx', 'scripts/test-consumer.ts'] },
];

let current: ReturnType<typeof spawn> | undefined;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\nnpm test: ${signal}, stopping the running step`);
    const group = current?.pid;
    if (!group || current?.exitCode !== null) process.exit(1);
    try {
      process.kill(-group, signal);
    } catch {
      /* the group is already gone */
    }
    setTimeout(() => {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        /* ended in time */
      }
      process.exit(1);
    }, 10_000).unref();
    current!.once('exit', () => process.exit(1));
  });
}

/** Runs a step in its own process group (so a signal to `npm test` can reach all it started). */
function runStep(step: Step): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(step.cmd, step.args, {
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
        REDOCLY_TELEMETRY: 'off',
        FLEETMOCK_TARBALL: existsSync(tarball) ? tarball : '',
      },
    });
    current = child;
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code));
  });
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const failedTests: string[] = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const status = await runStep(step);
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

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
for (const name of failedTests) console.log(`  ✘ ${name.replace(/\u001b\[[0-9;]*m/g, '')}`);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
