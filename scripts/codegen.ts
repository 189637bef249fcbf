/**
 * `npm run codegen` / `npm run check:codegen` ("Deliver" 3 and 7).
 * Flags: `--check` compares instead of writing; `--openapi <dir>` and `--out <dir>` override the
 * contract and output folders (tests use temp copies).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCodegen } from './codegen/pipeline.ts';
import { ContractError } from './codegen/tools.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return v;
}

async function main(args: readonly string[]): Promise<number> {
  const check = args.includes('--check');
  const openapiDir = resolve(flag(args, '--openapi') ?? resolve(ROOT, 'openapi'));
  const outDir = resolve(flag(args, '--out') ?? resolve(ROOT, 'generated'));
  try {
    const { changed } = await runCodegen({ root: ROOT, openapiDir, outDir, check });
    if (check && changed.length) {
      console.error(
        `generated files are out of date; run \`npm run codegen\` and commit. Changed:\n${changed.map((f) => `  ${f}`).join('\n')}`,
      );
      return 1;
    }
    console.log(
      check
        ? 'codegen: generated/ is up to date'
        : `codegen: ${changed.length ? `${changed.length} file(s) updated` : 'nothing changed'}`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ContractError)
      console.error(`codegen failed: invalid document ${err.file} at ${err.pointer}: ${err.detail}`);
    else console.error(`codegen failed: ${(err as Error).message}`);
    console.error('generated/ was left untouched.');
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
