/**
 * A World is one isolated copy of the mock's state: its store (seeded data) and its mock clock.
 * The WorldRegistry hands out one world per `x-mock-session` name, created lazily from the default
 * seed/scale on first use; requests without the header use `default`.
 * Other modules (faults, journal, simulation, rate limits) keep their per-world state in
 * `WeakMap<World, …>`, so a reset (a new World object) drops it automatically.
 */
import type { MockClock } from './clock.ts';
import type { Store } from './store/store.ts';
import type { PreparedWorld } from './seed/world-file.ts';

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
  /** A checked world file (`--world FILE`, `POST /__mock/sessions`): the world is seeded from it. */
  world?: PreparedWorld;
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
/** Header selecting an isolated session. */
export const SESSION_HEADER = 'x-mock-session';
/** Session names: short, URL- and log-safe. */
export const SESSION_NAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** Default upper bound on live sessions so a runaway client cannot exhaust memory (`--max-sessions`). */
export const DEFAULT_MAX_SESSIONS = 64;
/** @deprecated name kept for callers: the default cap. */
export const MAX_SESSIONS = DEFAULT_MAX_SESSIONS;
/** Default time (wall clock) after which an unused session is dropped (`--session-idle`). */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;

/** How many sessions may live and how long an unused one is kept. */
export interface SessionLimits {
  /** Live sessions at most, the default one included (default 64). */
  maxSessions?: number;
  /** Wall-clock ms after which an unused session (never the default one) is dropped; 0 = never (default 30 min). */
  idleMs?: number;
  /** Wall clock for idleness (tests pass a fake); the mock clock is per session and may be frozen. */
  now?: () => number;
}

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
  /** Wall-clock ms each session was last used. */
  private readonly lastUsed = new Map<string, number>();
  private readonly listeners: Listener[] = [];
  readonly maxSessions: number;
  readonly idleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly factory: WorldFactory,
    private defaults: WorldConfig,
    limits: SessionLimits = {},
  ) {
    this.maxSessions = limits.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.idleMs = limits.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.now = limits.now ?? Date.now;
  }

  /** The configuration new worlds are created with. */
  get defaultConfig(): WorldConfig {
    return this.defaults;
  }

  /**
   * The world of a session, created on first use (a session idle longer than `idleMs` starts over).
   * Throws SessionError(400) for a bad name and SessionError(429) when `maxSessions` are live after
   * idle ones were dropped.
   */
  get(name: string = DEFAULT_WORLD): World {
    const hit = this.worlds.get(name);
    const now = this.now();
    if (hit) {
      if (!this.expired(name, now)) {
        this.lastUsed.set(name, now);
        return hit;
      }
      this.drop(name);
    }
    if (!SESSION_NAME_PATTERN.test(name))
      throw new SessionError(400, `Invalid ${SESSION_HEADER}: '${name.slice(0, 80)}'`);
    if (this.worlds.size >= this.maxSessions) this.dropIdle(now);
    if (this.worlds.size >= this.maxSessions) {
      const idle = this.idleMs > 0 ? `, wait for idle ones to expire (${Math.round(this.idleMs / 60_000)} min)` : '';
      throw new SessionError(
        429,
        `Too many mock sessions (max ${this.maxSessions}): drop one with DELETE /__mock/sessions/{name}${idle}, or start the mock with a higher --max-sessions`,
      );
    }
    const world = this.factory(name, this.defaults);
    this.worlds.set(name, world);
    this.lastUsed.set(name, now);
    return world;
  }

  private expired(name: string, now: number): boolean {
    return this.idleMs > 0 && name !== DEFAULT_WORLD && now - (this.lastUsed.get(name) ?? now) > this.idleMs;
  }

  private drop(name: string): void {
    this.worlds.delete(name);
    this.lastUsed.delete(name);
    this.emit(name, undefined);
  }

  /** Drops every session unused for longer than `idleMs`; returns their names. */
  dropIdle(now: number = this.now()): string[] {
    const gone = [...this.worlds.keys()].filter((n) => this.expired(n, now));
    for (const n of gone) this.drop(n);
    return gone;
  }

  /** Wall-clock ms a session was last used (undefined for an unknown one). */
  lastUsedAt(name: string): number | undefined {
    return this.lastUsed.get(name);
  }

  has(name: string): boolean {
    return this.worlds.has(name);
  }

  /** Live sessions (idle ones are dropped first). */
  names(): string[] {
    this.dropIdle();
    return [...this.worlds.keys()];
  }

  /**
   * Drops a session's state. With `config` the session is rebuilt at once from it (seed/scale
   * switch); otherwise the default world is rebuilt at once and other sessions on their next request.
   */
  reset(name: string = DEFAULT_WORLD, config?: WorldConfig): World | undefined {
    this.worlds.delete(name);
    this.lastUsed.delete(name);
    if (config) {
      this.worlds.set(name, this.factory(name, config));
      this.lastUsed.set(name, this.now());
    } else if (name === DEFAULT_WORLD) this.get(name);
    const world = this.worlds.get(name);
    this.emit(name, world);
    return world;
  }

  /** Installs a world built elsewhere (snapshot restore, seed switch). */
  replace(name: string, world: World): void {
    this.worlds.set(name, world);
    this.lastUsed.set(name, this.now());
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
  seedFn: (o: {
    seed: number;
    scale: Scale;
    devices?: number;
    epoch?: number;
    clock: MockClock;
    world?: PreparedWorld;
  }) => Store,
  makeClock: (epoch: number | undefined) => MockClock,
): WorldFactory {
  return (name, config) => {
    // A world file's epoch pins the clock as `--epoch` does.
    const fileEpoch = config.world?.file.epoch;
    const clock = makeClock(fileEpoch === undefined ? config.epoch : Date.parse(fileEpoch));
    const store = seedFn({
      seed: config.seed,
      scale: config.scale,
      devices: config.devices,
      epoch: config.epoch ?? clock.now(),
      clock,
      world: config.world,
    });
    return { name, config, store, clock };
  };
}
