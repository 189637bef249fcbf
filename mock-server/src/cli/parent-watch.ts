/**
 * A started server ends with the process that started it. `npx fleetmock … &` then `kill $PID`
 * signals npm, not the server: npm ends and the server, handed to init, would keep its port for
 * good; a test runner killed by a CI timeout leaves its web server behind the same way. The server
 * notices that its parent changed (polled; Node has no parent-death signal) and stops as on SIGTERM,
 * saving state and printing its summary. It says why on stderr first: a server started in the
 * background of one CI step and used in the next would otherwise vanish without a word when the
 * step's shell ends. `--keep-running` turns this off (a server meant to outlive the shell that started it).
 */
export interface ParentWatchOptions {
  /** The command's name in the message, e.g. `fleetmock proxy`. */
  name: string;
  /** How often the parent is checked. */
  intervalMs?: number;
  /** Where the message goes (default: stderr). */
  log?: (line: string) => void;
}

/** The line printed when the parent ended. */
export const parentEndedText = (name: string, parent: number): string =>
  `${name}: stopping because the process that started it (pid ${parent}) ended; to keep it running for later ` +
  (name === 'fleetmock'
    ? 'steps (a CI job), start it with `fleetmock start --detach` and end it with `fleetmock stop` (or --keep-running and kill; see README, "In CI")'
    : 'steps (a CI job), start it with --keep-running and stop it with kill (see README, "In CI")');

export function stopWithParent(stop: () => void, options: ParentWatchOptions): () => void {
  const { name, intervalMs = 500, log = (line: string) => console.error(line) } = options;
  const parent = process.ppid;
  if (parent <= 1) return () => undefined; // started by init: nothing to follow
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    try {
      log(parentEndedText(name, parent));
    } catch {
      // stderr may be gone with the parent; stopping matters more than the message.
    }
    stop();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
