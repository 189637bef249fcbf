/**
 * `--world FILE`: reads and checks the world file before the server starts, so a file with mistakes
 * starts nothing and every mistake is printed with its path (exit status 2). The checker (with the strict
 * Zod validators it builds at load) is imported only when a world file is given, so a plain start
 * never builds them.
 */
import { readFile } from 'node:fs/promises';
import { CliError, type CliOptions } from '../fastify/cli-args.ts';
import { WorldFileError } from '../core/seed/world-file.ts';

/** The options with `world` filled from `worldFile` (unchanged without one). */
export async function withWorldFile(cli: CliOptions): Promise<CliOptions> {
  if (cli.worldFile === undefined) return cli;
  let text: string;
  try {
    text = await readFile(cli.worldFile, 'utf8');
  } catch (err) {
    throw new CliError(
      `--world ${cli.worldFile}: ${(err as NodeJS.ErrnoException).code ?? 'cannot read'}: cannot read the file`,
    );
  }
  const { prepareWorldText } = await import('../core/seed/world-check.ts');
  try {
    return { ...cli, world: await prepareWorldText(text) };
  } catch (err) {
    if (err instanceof WorldFileError) throw new CliError(`--world ${cli.worldFile}: ${err.message}`);
    throw err;
  }
}
