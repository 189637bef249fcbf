/**
 * Ending the command without losing output. On Linux, writes to a pipe are asynchronous: a
 * `process.exit()` right after a large `console.log` drops whatever the pipe has not taken yet (64 KiB,
 * so `fleetmock coverage --json | wc -c` came out short). The exit waits for stdout and stderr to
 * hand over everything written before it.
 */
export function exitAfterOutput(code: number): void {
  process.exitCode = code;
  let pending = 2;
  const done = (): void => {
    if (--pending === 0) process.exit(code);
  };
  for (const stream of [process.stdout, process.stderr]) {
    // A write's callback runs once it and every earlier write are flushed (or failed: a closed pipe).
    if (stream.writable) stream.write('', done);
    else done();
  }
}
