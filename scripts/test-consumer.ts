/**
 * The example consumer (examples/consumer/) as another project would use fleetmock: the packed
 * tarball installed by npm (its other dependencies are a subset of this project's, so npm's cache
 * serves them offline), then its typecheck (the shipped .d.ts), its Vitest page tests
 * (fleetmock/msw/node), its Playwright test against the `fleetmock` command (fleetmock/playwright,
 * one HAR per test) and `fleetmock verify` over those HARs, as docs/contract-checks.md describes.
 * README's "Use it from your project" snippets are written into the example first (as
 * tests/readme-*.test.ts and e2e/readme.spec.ts, not committed) and run with its tests.
 * Prints the time of each part. Packs first when the tarball is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const example = join(root, 'examples', 'consumer');
const tarball = process.env.FLEETMOCK_TARBALL || join(root, 'fleetmock-0.1.0.tgz');

let current: ReturnType<typeof spawn> | undefined;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (current?.pid && current.exitCode === null) current.kill(signal);
    process.exit(1);
  });
}

function run(label: string, cmd: string, args: string[], cwd = example): Promise<void> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    current = child;
    child.on('error', fail);
    child.on('exit', (code) => {
      console.log(`  ${code === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (code === 0) done();
      else fail(new Error(`${label}: exit status ${code}`));
    });
  });
}

/** The README block after `<!-- use-it: NAME ... -->`. */
function snippet(name: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = new RegExp(`<!-- use-it: ${name}[^>]*-->\\s*\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(readme)?.[1];
  if (!block) throw new Error(`README.md has no "use-it: ${name}" block`);
  return block;
}

/** Writes README's three snippets into the example, each where its kind of test runs. */
function writeReadmeSnippets(): void {
  // The client snippet talks to 127.0.0.1:4010; the in-process mock answers that address here.
  writeFileSync(join(example, 'tests', 'readme-client.snippet.ts'), `${snippet('client')}\nexport { devices };\n`);
  writeFileSync(
    join(example, 'tests', 'readme-client.test.ts'),
    [
      "import { afterAll, expect, it } from 'vitest';",
      "import { setupFleetmock } from 'fleetmock/msw/node';",
      "const mock = setupFleetmock({ baseUrl: 'http://127.0.0.1:4010' });",
      'afterAll(() => mock.close());',
      "it('README: the typed client snippet', async () => {",
      "  const { devices } = await import('./readme-client.snippet.ts');",
      '  expect(devices).toHaveLength(5);',
      "  expect(Object.keys(devices[0]).sort()).toEqual(['device_name', 'id']);",
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(join(example, 'tests', 'readme-msw-node.test.ts'), snippet('msw-node'));
  writeFileSync(join(example, 'e2e', 'readme.spec.ts'), snippet('playwright'));
}

const npmFlags = ['--no-audit', '--no-fund', '--loglevel=error'];
try {
  // The example's browser test needs a Chromium: the same finder (or installer) as `npm run e2e`, whose
  // last output line is the browser's path.
  const browser = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-browser.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (browser.status !== 0) throw new Error("no Chromium for the example's browser test");
  process.env.CHROMIUM_PATH ||= browser.stdout.trim().split('\n').at(-1);
  if (!existsSync(tarball)) await run('npm pack', 'npm', ['pack', '--silent', '--pack-destination', root], root);
  // `npm ci`: the lockfile pins every other package and writes nothing back. It records no integrity for
  // the tarball (npm pack is not byte-reproducible), so whatever was just packed installs on any machine,
  // warm npm cache or empty.
  await run('npm ci (tarball + the example lockfile)', 'npm', ['ci', '--prefer-offline', ...npmFlags]);
  await run('npm install the fresh tarball', 'npm', ['install', '--prefer-offline', '--no-save', ...npmFlags, tarball]);
  writeReadmeSnippets();
  await run('typecheck against the shipped types', 'npx', ['tsc', '--noEmit', '-p', '.']);
  await run('vitest (fleetmock/msw/node)', 'npx', ['vitest', 'run']);
  rmSync(join(example, 'test-results'), { recursive: true, force: true });
  await run('playwright (fleetmock/playwright against the fleetmock command)', 'npx', ['playwright', 'test']);
  const hars = readdirSync(join(example, 'test-results'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('traffic.har'))
    .map((f) => join('test-results', f));
  if (hars.length < 2) throw new Error(`expected one HAR per browser test, found ${hars.length}`);
  await run(`fleetmock verify of ${hars.length} HAR files`, 'npx', ['fleetmock', 'verify', ...hars]);
} catch (err) {
  console.error(`example consumer: ${(err as Error).message}`);
  process.exit(1);
}
