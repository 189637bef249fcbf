/**
 * The mock as the API benchmarks and the speed guard run it: `fleetmock` (the same flags, the same
 * start-up) in a process of its own, with one addition for measuring the journal: the parent switches
 * the journal's recording off and on between measurements over IPC (`{ journal: false }` / `true`),
 * so the same server, JIT and data serve both sides of the comparison. Prints "listening on <url>".
 *
 *   node --import tsx scripts/bench/mock-process.ts [fleetmock flags…]   (spawned with an IPC channel)
 */
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { coreOptionsFrom, startServer } from '../../mock-server/src/fastify/server.ts';
import type { Interceptor } from '../../mock-server/src/core/pipeline/context.ts';

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
  process.on('message', (m: { journal?: boolean }) => {
    if (typeof m.journal === 'boolean') recording = m.journal;
    process.send?.({ journal: recording });
  });
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

void main();
