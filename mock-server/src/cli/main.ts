/**
 * The `fleetmock` command: `fleetmock [flags]` serves the mock (and the dashboard), the other
 * commands work on recorded traffic. `--help` lists every flag with its default and an example.
 * Exit status: 0 ok, 1 a check failed, 2 bad input (one line naming the flag or file).
 */
import { CliError, flagsHelp, parseCli } from '../fastify/cli-args.ts';
import { serve } from './serve.ts';
import { packageVersion } from './paths.ts';
import type { Command } from './commands.ts';
import { TRAFFIC_COMMANDS } from './traffic-commands.ts';
import { START_COMMAND, STOP_COMMAND } from './detach.ts';
import { exitAfterOutput } from './exit.ts';
import { withWorldFile } from './load-world.ts';
import { importCommand } from './import-command.ts';

const COMMANDS: readonly Command[] = [START_COMMAND, STOP_COMMAND, ...TRAFFIC_COMMANDS, importCommand];

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.usage.length)) + 4;
  return [
    `fleetmock ${packageVersion()}: a contract-first mock of a fleet-management API, with its dashboard`,
    '',
    'Usage:',
    '  fleetmock [flags]                      serve the mock API and the dashboard on demo data',
    ...COMMANDS.map((c) => `  ${c.usage.padEnd(width - 2)} ${c.summary}`),
    '  fleetmock --help | --version',
    '',
    'Flags of fleetmock (serve):',
    flagsHelp(),
    '',
    ...COMMANDS.flatMap((c) => [`${c.usage}:`, c.help, '']),
    'Examples:',
    '  npx fleetmock --port 4010 --seed 42',
    '  npx fleetmock --scale large --log requests',
    '  npx fleetmock --devices 100000 --no-simulation --state ./state.json',
    '  npx fleetmock --world examples/worlds/hobbyist.yaml',
    '  npx fleetmock start --detach --port 4010 && npx playwright test; npx fleetmock stop',
    '  npx fleetmock verify journal.json && npx fleetmock coverage journal.json',
    '  npx fleetmock import --from http://127.0.0.1:4010 --token $TOKEN --organization acme --out acme.yaml',
    '',
    'Exit status: 0 ok, 1 a check failed, 2 bad input.',
  ].join('\n');
}

/** Runs the command line; resolves with an exit code, or undefined while a server keeps running. */
export async function main(argv: readonly string[]): Promise<number | undefined> {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    console.log(helpText());
    return 0;
  }
  if (argv[0] === '--version') {
    console.log(packageVersion());
    return 0;
  }
  const command: Command | undefined = COMMANDS.find((c) => c.name === argv[0]);
  try {
    if (command) return await command.run(argv.slice(1));
    return await serve(await withWorldFile(parseCli(argv)));
  } catch (err) {
    if (err instanceof CliError) {
      console.error(`fleetmock: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

/** Entry point of the bin and of `npm run mock`. */
export function run(): void {
  void main(process.argv.slice(2)).then(
    (code) => {
      if (code !== undefined) exitAfterOutput(code);
    },
    (err: unknown) => {
      console.error(err);
      exitAfterOutput(1);
    },
  );
}
