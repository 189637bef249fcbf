/**
 * `fleetmock verify`, `fleetmock coverage` and `fleetmock proxy`: contract checks for applications
 * built against the API, on recorded traffic (a session's journal or a HAR file) or live through a
 * validating proxy. docs/contract-checks.md has the CI recipe.
 */
import { readFileSync } from 'node:fs';
import { CliError } from '../fastify/cli-args.ts';
import { exchangesOf, TrafficError } from '../verify/traffic.ts';
import type { Exchange } from '../verify/contract.ts';
import {
  coverageOf,
  coveragePercent,
  formatCoverage,
  formatVerify,
  verifyExchanges,
  verifyJson,
  verifyPassed,
} from '../verify/report.ts';
import { createValidatingProxy, PROXY_REPORT_PATH, PROXY_STOP_PATH } from '../verify/proxy.ts';
import { portProblem } from './preflight.ts';
import { readArgv } from './argv.ts';
import { exitAfterOutput } from './exit.ts';
import { stopWithParent } from './parent-watch.ts';
import type { Command } from './commands.ts';

interface Parsed {
  files: string[];
  values: Map<string, string[]>;
  switches: Set<string>;
}

/** `<files…> --flag value --switch`, read by cli/argv.ts (node:util parseArgs). */
function parseArgs(
  command: string,
  argv: readonly string[],
  valueFlags: readonly string[],
  switchFlags: readonly string[],
): Parsed {
  const unknown = (name: string): string => `unknown flag --${name} for fleetmock ${command} (see fleetmock --help)`;
  const { flags, positionals } = readArgv(argv, {
    values: valueFlags,
    switches: switchFlags,
    unknown,
    needsValue: (name) => `--${name} needs a value (fleetmock ${command} --help)`,
    takesNoValue: unknown,
  });
  const out: Parsed = { files: positionals, values: new Map(), switches: new Set() };
  for (const { name, value } of flags) {
    if (value === undefined) out.switches.add(name);
    else out.values.set(name, [...(out.values.get(name) ?? []), value]);
  }
  return out;
}

function readTraffic(files: readonly string[], command: string, origin?: string): Exchange[] {
  if (files.length === 0)
    throw new CliError(`fleetmock ${command} needs a journal or HAR file, e.g. fleetmock ${command} journal.json`);
  return files.flatMap((file) => {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      throw new CliError(`${file}: ${e.code === 'ENOENT' ? 'no such file' : `not readable JSON (${e.message})`}`);
    }
    try {
      return exchangesOf(data, origin);
    } catch (err) {
      if (err instanceof TrafficError) throw new CliError(`${file}: ${err.message}`);
      throw err;
    }
  });
}

function originOf(raw: string | undefined, flag: string): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new CliError(`--${flag} must be an http(s) URL such as http://127.0.0.1:4010, got '${raw}'`);
  }
}

const verify: Command = {
  name: 'verify',
  usage: 'fleetmock verify FILE...',
  summary: 'check recorded requests (and answers) against the contract',
  help: [
    '  FILE is a session journal (curl $M/__mock/journal -H "x-mock-session: ci" > journal.json) or a HAR file.',
    '  Each request is matched to an operation; path, query, body and (HAR) 2xx answer bodies are validated.',
    '  --origin URL   check only HAR requests to this origin (default: all)',
    '  --ignore GLOB  leave paths out, e.g. --ignore "/assets/*" (repeatable)',
    '  --json         print the results as JSON',
    '  Exit status 1 when a request matches no operation or breaks the contract.',
  ].join('\n'),
  async run(argv) {
    const args = parseArgs('verify', argv, ['origin', 'ignore'], ['json']);
    const report = verifyExchanges(
      readTraffic(args.files, 'verify', originOf(args.values.get('origin')?.[0], 'origin')),
      { ignore: args.values.get('ignore') },
    );
    console.log(args.switches.has('json') ? JSON.stringify(verifyJson(report), null, 2) : formatVerify(report));
    return verifyPassed(report) ? 0 : 1;
  },
};

const coverage: Command = {
  name: 'coverage',
  usage: 'fleetmock coverage FILE...',
  summary: 'list the operations recorded traffic exercised and those it never touched',
  help: [
    '  --tag TAG          only operations of this tag: auth, resources, device-actions, billing, support, external, mock-admin',
    '                     (repeatable; default: all but mock-admin)',
    '  --fail-under PCT   exit status 1 when less than PCT % of the operations were exercised',
    '  --json             print the table as JSON',
  ].join('\n'),
  async run(argv) {
    const args = parseArgs('coverage', argv, ['tag', 'fail-under'], ['json']);
    const rawMin = args.values.get('fail-under')?.[0];
    const min = rawMin === undefined ? undefined : Number(rawMin);
    if (min !== undefined && !(Number.isFinite(min) && min >= 0 && min <= 100))
      throw new CliError(`--fail-under must be a percentage from 0 to 100, got '${rawMin}'`);
    const result = coverageOf(readTraffic(args.files, 'coverage'), { tags: args.values.get('tag') });
    if (result.operations.length === 0)
      throw new CliError(`--tag ${args.values.get('tag')?.join(', ')}: no operation has that tag`);
    console.log(
      args.switches.has('json')
        ? JSON.stringify({ percent: coveragePercent(result), ...result }, null, 2)
        : formatCoverage(result),
    );
    return min !== undefined && coveragePercent(result) < min ? 1 : 0;
  },
};

const proxy: Command = {
  name: 'proxy',
  usage: 'fleetmock proxy --target URL',
  summary: 'forward to a server and report contract violations of requests and answers',
  help: [
    '  --target URL   the server to forward to (required), e.g. --target http://127.0.0.1:4010',
    '  --port N       port to listen on (default: 4011; 0 picks a free one)',
    '  --host HOST    address to listen on (default: 127.0.0.1)',
    '  --quiet        print only requests with violations (default: one line per request)',
    '  --keep-running keep running when the process that started it ends (default: stop with it)',
    `  GET ${PROXY_REPORT_PATH} answers the results so far as JSON. POST ${PROXY_STOP_PATH} (or Ctrl+C, SIGTERM, the end`,
    '  of the process that started it) prints the summary and exits: 1 on violations or when no request came through.',
  ].join('\n'),
  async run(argv) {
    const args = parseArgs('proxy', argv, ['target', 'port', 'host'], ['quiet', 'keep-running']);
    const target = originOf(args.values.get('target')?.[0], 'target');
    if (!target) throw new CliError('--target is required, e.g. fleetmock proxy --target http://127.0.0.1:4010');
    const rawPort = args.values.get('port')?.[0] ?? '4011';
    const port = /^\d+$/.test(rawPort) ? Number(rawPort) : NaN;
    if (!(port >= 0 && port <= 65_535))
      throw new CliError(`--port must be an integer from 0 to 65535, got '${rawPort}'`);
    const host = args.values.get('host')?.[0] ?? '127.0.0.1';
    const quiet = args.switches.has('quiet');
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      const report = { results, skipped: 0 };
      // Each request (each violation) was printed as it came through: the summary adds only the totals.
      console.log(formatVerify(report, { details: false }));
      server.close();
      server.closeAllConnections();
      exitAfterOutput(verifyPassed(report) ? 0 : 1);
    };
    const { server, results } = createValidatingProxy({
      target,
      onStop: stop,
      onResult: (r) => {
        if (quiet && r.violations.length === 0) return;
        const e = r.exchange;
        console.log(
          `${r.violations.length ? '✘' : '✔'} ${e.method} ${e.path} → ${e.status} ${r.operation ? r.operation.operationId : '(unknown operation)'}`,
        );
        for (const v of r.violations) if (r.operation) console.log(`    ${v.side} ${v.pointer || '/'}: ${v.message}`);
      },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, resolve);
      });
    } catch (err) {
      throw new CliError(await portProblem(port, host, err as NodeJS.ErrnoException));
    }
    const address = server.address();
    console.log(
      `fleetmock proxy listening on http://${host}:${typeof address === 'object' && address ? address.port : port} → ${target} (report: ${PROXY_REPORT_PATH})`,
    );
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
    if (!args.switches.has('keep-running')) stopWithParent(stop, { name: 'fleetmock proxy' });
    return undefined;
  },
};

/** The commands in `--help` order. */
export const TRAFFIC_COMMANDS: readonly Command[] = [verify, coverage, proxy];
