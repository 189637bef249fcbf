/**
 * A whole world as JSON (`--state FILE`
 * loads on start and saves on exit): world config, mock clock, the store (core/store `snapshot`) and
 * the fault rules and the device flags (update-locked, offline, …: their table, since handlers such
 * as the supervisor proxy read it besides the fields the flags wrote through to the store).
 */
import * as z from 'zod';
import { MockClock } from '../../clock.ts';
import { restore, snapshot, type StoreSnapshot } from '../../store/snapshot.ts';
import { SCALES, type World, type WorldRegistry } from '../../world.ts';
import { FaultRuleInput } from '../../faults/schema.ts';
import { addRule, listRules } from '../../faults/state.ts';
import { DEVICE_FLAGS, exportDeviceFlags, importDeviceFlags, type DeviceFlagRecord } from '../../faults/flags.ts';

const WORLD_SNAPSHOT_FORMAT = 'fleetmock-state';
const WORLD_SNAPSHOT_VERSION = 1;

export interface WorldSnapshot {
  format: typeof WORLD_SNAPSHOT_FORMAT;
  version: typeof WORLD_SNAPSHOT_VERSION;
  session: string;
  config: World['config'];
  clock: { now: string; frozen: boolean };
  faults: FaultRuleInput[];
  deviceFlags: DeviceFlagRecord[];
  store: StoreSnapshot;
}

/** Envelope check only; the store part is checked by core/store `restore` (400 `Invalid state file: …`). */
export const WorldSnapshotSchema = z.object({
  format: z.literal(WORLD_SNAPSHOT_FORMAT),
  version: z.literal(WORLD_SNAPSHOT_VERSION),
  session: z.string().optional(),
  config: z.object({
    seed: z.int().min(0),
    scale: z.enum(SCALES),
    devices: z.int().min(0).optional(),
    epoch: z.number().optional(),
  }),
  clock: z.object({ now: z.iso.datetime(), frozen: z.boolean() }),
  faults: z.array(FaultRuleInput).default([]),
  deviceFlags: z
    .array(
      z
        .object({
          uuid: z.string(),
          flags: z.array(z.enum(DEVICE_FLAGS)),
          saved: z.record(z.string(), z.unknown()),
          flapSince: z.number(),
        })
        .strict(),
    )
    .default([]),
  store: z.object({ format: z.string() }).loose(),
});

/** The JSON of a world. */
export function snapshotWorld(world: World): WorldSnapshot {
  const faults = listRules(world).map(
    ({ id, name, match, effect, times, probability, window, enabled }) =>
      JSON.parse(JSON.stringify({ id, name, match, effect, times, probability, window, enabled })) as FaultRuleInput,
  );
  return {
    format: WORLD_SNAPSHOT_FORMAT,
    version: WORLD_SNAPSHOT_VERSION,
    session: world.name,
    // A world file's content is in the store; the config keeps only what rebuilds the seed.
    config: {
      seed: world.config.seed,
      scale: world.config.scale,
      devices: world.config.devices,
      epoch: world.config.epoch,
    },
    clock: { now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen },
    faults,
    deviceFlags: exportDeviceFlags(world),
    store: snapshot(world.store),
  };
}

/**
 * Installs a world rebuilt from `snapshotWorld` output as session `name`. `data` must already
 * have passed WorldSnapshotSchema; a bad store part throws StoreError(400).
 */
export function restoreWorld(registry: WorldRegistry, name: string, data: z.infer<typeof WorldSnapshotSchema>): World {
  const clock = new MockClock(undefined, Date.parse(data.clock.now));
  if (data.clock.frozen) clock.freeze();
  const store = restore(data.store, { clock });
  const world: World = { name, config: data.config, store, clock };
  registry.replace(name, world);
  for (const rule of data.faults) addRule(world, rule, 'snapshot');
  importDeviceFlags(world, data.deviceFlags);
  return world;
}
