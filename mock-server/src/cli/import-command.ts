/**
 * `fleetmock import --from URL --token TOKEN --out world.yaml`: copies what a token can see into a
 * world file (mock-server/src/import/world-import.ts; docs/worlds.md). Progress goes to stderr, the
 * file to `--out` (`-` for stdout).
 */
import { writeFile } from 'node:fs/promises';
import { CliError } from '../fastify/cli-args.ts';
import { importWorld, worldFileText } from '../import/world-import.ts';
import { readArgv } from './argv.ts';
import type { Command } from './commands.ts';

const ENV_TOKEN = 'FLEETMOCK_IMPORT_TOKEN';

export const importCommand: Command = {
  name: 'import',
  usage: 'fleetmock import --from URL --token TOKEN --out FILE',
  summary: "copy an account's organizations, fleets, releases and devices into a world file",
  help: [
    '  --from URL           the API to read, e.g. https://api.balena-cloud.com or http://127.0.0.1:4010 (required)',
    `  --token TOKEN        a session token or API key (required; or the ${ENV_TOKEN} environment variable)`,
    '  --organization H     copy only this organization handle (repeatable; default: every one the token sees)',
    '  --out FILE           where to write the world file (required; - writes to stdout)',
    '  --anonymize          replace usernames, e-mails, organization and device names (deterministically)',
    '  --epoch ISO          the instant the copy is "now" at (default: the API\'s clock)',
    '  --page-size N        rows per request, 1 to 1000 (default: 500)',
    '  Secrets, keys and what the API does not give are left out; the file header lists them. Imported users',
    "  sign in with the demo password 'fleetmock-demo'. Reads page by id and retry 429 (Retry-After) and 5xx.",
  ].join('\n'),
  async run(argv) {
    const { flags, positionals } = readArgv(argv, {
      values: ['from', 'token', 'organization', 'out', 'epoch', 'page-size'],
      switches: ['anonymize'],
      unknown: (name) => `unknown flag --${name} for fleetmock import (see fleetmock --help)`,
      needsValue: (name) => `--${name} needs a value (fleetmock import --help)`,
      takesNoValue: (name) => `--${name} takes no value`,
    });
    if (positionals.length)
      throw new CliError(`fleetmock import takes no file argument ('${positionals[0]}'): use --out`);
    const one = (name: string) => flags.filter((f) => f.name === name).at(-1)?.value;
    const from = one('from');
    if (!from) throw new CliError('--from is required, e.g. fleetmock import --from http://127.0.0.1:4010 …');
    let baseUrl: string;
    try {
      const url = new URL(from);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
      baseUrl = url.origin;
    } catch {
      throw new CliError(`--from must be an http(s) URL such as https://api.balena-cloud.com, got '${from}'`);
    }
    const token = one('token') ?? process.env[ENV_TOKEN];
    if (!token) throw new CliError(`--token is required (or set ${ENV_TOKEN})`);
    const out = one('out');
    if (!out) throw new CliError('--out is required, e.g. --out world.yaml (- writes to stdout)');
    const epoch = one('epoch');
    if (epoch !== undefined && Number.isNaN(Date.parse(epoch)))
      throw new CliError(`--epoch must be an ISO instant such as 2026-11-01T00:00:00Z, got '${epoch}'`);
    const rawPage = one('page-size');
    const pageSize = rawPage === undefined ? undefined : /^\d+$/.test(rawPage) ? Number(rawPage) : NaN;
    if (pageSize !== undefined && !(pageSize >= 1 && pageSize <= 1000))
      throw new CliError(`--page-size must be an integer from 1 to 1000, got '${rawPage}'`);
    const organizations = flags.filter((f) => f.name === 'organization').map((f) => f.value!);
    const anonymize = flags.some((f) => f.name === 'anonymize');
    try {
      const result = await importWorld({
        baseUrl,
        token,
        organizations,
        anonymize,
        epoch,
        pageSize,
        progress: (line) => process.stderr.write(`fleetmock import: ${line}\n`),
      });
      const text = worldFileText(result, { from: baseUrl, anonymized: anonymize });
      if (out === '-') process.stdout.write(text);
      else await writeFile(out, text);
      const c = result.counts;
      process.stderr.write(
        `fleetmock import: wrote ${out === '-' ? 'stdout' : out}: ${c.organizations} organizations, ${c.users} users, ${c.fleets} fleets, ${c.releases} releases, ${c.devices} devices${result.notes.length ? ` (${result.notes.length} notes in the header)` : ''}\n`,
      );
      return 0;
    } catch (err) {
      // An API that keeps failing (after the retries), a refused token mid-way, a file that cannot be
      // written: one line saying what, exit status 1.
      if (err instanceof Error) {
        console.error(`fleetmock import: ${err.message}`);
        return 1;
      }
      throw err;
    }
  },
};
