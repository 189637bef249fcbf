/**
 * Runs the pinned CLI tools the pipeline needs (redocly lint/bundle, hey-api openapi-ts) offline,
 * and turns redocly's JSON problems into errors that name the file and the JSON pointer.
 */
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';

/** Environment that keeps redocly offline and quiet: no telemetry, no update notice. */
export const OFFLINE_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

/** Upper bound of CLI output we buffer (the lint JSON of a broken document can be large). */
const MAX_BUFFER = 64 * 1024 * 1024;

/** A failure that names the document file and the JSON pointer of the problem. */
export class ContractError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly detail: string,
  ) {
    super(`${file}${pointer}: ${detail}`);
  }
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ source: { ref: string }; pointer?: string }>;
}

function bin(root: string, name: string): string {
  return join(root, 'node_modules', '.bin', name);
}

/** Runs `redocly lint --format json` and returns its problems (it exits 1 when there are errors). */
export function redoclyLint(
  root: string,
  cwd: string,
  rootDoc: string,
  extraArgs: readonly string[] = [],
): LintProblem[] {
  let out: string;
  try {
    out = execFileSync(bin(root, 'redocly'), ['lint', rootDoc, '--format', 'json', ...extraArgs], {
      cwd,
      env: OFFLINE_ENV,
      encoding: 'utf8',
      maxBuffer: MAX_BUFFER,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    out = String((err as { stdout?: string }).stdout ?? '');
    if (!out.trim().startsWith('{'))
      throw new ContractError(rootDoc, '#', `redocly lint failed: ${String((err as Error).message)}`);
  }
  const json = JSON.parse(out.slice(out.indexOf('{'))) as { problems: LintProblem[] };
  return json.problems;
}

/** Throws a ContractError for the first lint error, with the file shown relative to `showFrom`. */
export function failOnErrors(problems: readonly LintProblem[], cwd: string, showFrom: string, prefix: string): void {
  const errors = problems.filter((p) => p.severity === 'error');
  const first = errors[0];
  if (!first) return;
  const loc = first.location[0];
  const file = join(prefix, relative(showFrom, join(cwd, loc?.source.ref ?? '')));
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error(s))` : '';
  const message = first.message.split(showFrom).join(prefix);
  throw new ContractError(file, loc?.pointer ?? '#', `${message} [${first.ruleId}]${more}`);
}

/** Bundles the root document into one JSON file with redocly. */
export function redoclyBundle(root: string, cwd: string, rootDoc: string, outFile: string): void {
  execFileSync(bin(root, 'redocly'), ['bundle', rootDoc, '-o', outFile], {
    cwd,
    env: OFFLINE_ENV,
    stdio: 'pipe',
    maxBuffer: MAX_BUFFER,
  });
}

/** Runs hey-api's zod plugin; both paths must start with `./` (hey-api reads a bare name as a package or URL) and are relative to cwd. */
export function heyApiZod(root: string, cwd: string, input: string, outDir: string): void {
  execFileSync(bin(root, 'openapi-ts'), ['-i', input, '-o', outDir, '-p', 'zod', '--no-log-file'], {
    cwd,
    env: OFFLINE_ENV,
    stdio: 'pipe',
    maxBuffer: MAX_BUFFER,
  });
}
