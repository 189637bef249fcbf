/**
 * Core benchmark: the cost of one request through `MockCore.handle` alone,
 * with no HTTP and no sockets — the part of a request the mock itself adds. With `--devices 10000`
 * and the owner's session token it times, per call: the dashboard's device-list query answered from
 * the read cache (the polling case), the same query missing the cache (300 pages cycled through a
 * 256-entry cache, so every read parses, filters, sorts and serialises), `/actor/v1/whoami` and
 * `/ping`; and the share of the time spent in garbage collection. Rounds alternate; medians printed.
 *
 *   npx tsx scripts/bench/core.ts [--devices 10000] [--calls 100000] [--rounds 3]
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deviceListPath } from './api.ts';
import { ownerCore } from './owner-core.ts';
import { median } from './stats.ts';

const MISS_PAGES = 300;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { devices: { type: 'string' }, calls: { type: 'string' }, rounds: { type: 'string' } },
  });
  const devices = Number(values.devices ?? 10_000);
  const calls = Number(values.calls ?? 100_000);
  const rounds = Math.max(1, Number(values.rounds ?? 3));
  const { core, request, auth } = await ownerCore(devices);
  const store = core.registry.get().store;
  const fleet = store
    .all('application')
    .reduce((best, a) =>
      store.find('device', 'belongs_to__application', a.id).length >
      store.find('device', 'belongs_to__application', best.id).length
        ? a
        : best,
    );
  const list = deviceListPath(fleet.id);
  const pages = Array.from({ length: MISS_PAGES }, (_, i) => `${list}&$skip=${i}`);
  const cases: { name: string; url: (i: number) => string; calls: number }[] = [
    { name: 'device list, cached', url: () => list, calls },
    {
      name: 'device list, cache miss',
      // `pages` has MISS_PAGES entries, so the index is always in range.
      url: (i) => pages[i % MISS_PAGES] ?? list,
      calls: Math.max(1, Math.round(calls / 20)),
    },
    { name: 'whoami', url: () => '/actor/v1/whoami', calls },
    { name: 'ping', url: () => '/ping', calls },
  ];
  // GC pauses as [start, duration]; each round takes those that started inside its window.
  const pauses: [number, number][] = [];
  const gc = new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) pauses.push([e.startTime, e.duration]);
  });
  gc.observe({ entryTypes: ['gc'] });
  const probe = await core.handle(request('GET', list, auth));
  console.log(`core: ${devices} devices, fleet ${String(fleet.slug)}; device list answers ${probe.status}`);
  const results = new Map<string, { us: number[]; windows: [number, number][] }>(
    cases.map((c) => [c.name, { us: [], windows: [] }]),
  );
  for (const c of cases)
    for (let i = 0; i < Math.min(c.calls, 5_000); i++) await core.handle(request('GET', c.url(i), auth));
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const t0 = performance.now();
      for (let i = 0; i < c.calls; i++) await core.handle(request('GET', c.url(i), auth));
      const t1 = performance.now();
      results.get(c.name)!.us.push(((t1 - t0) * 1000) / c.calls);
      results.get(c.name)!.windows.push([t0, t1]);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 100)); // the observer reports asynchronously
  gc.disconnect();
  const gcShare = ([t0, t1]: [number, number]): number =>
    pauses.filter(([at]) => at >= t0 && at < t1).reduce((sum, [, d]) => sum + d, 0) / (t1 - t0);
  for (const c of cases) {
    const r = results.get(c.name)!;
    const gcShares = r.windows.map(gcShare);
    console.log(
      `${c.name.padEnd(24)} ${median(r.us).toFixed(2).padStart(8)} µs/call   GC ${(median(gcShares) * 100).toFixed(1)} % of the time   (rounds: ${r.us.map((v) => v.toFixed(2)).join(', ')})`,
    );
  }
}

void main();
