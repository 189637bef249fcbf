/**
 * What fleetmock/client's types cost a consumer's compiler: one-file consumers of the installed
 * package (examples/consumer/node_modules/fleetmock, from the packed tarball; scripts/test-consumer.ts
 * installs it), each checked alone with `tsc --extendedDiagnostics`, and the example app as a whole.
 * The baseline, in the same run, is openapi-fetch's own `Client<paths>` over the same contract (what
 * fleetmock/client returned before its checked client): same call, same shipped declarations.
 * Prints check time, memory and instantiations, and each ratio to the baseline call; then the size of
 * the shipped declarations and the goals below, each PASS or OVER.
 *
 *   npx tsx scripts/bench/consumer-types.ts
 *
 * The goals are in instantiations, memory and bytes, not seconds: on a shared 2-core machine the same
 * check takes anywhere from 2 to 8 s, while those figures repeat exactly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const example = join(root, 'examples', 'consumer');
const modules = join(example, 'node_modules');
if (!existsSync(join(modules, 'fleetmock', 'package.json'))) {
  console.error('consumer-types: install the example first (npx tsx scripts/test-consumer.ts)');
  process.exit(2);
}

const BASELINE = `import createClient from 'openapi-fetch';
import type { paths } from 'fleetmock/client';
const client = createClient<paths>({ baseUrl: 'http://x' });`;
const CHECKED = `import { createFleetmockClient } from 'fleetmock/client';
const api = createFleetmockClient({ baseUrl: 'http://x' });
const client = api.client;`;
const GET = `export const read = () => client.GET('/v7/device', { params: { query: { $select: 'id,device_name' } } });`;
const PATCH = `export const rename = (id: number) =>
  client.PATCH('/v7/device({id})', { params: { path: { id } }, body: { device_name: 'x' } });`;

const CASES: ReadonlyArray<{ name: string; source: string; baseline?: string }> = [
  { name: 'import only', source: `${CHECKED}\nexport { client };` },
  { name: 'GET, openapi-fetch', source: `${BASELINE}\n${GET}` },
  { name: 'GET, checked', source: `${CHECKED}\n${GET}`, baseline: 'GET, openapi-fetch' },
  {
    name: 'read(), typed OData',
    source: `${CHECKED}\nexport const rows = () => api.read('device', { $select: ['id', 'device_name'] });`,
    baseline: 'GET, openapi-fetch',
  },
  { name: 'PATCH, openapi-fetch', source: `${BASELINE}\n${PATCH}` },
  { name: 'PATCH, checked', source: `${CHECKED}\n${PATCH}`, baseline: 'PATCH, openapi-fetch' },
  {
    name: 'fleetmock/zod parse',
    source: `import { zApplication } from 'fleetmock/zod';\nexport const fleet = zApplication.parse({});`,
  },
];

/**
 * Goals, against the figures of the same checks before the declarations were reworked (2026-12-07, the
 * example installed from the packed tarball): the contract's declarations 1,868 kB, a `fleetmock/zod`
 * import 26.7k instantiations and 125 MB (its 340 kB source was checked by the consumer), the example app
 * 139.9k instantiations and 397 MB. A goal is a fraction of that figure with room for the contract to
 * grow by a tenth; a checked call must stay well under openapi-fetch's own in the same run.
 */
const GOALS = {
  /** The contract's shipped declarations: parsed by every consumer on every run. Half of 1,868 kB. */
  apiDeclarationsKb: 900,
  /** `fleetmock/zod`: a validator's import and parse, instead of checking the whole generated source. */
  zodInstantiations: 5_000,
  /** The example app (client, both zod entries, msw/node, playwright, the type tests): 60 % of 139.9k. */
  exampleInstantiations: 85_000,
  exampleMemoryMb: 300,
  /** One checked GET (with a checked `$select`) against openapi-fetch's GET in the same run. */
  getRatio: 0.8,
};

const OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

interface Figures {
  check: number;
  memoryMb: number;
  instantiations: number;
  total: number;
}

function tsc(project: string, cwd: string): Figures {
  let out: string;
  try {
    out = execFileSync(join(modules, '.bin', 'tsc'), ['-p', project, '--extendedDiagnostics'], {
      cwd,
      encoding: 'utf8',
    });
  } catch (err) {
    throw new Error(`tsc -p ${project} failed:\n${(err as { stdout?: string }).stdout ?? String(err)}`);
  }
  const num = (label: string): number => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(out)?.[1] ?? NaN);
  return {
    check: num('Check time'),
    memoryMb: num('Memory used') / 1024,
    instantiations: num('Instantiations'),
    total: num('Total time'),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'fleetmock-types-'));
try {
  symlinkSync(modules, join(dir, 'node_modules'));
  const results = new Map<string, Figures>();
  const row = (name: string, f: Figures, base?: Figures): string => {
    const ratio = base ? `  ×${(f.instantiations / base.instantiations).toFixed(2)} instantiations vs baseline` : '';
    return `${name.padEnd(26)} check ${f.check.toFixed(2).padStart(6)} s  total ${f.total.toFixed(2).padStart(6)} s  memory ${f.memoryMb.toFixed(0).padStart(4)} MB  instantiations ${String(f.instantiations).padStart(8)}${ratio}`;
  };
  for (const c of CASES) {
    const file = `${c.name.replace(/\W+/g, '-')}.ts`;
    writeFileSync(join(dir, file), `${c.source}\n`);
    writeFileSync(join(dir, `${file}.json`), JSON.stringify({ compilerOptions: OPTIONS, files: [file] }));
    const f = tsc(`${file}.json`, dir);
    results.set(c.name, f);
    console.log(row(c.name, f, c.baseline ? results.get(c.baseline) : undefined));
  }
  const app = tsc('.', example);
  console.log(row('example app (tsc -p .)', app));

  const shipped = join(modules, 'fleetmock', 'dist', 'types', 'generated');
  const kbOf = (path: string): number => statSync(join(shipped, path)).size / 1024;
  const apiKb = kbOf('types/api.gen.d.ts');
  console.log(
    `shipped declarations: api.gen.d.ts ${apiKb.toFixed(0)} kB, zod.gen.d.ts ${kbOf('zod/zod.gen.d.ts').toFixed(0)} kB, zod.strict.gen.d.ts ${kbOf('zod/zod.strict.gen.d.ts').toFixed(0)} kB`,
  );
  const figure = (name: string): Figures => {
    const f = results.get(name);
    if (!f) throw new Error(`no figures for '${name}'`);
    return f;
  };
  const getRatio = figure('GET, checked').instantiations / figure('GET, openapi-fetch').instantiations;
  const goal = (label: string, value: number, max: number, unit = ''): void =>
    console.log(
      `goal ${label.padEnd(34)} ${value.toFixed(unit === '×' ? 2 : 0).padStart(7)}${unit} ≤ ${max}${unit}: ${value <= max ? 'PASS' : 'OVER'}`,
    );
  goal('api.gen.d.ts (kB)', apiKb, GOALS.apiDeclarationsKb);
  goal('fleetmock/zod parse (instantiations)', figure('fleetmock/zod parse').instantiations, GOALS.zodInstantiations);
  goal('example app (instantiations)', app.instantiations, GOALS.exampleInstantiations);
  goal('example app (memory, MB)', app.memoryMb, GOALS.exampleMemoryMb);
  goal('GET checked / openapi-fetch', getRatio, GOALS.getRatio, '×');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
