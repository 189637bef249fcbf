/**
 * Command-line reading shared by `fleetmock` and its commands: node:util `parseArgs` in its lenient
 * mode (so a value flag takes the next argument whatever it looks like: `--devices -5` is a bad
 * device count, not an unknown option `-5`), then checked here so that every mistake is one
 * CliError line naming the flag, in the words each command chooses.
 */
import { parseArgs } from 'node:util';
import { CliError } from '../fastify/cli-args.ts';

export interface ArgvSpec {
  /** Flags that take a value (`--port 4011` or `--port=4011`). */
  values: readonly string[];
  /** Flags without a value (`--json`). */
  switches: readonly string[];
  /** Messages for the mistakes, each naming the flag or argument. */
  unknown(name: string): string;
  needsValue(name: string): string;
  takesNoValue(name: string): string;
  /** Message for a positional argument; absent: positionals are allowed (files). */
  positional?(arg: string): string;
}

export interface ArgvFlag {
  name: string;
  /** The value of a value flag; undefined for a switch. */
  value: string | undefined;
}

/** The flags in command-line order and the positional arguments; throws CliError on a mistake. */
export function readArgv(argv: readonly string[], spec: ArgvSpec): { flags: ArgvFlag[]; positionals: string[] } {
  const options = Object.fromEntries([
    ...spec.values.map((name) => [name, { type: 'string' as const }]),
    ...spec.switches.map((name) => [name, { type: 'boolean' as const }]),
  ]);
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags: ArgvFlag[] = [];
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (spec.positional) throw new CliError(spec.positional(token.value));
      positionals.push(token.value);
      continue;
    }
    const { name, rawName, value, inlineValue } = token;
    if (!rawName.startsWith('--')) {
      if (spec.positional) throw new CliError(spec.positional(rawName));
      throw new CliError(spec.unknown(rawName.replace(/^-+/, '')));
    }
    if (spec.values.includes(name)) {
      if (value === undefined) throw new CliError(spec.needsValue(name));
      flags.push({ name, value });
    } else if (spec.switches.includes(name)) {
      if (inlineValue) throw new CliError(spec.takesNoValue(name));
      flags.push({ name, value: undefined });
    } else throw new CliError(spec.unknown(name));
  }
  return { flags, positionals };
}
