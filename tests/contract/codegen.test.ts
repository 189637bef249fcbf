/**
 * The codegen pipeline: a hand edit is detected, an invalid document fails naming file + JSON pointer
 * and writes nothing. Whether generated/ is up to date and whether the contract lints clean are
 * `npm test`'s own steps (`check:codegen`, `lint:api`), so they are not run a second time here.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
/** One codegen run takes ~10 s on the 2-core machine (toolchain.md timings). */
const RUN_TIMEOUT_MS = 120_000;
const temps: string[] = [];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fleetmock-contract-test-'));
  temps.push(dir);
  return dir;
}

function run(script: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(TSX, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: RUN_TIMEOUT_MS });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile())
      out[join(e.parentPath, e.name).slice(dir.length)] = readFileSync(join(e.parentPath, e.name), 'utf8');
  }
  return out;
}

afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe('codegen', () => {
  it(
    'detects a hand edit in generated/ and names the file',
    () => {
      const out = temp();
      cpSync(join(ROOT, 'generated'), out, { recursive: true });
      const file = join(out, 'operations.gen.ts');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n// hand edit\n`);
      const r = run('scripts/codegen.ts', ['--check', '--out', out]);
      expect(r.status).toBe(1);
      expect(r.out).toMatch(/out of date[\s\S]*operations\.gen\.ts/);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails on an invalid document with the file and JSON pointer, writing nothing',
    () => {
      const contract = join(temp(), 'openapi');
      cpSync(join(ROOT, 'openapi'), contract, { recursive: true });
      const common = join(contract, 'components', 'common.yaml');
      writeFileSync(common, readFileSync(common, 'utf8').replace('      required: [__id]', '      required: 5'));
      const out = temp();
      writeFileSync(join(out, 'sentinel.gen.ts'), '// untouched\n');
      const before = snapshot(out);
      const r = run('scripts/codegen.ts', ['--openapi', contract, '--out', out]);
      expect(r.status).toBe(1);
      expect(r.out).toContain('openapi/components/common.yaml');
      expect(r.out).toContain('#/components/schemas/ODataFkRef/required');
      expect(r.out).toContain('generated/ was left untouched');
      expect(snapshot(out)).toEqual(before);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails on a bad resource-model input naming the resource, writing nothing',
    () => {
      const contract = join(temp(), 'openapi');
      cpSync(join(ROOT, 'openapi'), contract, { recursive: true });
      const input = join(contract, 'components', 'resources-model.yaml');
      writeFileSync(
        input,
        readFileSync(input, 'utf8')
          .replace('device_tag:>device', 'device_tag:>no_such_resource')
          .replace('"^created_at:D device:>device tag_key:S', '"^created_at:D device:>no_such_resource tag_key:S'),
      );
      const out = temp();
      const r = run('scripts/codegen.ts', ['--openapi', contract, '--out', out]);
      expect(r.status).toBe(1);
      expect(r.out).toContain("device_tag.device: references unknown resource 'no_such_resource'");
      expect(snapshot(out)).toEqual({});
    },
    RUN_TIMEOUT_MS,
  );
});
