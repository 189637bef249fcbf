/**
 * The deterministic seed: `seed({seed, scale | devices, epoch})` builds a store whose every value
 * derives from the seed number and the start instant `epoch` (never Math.random; Date.now only as the
 * start when no epoch is given), so the same seed and epoch give byte-identical data. Every date is laid
 * out relative to the start, so ages, expiries and due dates mean the same on any day. Personas: see personas.ts.
 */
import type { Clock } from '../clock.ts';
import { MockClock } from '../clock.ts';
import type { ModelDef } from '../model/types.ts';
import { createStore, type Store } from '../store/store.ts';
import { defaultModel } from '../store/model.ts';
import type { SeedContext } from './context.ts';
import { seededFaker, Rng } from './rng.ts';
import { seedPlatformShared } from './platform.ts';
import { seedOrganizations } from './orgs.ts';
import { seedIdentity } from './identity.ts';
import { seedBilling } from './billing.ts';
import { seedFleets, type FleetInfo } from './fleets.ts';
import { seedDevice, type DeviceCounter } from './devices.ts';
import { scaleConfig, type ScaleConfig, type ScaleName } from './scales.ts';

export const DEFAULT_SEED = 42;
/**
 * The start instant the project's own tests, e2e runs and benchmarks pin (`--epoch`): with it the same
 * seed gives byte-identical data on any day. Without an epoch the seed starts at the wall clock.
 */
export const PINNED_EPOCH = '2026-11-01T00:00:00.000Z';
/** Devices spread over the ordinary fleets before the rest goes into the big fleet. */
const SPREAD_DEVICES_CAP = 1500;

export interface SeedOptions {
  seed?: number;
  scale?: ScaleName;
  /** Total device count (0..100,000); the extra devices go into the main org's big fleet. */
  devices?: number;
  /** The start instant every seeded date is relative to: ISO string or ms; defaults to the wall clock now. */
  epoch?: string | number;
  model?: ModelDef;
  /** The world's clock after seeding; defaults to a MockClock running from the epoch. */
  clock?: Clock;
  /** Called every SEED_PROGRESS_STEP devices and at the end with devices seeded so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The first id of each seeded table: a multiple of 1,000 between 1,000 and 90,000 derived from the
 * table's name (FNV-1a), so ids start well above the small numbers clients use for a missing row
 * ("id 123"), an id of one table rarely names a row of another, and adding a table to the model
 * moves no other table's ids.
 */
export function seededFirstId(resource: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < resource.length; i++) h = Math.imul(h ^ resource.charCodeAt(i), 0x01000193) >>> 0;
  return 1000 * (1 + (h % 90));
}

/** Devices between two `onProgress` calls. */
export const SEED_PROGRESS_STEP = 5_000;

function parseEpoch(epoch: string | number | undefined): number {
  if (epoch === undefined) return Date.now();
  const ms = typeof epoch === 'number' ? epoch : Date.parse(epoch);
  if (!Number.isFinite(ms)) throw new RangeError(`invalid epoch ${String(epoch)}`);
  return ms;
}

/** How many devices each fleet gets: fixed ones first, a weighted spread, the rest into the bulk fleet. */
function planDevices(fleets: readonly FleetInfo[], total: number): number[] {
  const counts = fleets.map((f) => f.spec.fixedDevices ?? 0);
  let left = Math.max(0, total - counts.reduce((a, b) => a + b, 0));
  const weighted = fleets
    .map((f, i) => [i, f.spec.fixedDevices === undefined ? f.spec.weight : 0] as const)
    .filter(([, w]) => w > 0);
  const weightSum = weighted.reduce((a, [, w]) => a + w, 0);
  const spread = Math.min(left, SPREAD_DEVICES_CAP);
  let given = 0;
  const spreadTo = new Map<number, number>();
  for (const [i, w] of weighted) {
    const n = Math.floor((spread * w) / weightSum);
    spreadTo.set(i, n);
    given += n;
  }
  left -= given;
  const bulk = fleets.findIndex((f) => f.spec.bulk);
  const rest = bulk >= 0 ? bulk : (weighted[0]?.[0] ?? 0);
  return counts.map((n, i) => n + (spreadTo.get(i) ?? 0) + (i === rest ? left : 0));
}

/** Builds and fills a store. Throws RangeError on a bad scale, device count or epoch. */
export function seed(options: SeedOptions = {}): Store {
  return seedStore(options, (ctx, scale) => seedDemoWorld(ctx, scale, options.onProgress));
}

/**
 * Builds a store with the seed's context (store, seeded RNGs, epoch), seeds the platform catalogue
 * (device types, balenaOS releases, roles) and lets `fill` write the rest; dates read the epoch while
 * it runs. The demo world and world files both fill through here. The catalogue is made once per
 * model and epoch in a process and copied into later worlds (platform.ts seedPlatformShared).
 */
export function seedStore(options: SeedOptions, fill: (ctx: SeedContext, scale: ScaleConfig) => void): Store {
  const seedNumber = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seedNumber)) throw new RangeError('seed must be an integer');
  const epoch = parseEpoch(options.epoch);
  const scale = scaleConfig(options.scale ?? 'demo', options.devices);
  const runtime = options.clock ?? new MockClock(undefined, epoch);
  let seeding = true;
  // While seeding, defaults such as created_at read the epoch, never the running clock.
  const clock: Clock = { now: () => (seeding ? epoch : runtime.now()) };
  const store = createStore({
    model: options.model ?? defaultModel,
    clock,
    rngSeed: seedNumber ^ 0x5eed,
    firstId: seededFirstId,
  });
  const ctx: SeedContext = {
    store,
    faker: seededFaker(seedNumber, epoch),
    rng: new Rng(seedNumber),
    epoch,
    ids: new Map(),
  };
  seedPlatformShared(ctx);
  fill(ctx, scale);
  store.computed.clear();
  seeding = false;
  return store;
}

/** The built-in demo world on top of the platform: personas, organizations, billing, fleets and devices. */
export function seedDemoWorld(
  ctx: SeedContext,
  scale: ScaleConfig,
  progress?: (done: number, total: number) => void,
): void {
  const orgs = seedOrganizations(ctx, scale);
  seedIdentity(ctx);
  seedBilling(ctx, orgs);
  const fleets = seedFleets(
    ctx,
    scale,
    orgs.map((o) => o.handle),
  );
  const counter: DeviceCounter = { n: 0 };
  const counts = planDevices(fleets, scale.devices);
  fleets.forEach((fleet, i) => {
    // counts has one entry per fleet.
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      seedDevice(ctx, fleet, k, counter);
      if (progress && counter.n % SEED_PROGRESS_STEP === 0) progress(counter.n, scale.devices);
    }
  });
  progress?.(scale.devices, scale.devices);
}

export { personas, PERSONA_PASSWORD, TWOFACTOR_TOTP_SECRET, type Persona } from './personas.ts';
export { OWNER_API_KEY } from './identity.ts';
export { MAX_DEVICES, type ScaleName, type ScaleConfig } from './scales.ts';
