/**
 * Seeding benchmark: seeds `devices: 100000` and the demo scale, each in its
 * own child process, and prints wall time, CPU time (user + system: less swayed by neighbours on a
 * shared machine) and peak RSS (goals for 100,000: <= 3 s and <= 366 MB, PASS or OVER). A bare node
 * process started the same way in the same run is the baseline: its start-up and RSS are in neither
 * figure, but they show how slow this machine is at the moment.
 * `--compare-mswjs-data` also measures @mswjs/data 0.16 on 100,000 devices with FK lookups, the
 * evidence for README's decision not to use it.
 *
 *   npx tsx scripts/bench/seed.ts [--compare-mswjs-data]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PINNED_EPOCH, seed } from '../../mock-server/src/core/seed/index.ts';

const SELF = fileURLToPath(import.meta.url);
const TARGET_MS = 3_000;
const TARGET_RSS_MB = 366;
const MSWJS_DEVICES = 100_000;
const MSWJS_FLEETS = 20;
const MSWJS_LOOKUPS = 200;

interface Result {
  label: string;
  ms: number;
  /** CPU time of the seeding (user + system). */
  cpuMs?: number;
  rssMb: number;
  note: string;
}

async function child(mode: string): Promise<Result> {
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let note = '';
  if (mode === 'mswjs') note = await mswjsData();
  else {
    const store =
      mode === 'demo'
        ? seed({ scale: 'demo', epoch: PINNED_EPOCH })
        : seed({ devices: Number(mode), epoch: PINNED_EPOCH });
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu0);
    const t = performance.now();
    const fleet = store.find('application', 'slug', 'acme/bulk-fleet')[0];
    if (!fleet) throw new Error('the seed has no acme/bulk-fleet');
    const inFleet = store.find('device', 'belongs_to__application', fleet.id).length;
    note = `${store.all('device').length} devices (${inFleet} in acme/bulk-fleet), FK lookup ${(performance.now() - t).toFixed(2)} ms`;
    return {
      label: mode === 'demo' ? 'demo scale' : `devices: ${mode}`,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      rssMb: process.resourceUsage().maxRSS / 1024,
      note,
    };
  }
  return {
    label: `@mswjs/data ${MSWJS_DEVICES} devices`,
    ms: performance.now() - start,
    rssMb: process.resourceUsage().maxRSS / 1024,
    note,
  };
}

/** @mswjs/data with the same shape: create fleets + devices, then FK lookups by fleet and by uuid. */
async function mswjsData(): Promise<string> {
  // Loaded lazily: only this comparison needs it (dev dependency).
  const { factory, primaryKey, nullable, oneOf } = await import('@mswjs/data');
  const db = factory({
    application: { id: primaryKey(Number), slug: String },
    device: {
      id: primaryKey(Number),
      uuid: String,
      device_name: String,
      is_online: Boolean,
      note: nullable(String),
      belongs_to__application: oneOf('application'),
    },
  });
  const t0 = performance.now();
  const apps = Array.from({ length: MSWJS_FLEETS }, (_, i) =>
    db.application.create({ id: i + 1, slug: `acme/fleet-${i}` }),
  );
  for (let i = 1; i <= MSWJS_DEVICES; i++) {
    db.device.create({
      id: i,
      uuid: i.toString(16).padStart(32, '0'),
      device_name: `d${i}`,
      is_online: i % 2 === 0,
      note: null,
      belongs_to__application: apps[i % MSWJS_FLEETS],
    });
  }
  const create = performance.now() - t0;
  const t1 = performance.now();
  for (let i = 0; i < MSWJS_LOOKUPS; i++)
    db.device.findFirst({ where: { uuid: { equals: (i * 97 + 1).toString(16).padStart(32, '0') } } });
  const byUuid = (performance.now() - t1) / MSWJS_LOOKUPS;
  const t2 = performance.now();
  const inFleet = db.device.count({ where: { belongs_to__application: { id: { equals: 3 } } } });
  const byFk = performance.now() - t2;
  let dupAccepted = true;
  try {
    db.device.create({
      id: MSWJS_DEVICES + 1,
      uuid: '1'.padStart(32, '0'),
      device_name: 'dup',
      is_online: false,
      note: null,
    });
  } catch {
    dupAccepted = false;
  }
  return `create ${create.toFixed(0)} ms; findFirst by uuid ${byUuid.toFixed(1)} ms/lookup; count by fleet FK ${byFk.toFixed(0)} ms (${inFleet}); duplicate uuid accepted: ${dupAccepted}`;
}

const mode = process.argv[process.argv.indexOf('--child') + 1];
if (process.argv.includes('--child')) {
  if (mode === undefined) throw new Error('--child needs a mode: demo or a device count');
  process.stdout.write(JSON.stringify(await child(mode)));
} else {
  const modes = ['100000', 'demo', ...(process.argv.includes('--compare-mswjs-data') ? ['mswjs'] : [])];
  let failed = false;
  const t0 = performance.now();
  const bare = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.resourceUsage().maxRSS))'], {
    encoding: 'utf8',
  });
  console.log(
    `${'bare node (baseline)'.padEnd(28)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms to start and exit  peak RSS ${(Number(bare.stdout) / 1024).toFixed(0).padStart(5)} MB`,
  );
  for (const m of modes) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SELF, '--child', m], { encoding: 'utf8' });
    if (run.status !== 0) {
      console.error(`${m}: failed\n${run.stderr}`);
      failed = true;
      continue;
    }
    const r = JSON.parse(run.stdout) as Result;
    const within =
      m === '100000'
        ? ` (goals ≤ ${TARGET_MS} ms, ≤ ${TARGET_RSS_MB} MB): ${r.ms <= TARGET_MS && r.rssMb <= TARGET_RSS_MB ? 'PASS' : 'OVER'}`
        : '';
    const cpu = r.cpuMs === undefined ? '' : ` (CPU ${r.cpuMs.toFixed(0)} ms)`;
    console.log(
      `${r.label.padEnd(28)} ${r.ms.toFixed(0).padStart(6)} ms${cpu}  peak RSS ${r.rssMb.toFixed(0).padStart(5)} MB${within}  ${r.note}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
