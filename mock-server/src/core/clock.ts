/**
 * The mock clock. Everything time-dependent in the mock (sessions, heartbeats, past-due days,
 * simulation, fault windows) reads `now()` from here, so tests can freeze or advance time.
 */
export interface Clock {
  /** Milliseconds since the epoch on the mock's timeline. */
  now(): number;
}

export class MockClock implements Clock {
  /** Offset added to the real clock while running. */
  private offset = 0;
  /** When frozen, the fixed time; otherwise null. */
  private frozenAt: number | null = null;

  constructor(
    private readonly real: () => number = Date.now,
    start?: number,
  ) {
    if (start !== undefined) this.offset = start - real();
  }

  now(): number {
    return this.frozenAt ?? this.real() + this.offset;
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  /** Stops time at the current (or given) instant. */
  freeze(at: number = this.now()): void {
    this.frozenAt = at;
  }

  /** Restarts time from where it stands. */
  resume(): void {
    if (this.frozenAt === null) return;
    this.offset = this.frozenAt - this.real();
    this.frozenAt = null;
  }

  /** Moves time forward by `ms` (frozen or not). */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('cannot advance the clock backwards');
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offset += ms;
  }

  /** Jumps to an absolute instant. */
  set(at: number): void {
    if (this.frozenAt !== null) this.frozenAt = at;
    else this.offset = at - this.real();
  }
}
