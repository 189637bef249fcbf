/**
 * The shipped declarations of fleetmock/zod and fleetmock/zod/strict (scripts/lib/zod-declarations.ts,
 * written by build:package) type each validator as its source does: for a sample of the validators
 * (every rarer construct the generator uses, and every sixteenth validator besides), the parsed output and the accepted
 * input of the declared validator equal those of the source's, checked by the TypeScript compiler.
 * The whole set was checked the same way (2 × 1,173 validators, about 50 s per file); the sample keeps
 * the test short.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zodDeclarations } from '../../scripts/lib/zod-declarations.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'fleetmock-zod-decl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Validators whose source uses a construct worth checking every time. */
const CONSTRUCTS =
  /\.and\(|\.extend\(|z\.lazy|z\.enum|z\.literal|z\.record|z\.tuple|\.default\(|z\.looseObject|z\.void/;

function sample(source: string): string[] {
  const blocks = source.split(/^export const /m).slice(1);
  return blocks
    .map((block, i) => ({ name: /^(\w+)/.exec(block)?.[1] ?? '', pick: i % 16 === 0 || CONSTRUCTS.test(block) }))
    .filter((b) => b.pick && b.name)
    .map((b) => b.name);
}

describe('shipped Zod declarations', () => {
  it('type the validators as their source does', () => {
    const files: string[] = [];
    let checked = 0;
    for (const name of ['zod.gen', 'zod.strict.gen']) {
      const source = readFileSync(join(root, 'generated', 'zod', `${name}.ts`), 'utf8');
      writeFileSync(join(dir, `src-${name}.ts`), source);
      writeFileSync(join(dir, `decl-${name}.d.ts`), zodDeclarations(source, name));
      const names = sample(source);
      checked += names.length;
      const probe = [
        `import type * as S from './src-${name}.ts';`,
        `import type * as D from './decl-${name}.js';`,
        "import type * as z from 'zod';",
        'type Eq<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
        ...names.map(
          (n) =>
            `export const ${n}: [Eq<z.output<typeof D.${n}>, z.output<typeof S.${n}>>, Eq<z.input<typeof D.${n}>, z.input<typeof S.${n}>>] = [true, true];`,
        ),
      ];
      writeFileSync(join(dir, `probe-${name}.ts`), `${probe.join('\n')}\n`);
      files.push(`probe-${name}.ts`);
    }
    expect(checked).toBeGreaterThan(150);
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const compilerOptions = {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      allowImportingTsExtensions: true,
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('refuses a zod construct it does not know instead of guessing its type', () => {
    expect(() => zodDeclarations("import * as z from 'zod';\nexport const zX = z.string().trim();\n")).toThrow(
      /zod method \.trim\(\) is not known here/,
    );
    expect(() => zodDeclarations("import * as z from 'zod';\nexport const zX = z.bigint();\n")).toThrow(
      /z\.bigint is not known/,
    );
  });
});
