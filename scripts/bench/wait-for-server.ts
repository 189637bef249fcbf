/** Shared by the browser benchmarks: waits for a spawned mock to answer, failing fast if it exits. */
import type { ChildProcess } from 'node:child_process';

const READY_TIMEOUT_MS = 60_000;
const POLL_MS = 250;

/** Resolves once `url` answers 2xx; throws when the child exits or after `timeoutMs` (a minute by default). */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('mock server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`server not ready at ${url}`);
}
