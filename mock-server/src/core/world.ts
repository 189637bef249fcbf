/**
 * A World is one isolated copy of the mock's state: its store (seeded data) and its mock clock.
 * The WorldRegistry hands out one world per `x-mock-session` name, created lazily from the default
 * seed/scale on first use (issue 5 "Isolated sessions"); requests without the header use `default`.
 * Other modules (faults, journal, simulation, rate limits) keep their per-world state in
 * `WeakMap<World, …>`, so a reset (a new World object) drops it automatically.
 */
import type { MockClock } from './clock.ts';
import type { Store } from './store/store.ts';

export type Scale = 'small' | 'demo' | 'large';
export const SCALES: readonly Scale[] = ['small', 'demo', 'large'];

export interface WorldConfig {
  seed: number;
  scale: Scale;
  /** Overrides the scale's device count (`--devices N`). */
  devices?: number;
  /**
   * Pinned start of the mock timeline in ms (`--epoch`): the clock runs from it and the seed lays its
   * data out relative to it. Absent: the clock is the wall clock and the data start when the world is built.
   */
  epoch?: number;
}

export interface World {
  readonly name: string;
  readonly config: WorldConfig;
  readonly store: Store;
  readonly clock: MockClock;
}

/** Builds a fresh world; the seed module provides the real one, tests may pass a small fixture. */
export type WorldFactory = (name: string, config: WorldConfig) => World;

/** Name of the world used by requests without an `x-mock-session` header. */
export const DEFAULT_WORLD = 'default';
/** Header selecting an isolated session (issue 5 §2). */
export const SESSION_HEADER = 'x-mock-session';
/** Session names: short, URL- and log-safe. */
export const SESSION_NAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Upper bound on live sessions so a runaway client cannot exhaust memory. */
export const MAX_SESSIONS = 64;

export class SessionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

type Listener = (name: string, world: World | undefined) => void;

/** Lazily created, resettable worlds keyed by session name. */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  private readonly listeners: Listener[] = [];

  constructor(
    private readonly factory: WorldFactory,
    private defaults: WorldConfig,
  ) {}

  /** The configuration new worlds are created with. */
  get defaultConfig(): WorldConfig {
    return this.defaults;
  }

  /**
   * The world of a session, created on first use. Throws SessionError(400) for a bad name and
   * SessionError(429) when MAX_SESSIONS are already live.
   */
  get(name: string = DEFAULT_WORLD): World {
    const hit = this.worlds.get(name);
    if (hit) return hit;
    if (!SESSION_NAME_PATTERN.test(name)) throw new SessionError(400, `Invalid ${SESSION_HEADER}: '${name.slice(0, 80)}'`);
    if (this.worlds.size >= MAX_SESSIONS) throw new SessionError(429, `Too many mock sessions (max ${MAX_SESSIONS})`);
    const world = this.factory(name, this.defaults);
    this.worlds.set(name, world);
    return world;
  }

  has(name: string): boolean {
    return this.worlds.has(name);
  }

  names(): string[] {
    return [...this.worlds.keys()];
  }

  /**
   * Drops a session's state. With `config` the session is rebuilt at once from it (seed/scale
   * switch); otherwise the default world is rebuilt at once and other sessions on their next request.
   */
  reset(name: string = DEFAULT_WORLD, config?: WorldConfig): World | undefined {
    this.worlds.delete(name);
    if (config) this.worlds.set(name, this.factory(name, config));
    else if (name === DEFAULT_WORLD) this.get(name);
    const world = this.worlds.get(name);
    this.emit(name, world);
    return world;
  }

  /** Installs a world built elsewhere (snapshot restore, seed switch). */
  replace(name: string, world: World): void {
    this.worlds.set(name, world);
    this.emit(name, world);
  }

  /** Changes the seed/scale used for worlds created from now on (does not touch live ones). */
  setDefaultConfig(config: WorldConfig): void {
    this.defaults = config;
  }

  /** Called after reset/replace with the session name and its new world (undefined if dropped). */
  onChange(listener: Listener): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  private emit(name: string, world: World | undefined): void {
    for (const l of this.listeners) l(name, world);
  }
}

/**
 * The standard world factory: a MockClock (from the pinned epoch, else the wall clock) and a store seeded
 * with `seed({seed, scale, devices, epoch})` whose start is the clock's instant at creation. `seedFn` is
 * injected to keep this module free of the seed's dependencies for callers that build worlds differently.
 */
export function seededWorldFactory(
  seedFn: (o: { seed: number; scale: Scale; devices?: number; epoch?: number; clock: MockClock }) => Store,
  makeClock: (epoch: number | undefined) => MockClock,
): WorldFactory {
  return (name, config) => {
    const clock = makeClock(config.epoch);
    const store = seedFn({ seed: config.seed, scale: config.scale, devices: config.devices, epoch: config.epoch ?? clock.now(), clock });
    return { name, config, store, clock };
  };
}
