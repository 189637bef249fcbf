/** The commands of `fleetmock` besides serving: name, one-line summary, help and runner. */
export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Flags and meaning, shown by `fleetmock --help`. */
  help: string;
  /** Resolves with the exit code, or undefined while it keeps running (the proxy). */
  run(argv: readonly string[]): Promise<number | undefined>;
}
