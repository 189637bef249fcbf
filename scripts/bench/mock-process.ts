/**
 * The mock as the API benchmarks and the speed guard run it: `fleetmock` (the same flags, the same
 * start-up) in a process of its own, with one addition for measuring the journal: the parent switches
 * the journal's recording off and on between measurements over IPC (`{ journal: false }` / `true`),
 * so the same server, JIT and data serve both sides of the comparison; and on `{ journalCost }` it
 * measures the journal's cost in the core (`journalCost`). Prints "listening on <url>".
 *
 *   node --import tsx scripts/bench/mock-process.ts [fleetmock flags…]   (spawned with an IPC channel)
 */
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { coreOptionsFrom, startServer } from '../../mock-server/src/fastify/server.ts';
import type { Interceptor } from '../../mock-server/src/core/pipeline/context.ts';
import { splitUrl } from '../../mock-server/src/core/pipeline/body.ts';
import type { MockCore } from '../../mock-server/src/core/app.ts';

/** A request for the journal's cost measured in the core (no HTTP): see `journalCost`. */
export interface JournalCostRequest {
  /** Path and query of the read, e.g. the dashboard's device list. */
  url: string;
  headers: Record<string, string>;
  /** Alternating batches (half with the journal on), and calls per batch. */
  batches: number;
  calls: number;
}

/**
 * The same read through `core.handle` in alternating batches with the journal on and off: the CPU time
 * per call of each (process CPU, medians of the batches). Measured in the core, where nothing but the
 * journal differs between the two, it resolves a cost of a microsecond that a per-request HTTP figure
 * on a busy machine cannot.
 */
async function journalCost(
  core: MockCore,
  setRecording: (on: boolean) => void,
  m: JournalCostRequest,
): Promise<{ onUs: number; offUs: number }> {
  const { path, rawQuery } = splitUrl(m.url);
  const batch = async (): Promise<number> => {
    const c0 = process.cpuUsage();
    for (let i = 0; i < m.calls; i++)
      await core.handle({ method: 'GET', path, rawQuery, headers: { ...m.headers }, body: undefined, ip: '127.0.0.1' });
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / m.calls;
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < m.batches + 4; i++) {
    const recording = i % 2 === 0;
    setRecording(recording);
    const us = await batch();
    // The first four are warm-up.
    if (i >= 4) (recording ? on : off).push(us);
  }
  setRecording(true);
  const mid = (v: number[]): number => [...v].sort((a, b) => a - b)[v.length >> 1] ?? NaN;
  return { onUs: mid(on), offUs: mid(off) };
}

async function main(): Promise<void> {
  const cli = parseCli(process.argv.slice(2));
  let recording = true;
  // The journal interceptor, answered through only while recording is on.
  const interceptors = (coreOptionsFrom(cli).interceptors ?? []).map((i): Interceptor => {
    if (i.name !== 'journal' || !i.after) return i;
    const after = i.after.bind(i);
    return { name: i.name, after: (ctx, res) => (recording ? after(ctx, res) : res) };
  });
  const started = Date.now();
  const server = await startServer(cli, { interceptors });
  console.log(`listening on ${server.url} (ready in ${Date.now() - started} ms)`);
  process.on('message', (m: { journal?: boolean; journalCost?: JournalCostRequest }) => {
    if (m.journalCost) {
      void journalCost(server.core, (on) => (recording = on), m.journalCost).then((cost) => process.send?.(cost));
      return;
    }
    if (typeof m.journal === 'boolean') recording = m.journal;
    process.send?.({ journal: recording });
  });
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

void main();
