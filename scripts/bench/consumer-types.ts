/**
 * What fleetmock/client's types cost a consumer's compiler: one-file consumers of the installed
 * package (examples/consumer/node_modules/fleetmock, from the packed tarball; scripts/test-consumer.ts
 * installs it), each checked alone with `tsc --extendedDiagnostics`, and the example app as a whole.
 * The baseline, in the same run, is openapi-fetch's own `Client<paths>` over the same contract (what
 * fleetmock/client returned before its checked client): same call, same shipped declarations.
 * Prints check time, memory and instantiations, and each ratio to the baseline call.
 *
 *   npx tsx scripts/bench/consumer-types.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
];

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
  console.log(row('example app (tsc -p .)', tsc('.', example)));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
