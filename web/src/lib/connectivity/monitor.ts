/**
 * The connectivity state machine of spec 01 §4 ("Connectivity", "Rate limiting"), free of React and
 * of fetch (the ping is injected by the API client): a failed GET starts a ping cycle; 3 consecutive
 * ping failures flag the app offline; pings back off 200 ms × failures (≤ 2 s); on recovery the
 * flag clears and every queued GET is released for its retry. A 429 sets a throttled-until time.
 */
import { OFFLINE_AFTER_PING_FAILURES, OFFLINE_INITIAL_RETRY_DELAY_MS } from '../timing.ts';
import { retryDelayMs } from './backoff.ts';
import { throttledUntil } from './retry-after.ts';

export interface ConnectivityState {
  offline: boolean;
  /** Epoch ms until which the "API requests are throttled" notice shows, or null. */
  throttledUntil: number | null;
  /** Consecutive failed pings of the current cycle. */
  pingFailures: number;
}

export interface MonitorDeps {
  /** GET /ping without token and without retry; resolves true when the API answered. */
  ping: () => Promise<boolean>;
  now?: () => number;
}

type Listener = () => void;

export class ConnectivityMonitor {
  private state: ConnectivityState = { offline: false, throttledUntil: null, pingFailures: 0 };
  private readonly listeners = new Set<Listener>();
  private cycle: Promise<boolean> | null = null;
  private wake: (() => void) | null = null;
  private throttleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly deps: MonitorDeps;

  constructor(deps: MonitorDeps) {
    this.deps = deps;
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ConnectivityState => this.state;

  private set(patch: Partial<ConnectivityState>): void {
    const next = { ...this.state, ...patch };
    if (
      next.offline === this.state.offline &&
      next.throttledUntil === this.state.throttledUntil &&
      next.pingFailures === this.state.pingFailures
    )
      return;
    this.state = next;
    for (const l of this.listeners) l();
  }

  /**
   * Called by the API client after a GET failed on the network. Resolves when the ping cycle ends:
   * `true` if connectivity had been lost and is back (retry the GET), `false` if the very first ping
   * answered (the API is reachable; the GET's own error stands).
   */
  afterGetFailure(): Promise<boolean> {
    if (!this.cycle) {
      this.cycle = this.runCycle().finally(() => {
        this.cycle = null;
      });
    }
    return this.cycle;
  }

  /** The Retry action: ping now instead of waiting out the current delay. */
  retryNow = (): void => {
    if (this.wake) this.wake();
    else if (!this.cycle) void this.afterGetFailure();
  };

  /** Records a 429: the notice shows until max(now + 5 s, now + Retry-After), extending any current one. */
  reportThrottled(retryAfterMs: number | null): void {
    const until = Math.max(this.state.throttledUntil ?? 0, throttledUntil(retryAfterMs, this.now()));
    this.set({ throttledUntil: until });
    if (this.throttleTimer) clearTimeout(this.throttleTimer);
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = null;
      this.set({ throttledUntil: null });
    }, until - this.now());
  }

  /** Whether the app is flagged offline right now (error texts are suppressed then, spec 01 §8). */
  isOffline(): boolean {
    return this.state.offline;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private async runCycle(): Promise<boolean> {
    let lost = false;
    for (;;) {
      const ok = await this.deps.ping().catch(() => false);
      this.wake = null;
      if (ok) {
        this.set({ offline: false, pingFailures: 0 });
        return lost;
      }
      lost = true;
      const failures = this.state.pingFailures + 1;
      const offline = failures >= OFFLINE_AFTER_PING_FAILURES;
      this.set({ pingFailures: failures, offline });
      await this.sleep(
        failures === OFFLINE_AFTER_PING_FAILURES ? OFFLINE_INITIAL_RETRY_DELAY_MS : retryDelayMs(failures),
      );
    }
  }
}
