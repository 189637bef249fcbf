/**
 * A started server ends with the process that started it. `npx fleetmock … &` then `kill $PID`
 * signals npm, not the server: npm ends and the server, handed to init, would keep its port for
 * good; a test runner killed by a CI timeout leaves its web server behind the same way. The server
 * notices that its parent changed (polled; Node has no parent-death signal) and stops as on SIGTERM,
 * saving state and printing its summary. `--keep-running` turns this off (a server meant to outlive
 * the shell that started it).
 */
export function stopWithParent(stop: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined; // started by init: nothing to follow
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
