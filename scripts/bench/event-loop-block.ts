/**
 * How long one big read holds up everyone else: the mock listens on a free port with `--devices N`
 * (N devices in acme's bulk-fleet), the owner reads every device with a plain `GET /v7/device` (no
 * `$top`, no `$select`) while `/ping` is requested every 5 ms over a second connection. Printed per
 * read: its wall time and answer size, the longest `/ping` round trip while it ran, and the longest
 * event-loop stall (perf_hooks `monitorEventLoopDelay`). Each read carries a distinct pass-through
 * query parameter so the read cache never answers. Target: no stall over ~100 ms.
 *
 *   npx tsx scripts/bench/event-loop-block.ts [--devices 10000] [--reads 5]
 */
import { parseArgs } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { request } from 'node:http';
import { startServer } from '../../mock-server/src/fastify/server.ts';
import { PERSONA_PASSWORD, PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { median } from './stats.ts';

export const TARGET_STALL_MS = 100;
const PING_EVERY_MS = 5;

const { values } = parseArgs({
  options: { devices: { type: 'string', default: '10000' }, reads: { type: 'string', default: '5' } },
});
const devices = Number(values.devices);
const reads = Number(values.reads);

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  seed: 42,
  scale: 'demo',
  devices,
  epoch: Date.parse(PINNED_EPOCH),
  simulation: false,
  strict: true,
});
const { port } = new URL(server.url);

/** One request on its own connection; resolves with status, byte count and ms. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; bytes: number; ms: number; text: string }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, connection: 'close', ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        // Only small answers are kept: gathering 16 MB here would stall this process's loop too.
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (bytes < 10_000) chunks.push(c);
        });
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            ms: performance.now() - start,
            text: bytes < 10_000 ? Buffer.concat(chunks).toString('utf8') : '',
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const login = await get(
  '/login_',
  {},
  'POST',
  JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
);
const auth = { authorization: `Bearer ${login.text}` };

const rows: string[] = [];
const stalls: number[] = [];
for (let i = 0; i < reads; i++) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let pinging = true;
  let worstPing = 0;
  const pinger = (async () => {
    while (pinging) {
      const p = await get('/ping');
      worstPing = Math.max(worstPing, p.ms);
      await new Promise((r) => setTimeout(r, PING_EVERY_MS));
    }
  })();
  await new Promise((r) => setTimeout(r, 20));
  histogram.enable();
  const read = await get(`/v7/device?bench=${i}`, auth);
  histogram.disable();
  pinging = false;
  await pinger;
  if (read.status !== 200) throw new Error(`read answered ${read.status}`);
  const stall = histogram.max / 1e6;
  stalls.push(stall);
  rows.push(
    `read ${i + 1}: ${read.ms.toFixed(0)} ms, ${(read.bytes / 1e6).toFixed(1)} MB; worst /ping ${worstPing.toFixed(0)} ms; longest event-loop stall ${stall.toFixed(0)} ms`,
  );
}
await server.close();
console.log(`event-loop block: plain GET /v7/device as owner, ${devices} devices`);
for (const r of rows) console.log(`  ${r}`);
console.log(
  `  median stall ${median(stalls).toFixed(0)} ms, worst ${Math.max(...stalls).toFixed(0)} ms (target <= ~${TARGET_STALL_MS} ms)`,
);
