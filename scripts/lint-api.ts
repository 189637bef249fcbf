/**
 * `npm run lint:api`: lints the contract with @redocly/cli fully offline (telemetry
 * off, no update notice), using the rules of redocly.yaml. Exits 1 on any error or warning so the
 * documents stay clean.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redoclyLint } from './codegen/tools.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ROOT_DOC = 'openapi/openapi.yaml';

/** Runs the lint and prints one line per problem; returns the exit code. */
export function lintApi(root = ROOT): number {
  const problems = redoclyLint(root, root, ROOT_DOC, ['--config', resolve(root, 'redocly.yaml')]);
  for (const p of problems) {
    const loc = p.location[0];
    console.error(`${p.severity} ${p.ruleId}: ${loc?.source.ref ?? ROOT_DOC}${loc?.pointer ?? ''}: ${p.message}`);
  }
  if (problems.length) {
    console.error(`lint:api: ${problems.length} problem(s)`);
    return 1;
  }
  console.log('lint:api: openapi/ is clean');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = lintApi();
