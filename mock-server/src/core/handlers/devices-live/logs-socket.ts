/**
 * The log stream over a websocket (contract openDeviceLogsSocket; asyncapi channel deviceLogs; issue
 * 4): client `authentication` first → `authenticated`, then the backlog of `count` lines (default 0)
 * and live lines as `log` events while the mock clock moves — the same lines as the NDJSON stream.
 * A bad token or invisible device → `unauthorized` and close 4401; malformed frames → `error`.
 * A delayed `socketClose` fault rule closes the socket after its `afterMs`. No authentication within
 * SOCKET_AUTH_DEADLINE_MS, or the user's sessions ended (logout-others, password change or reset) →
 * `unauthorized` and close 4401.
 */
import type { CoreSocket, HandlerInput, SocketRouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import { authenticate } from '../../auth/index.ts';
import { applyDelayedSocketFault } from './socket-faults.ts';
import { lastLines, linesBetween } from '../../live/logs.ts';
import { liveOptions, sleep } from '../../live/options.ts';
import { CLOSE_UNAUTHORIZED, MALFORMED_FRAME, NOT_AUTHENTICATED, SOCKET_AUTH_DEADLINE_MS } from './terminal-socket.ts';
import { onSessionsEnded } from '../../auth/session-events.ts';
import { STREAM_WINDOW_MS, parseCount, readableDevice } from './log-routes.ts';
import type { StoredRow } from '../../store/rows.ts';
import { param } from '../../router.ts';

class LogSession {
  private device: StoredRow<'device'> | null = null;
  private readonly abort = new AbortController();
  constructor(
    private readonly world: World,
    private readonly socket: CoreSocket,
    private readonly uuid: string,
    private readonly count: number,
  ) {
    socket.onClose(() => this.abort.abort());
  }

  /** Sends `unauthorized` and closes with 4401. */
  unauthorized(): void {
    if (this.abort.signal.aborted) return;
    this.send('unauthorized', { message: 'Unauthorized' });
    this.abort.abort();
    this.socket.close(CLOSE_UNAUTHORIZED);
  }

  /** No `authentication` frame in time. */
  authDeadlinePassed(): void {
    if (!this.device) this.unauthorized();
  }

  private send(event: string, data: unknown): void {
    if (!this.abort.signal.aborted) this.socket.send(JSON.stringify({ event, data }));
  }

  async onFrame(raw: string): Promise<void> {
    let frame: { event?: unknown; data?: unknown };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return this.send('error', { message: MALFORMED_FRAME });
    }
    if (typeof frame !== 'object' || frame === null || typeof frame.event !== 'string')
      return this.send('error', { message: MALFORMED_FRAME });
    if (frame.event !== 'authentication')
      return this.send('error', { message: this.device ? `Unknown event: ${frame.event}` : NOT_AUTHENTICATED });
    if (this.device) return this.send('error', { message: 'Already authenticated' });
    const token = (frame.data as { token?: unknown } | undefined)?.token;
    const req = {
      method: 'GET' as const,
      path: '',
      rawQuery: '',
      headers: { authorization: `Bearer ${String(token)}` },
      body: undefined,
      ip: '127.0.0.1',
    };
    const actor =
      typeof token === 'string' && token ? (await authenticate(this.world, req, new URLSearchParams())).actor : null;
    const device = actor ? readableDevice(this.world, actor, this.uuid) : null;
    if (!actor || !device) return this.unauthorized();
    this.device = device;
    if (actor.kind === 'user') {
      // Logout-others, a password change or reset ends the stream too.
      const stop = onSessionsEnded(this.world, actor.userId, () => this.unauthorized());
      this.abort.signal.addEventListener('abort', stop, { once: true });
    }
    this.send('authenticated', { username: actor.kind === 'user' ? actor.username : actor.kind });
    void this.stream(device);
  }

  private async stream(device: StoredRow<'device'>): Promise<void> {
    const signal = this.abort.signal;
    let last = this.world.clock.now();
    for (const line of lastLines(this.world, device, last - STREAM_WINDOW_MS, last, this.count)) this.send('log', line);
    while (!signal.aborted) {
      await sleep(liveOptions(this.world).logPollMs, signal);
      const now = this.world.clock.now();
      for (const line of linesBetween(this.world, device, last, now)) this.send('log', line);
      last = Math.max(last, now);
    }
  }
}

/** The log websocket route. */
export function logSockets(deps: CoreDeps): SocketRouteDef[] {
  return [
    {
      path: '/device/v2/:uuid/logs/ws',
      operationId: 'openDeviceLogsSocket',
      handler: (socket: CoreSocket, { req, params, query }: HandlerInput) => {
        const world = deps.context(req).world;
        const count = parseCount(query.get('count'), 0);
        const session = new LogSession(
          world,
          socket,
          param(params, 'uuid').toLowerCase(),
          typeof count === 'number' ? count : 0,
        );
        if (typeof count === 'string') socket.send(JSON.stringify({ event: 'error', data: { message: count } }));
        applyDelayedSocketFault(world, socket, req.path, param(params, 'uuid').toLowerCase());
        const deadline = setTimeout(() => session.authDeadlinePassed(), SOCKET_AUTH_DEADLINE_MS);
        socket.onClose(() => clearTimeout(deadline));
        let chain = Promise.resolve();
        socket.onMessage((raw) => {
          chain = chain.then(() => session.onFrame(raw)).catch(() => undefined);
        });
      },
    },
  ];
}
