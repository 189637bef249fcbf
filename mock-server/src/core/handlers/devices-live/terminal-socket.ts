/**
 * The terminal websocket `/terminal/v1/ws` (openapi/asyncapi/terminal.yaml; spec 02 §4 "Terminal
 * sessions"): JSON frames `{event, data}`; authentication → authenticated | unauthorized + close
 * 4401; ssh connect → ssh connecting, ssh spawning, ready; data both ways through a FakeShell;
 * resize; ssh disconnect. Malformed frames get an `error` event and never close the socket. No
 * authentication within SOCKET_AUTH_DEADLINE_MS, or the user's sessions ended (logout-others, password
 * change or reset) → unauthorized + close 4401.
 */
import type { CoreSocket, HandlerInput, SocketRouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import { authenticate, type Actor } from '../../auth/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { FakeShell } from '../../live/shell.ts';
import { isReachable } from '../../live/supervisor.ts';
import { hostAccessAllowed, serviceAccessAllowed } from './catalog-routes.ts';
import { applyDelayedSocketFault } from './socket-faults.ts';
import { onSessionsEnded } from '../../auth/session-events.ts';
import type { StoredRow } from '../../store/rows.ts';

/** Close code after `unauthorized` (asyncapi terminal channel). */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code after the shell ends. */
const CLOSE_NORMAL = 1000;
export const MALFORMED_FRAME = 'Malformed frame: expected {"event": string, "data"?: any}';
export const NOT_AUTHENTICATED = 'Not authenticated';
/**
 * A socket that sends no `authentication` frame within this time (wall clock) gets `unauthorized` and
 * close 4401, so unauthenticated sockets cannot pile up.
 */
export const SOCKET_AUTH_DEADLINE_MS = 10_000;

interface Frame {
  event: string;
  data: unknown;
}

function parseFrame(raw: string): Frame | null {
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null || typeof (v as { event?: unknown }).event !== 'string') return null;
    return { event: (v as Frame).event, data: (v as Frame).data };
  } catch {
    return null;
  }
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

async function actorOf(world: World, token: string): Promise<Actor | null> {
  const req = {
    method: 'GET' as const,
    path: '/terminal/v1/ws',
    rawQuery: '',
    headers: { authorization: `Bearer ${token}` },
    body: undefined,
    ip: '127.0.0.1',
  };
  return (await authenticate(world, req, new URLSearchParams())).actor;
}

class TerminalSession {
  private actor: Actor | null = null;
  private shell: FakeShell | null = null;
  private closed = false;
  constructor(
    private readonly world: World,
    private readonly socket: CoreSocket,
  ) {}

  private send(event: string, data: unknown): void {
    if (!this.closed) this.socket.send(JSON.stringify({ event, data }));
  }
  private error(message: string): void {
    this.send('error', { message });
  }
  private stopListening: () => void = () => undefined;
  private close(code: number): void {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    this.socket.close(code);
  }
  /** The socket closed by the client: stop listening for session ends. */
  closedByPeer(): void {
    this.closed = true;
    this.stopListening();
  }
  /** No `authentication` frame in time: told so and closed. */
  authDeadlinePassed(): void {
    if (!this.actor) this.unauthorized();
  }
  private unauthorized(): void {
    this.send('unauthorized', { message: 'Unauthorized' });
    this.close(CLOSE_UNAUTHORIZED);
  }

  async onFrame(raw: string): Promise<void> {
    const frame = parseFrame(raw);
    if (!frame) return this.error(MALFORMED_FRAME);
    if (frame.event === 'authentication') return this.authenticate(frame.data);
    if (!this.actor) return this.error(NOT_AUTHENTICATED);
    const data = obj(frame.data);
    switch (frame.event) {
      case 'ssh connect':
        return this.connect(data);
      case 'data':
        if (typeof frame.data !== 'string') return this.error('data must be a string');
        if (!this.shell) return this.error('No shell: send ssh connect first');
        return this.input(frame.data);
      case 'resize':
        if (!Number.isInteger(data.cols) || !Number.isInteger(data.rows))
          return this.error('resize needs integer cols and rows');
        return;
      case 'ssh disconnect':
        this.send('ssh disconnect', { reason: 'client' });
        return this.close(CLOSE_NORMAL);
      default:
        return this.error(`Unknown event: ${frame.event}`);
    }
  }

  private async authenticate(data: unknown): Promise<void> {
    const token = obj(data).token;
    if (typeof token !== 'string' || token === '') return this.unauthorized();
    const actor = await actorOf(this.world, token);
    if (!actor || actor.kind !== 'user') return this.unauthorized();
    this.actor = actor;
    // Logout-others, a password change or reset ends the shell too.
    this.stopListening = onSessionsEnded(this.world, actor.userId, () => this.unauthorized());
    this.send('authenticated', { username: actor.username });
  }

  private connect(data: Record<string, unknown>): void {
    const uuid = typeof data.uuid === 'string' ? data.uuid.toLowerCase() : '';
    const target = data.target === 'service' ? 'service' : data.target === 'host' ? 'host' : null;
    if (!target) return this.error('ssh connect needs target host or service');
    const device: StoredRow<'device'> | undefined = this.world.store.find('device', 'uuid', uuid)[0];
    if (!device || !accessFor(this.world, this.actor).canRead('device', device)) return this.unauthorized();
    if (target === 'host' && !hostAccessAllowed(this.world, this.actor, device)) return this.unauthorized();
    if (target === 'service' && !serviceAccessAllowed(this.world, this.actor, device)) return this.unauthorized();
    this.send('ssh connecting', { uuid });
    if (!isReachable(this.world, device)) {
      this.error('Device is offline');
      this.send('ssh disconnect', { reason: 'offline' });
      return this.close(CLOSE_NORMAL);
    }
    const serviceName = typeof data.serviceName === 'string' ? data.serviceName : undefined;
    if (target === 'service') {
      const names = this.world.store
        .find('service_install', 'device', device.id)
        .map((si) => this.world.store.get('service', Number(si.installs__service))?.service_name);
      if (!serviceName || !names.includes(serviceName)) {
        this.error(`Service not found: ${serviceName ?? ''}`);
        this.send('ssh disconnect', { reason: 'container_gone' });
        return this.close(CLOSE_NORMAL);
      }
    }
    this.send('ssh spawning', target === 'service' ? { target, serviceName } : { target });
    this.shell = new FakeShell(this.world, device, { kind: target, serviceName });
    this.send('ready', { containerId: target === 'service' ? `c0ffee${String(device.id).padStart(6, '0')}` : null });
    this.send('data', this.shell.prompt());
  }

  private input(text: string): void {
    if (!this.shell) return;
    const res = this.shell.input(text);
    if (res.output) this.send('data', res.output);
    if (res.exited) {
      this.send('ssh disconnect', { reason: 'exit', code: 0 });
      this.close(CLOSE_NORMAL);
    }
  }
}

/** The terminal socket route. */
export function terminalSockets(deps: CoreDeps): SocketRouteDef[] {
  return [
    {
      path: '/terminal/v1/ws',
      operationId: 'openTerminalSocket',
      handler: (socket: CoreSocket, { req }: HandlerInput) => {
        const world = deps.context(req).world;
        const session = new TerminalSession(world, socket);
        applyDelayedSocketFault(world, socket, req.path);
        const deadline = setTimeout(() => session.authDeadlinePassed(), SOCKET_AUTH_DEADLINE_MS);
        socket.onClose(() => {
          clearTimeout(deadline);
          session.closedByPeer();
        });
        let chain = Promise.resolve();
        socket.onMessage((raw) => {
          chain = chain.then(() => session.onFrame(raw)).catch(() => undefined);
        });
      },
    },
  ];
}
