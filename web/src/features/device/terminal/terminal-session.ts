/**
 * One terminal session over the `/terminal/v1/ws` websocket (openapi/asyncapi/terminal.yaml; spec 02
 * §4 "Terminal sessions"): authentication → ssh connect → ready → data both ways, resize. A dropped
 * session is retried up to 5 times, 2 s apart, then fails; `unauthorized` fails at once. Framework-
 * free so it is tested with a fake socket.
 */
import { TERMINAL_RECONNECT_ATTEMPTS, TERMINAL_RECONNECT_DELAY_MS } from '../constants.ts';
import { MSG } from '../messages.ts';
import type { TerminalTarget } from '../domain/device-rules.ts';

/** Session states (spec 02 §4): connecting, connected, failed; `closed` after a clean end. */
export type TerminalState = 'connecting' | 'connected' | 'failed' | 'closed';

/** The part of the browser WebSocket the session uses. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface TerminalSessionOptions {
  url: string;
  getToken: () => string | null;
  uuid: string;
  target: TerminalTarget;
  size: () => { cols: number; rows: number };
  onData: (text: string) => void;
  onState: (state: TerminalState) => void;
  /** Status lines for the user (spec 02 §8 terminal messages). */
  onNotice: (text: string) => void;
  createSocket?: (url: string) => SocketLike;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };
}

const OPEN = 1;

/** The terminal websocket URL on the configured API host (http → ws, https → wss). */
export function terminalSocketUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/$/, '').replace(/^http/i, 'ws')}/terminal/v1/ws`;
}

export class TerminalSession {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private retryTimer: unknown = null;
  private ended = false;
  private wasConnected = false;
  state: TerminalState = 'connecting';

  constructor(private readonly o: TerminalSessionOptions) {}

  private get timers() {
    return (
      this.o.timers ?? {
        set: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clear: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
      }
    );
  }

  private setState(s: TerminalState): void {
    this.state = s;
    this.o.onState(s);
  }

  private frame(event: string, data: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ event, data }));
  }

  /** Opens (or re-opens) the socket. */
  connect(): void {
    if (this.ended) return;
    this.setState('connecting');
    const socket = (this.o.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike))(this.o.url);
    this.socket = socket;
    socket.onopen = () => this.frame('authentication', { token: this.o.getToken() ?? '' });
    socket.onmessage = (ev) => this.onMessage(String(ev.data));
    socket.onerror = () => this.o.onNotice(MSG.connectionError);
    socket.onclose = () => {
      if (this.socket === socket) this.dropped();
    };
  }

  private onMessage(raw: string): void {
    let msg: { event?: unknown; data?: unknown };
    try {
      msg = JSON.parse(raw) as typeof msg;
    } catch {
      return;
    }
    const data = (msg.data ?? {}) as Record<string, unknown>;
    switch (msg.event) {
      case 'authenticated': {
        const { cols, rows } = this.o.size();
        const t = this.o.target;
        this.frame('ssh connect', {
          uuid: this.o.uuid,
          target: t.kind,
          ...(t.kind === 'service' ? { serviceName: t.serviceName } : {}),
          cols,
          rows,
        });
        return;
      }
      case 'ready':
        if (this.wasConnected) this.o.onNotice(MSG.reconnected);
        this.wasConnected = true;
        this.attempts = 0;
        this.setState('connected');
        return;
      case 'data':
        if (typeof msg.data === 'string') this.o.onData(msg.data);
        return;
      case 'unauthorized':
        this.end('failed', typeof data.message === 'string' ? data.message : MSG.connectionError);
        return;
      case 'ssh disconnect':
        if (data.reason === 'exit' || data.reason === 'client') this.end('closed', MSG.sshDisconnected);
        else this.o.onNotice(MSG.disconnected);
        return;
      case 'error':
        if (typeof data.message === 'string') this.o.onNotice(data.message);
        return;
      default:
        return;
    }
  }

  /** The socket closed without a clean end: retry up to TERMINAL_RECONNECT_ATTEMPTS times. */
  private dropped(): void {
    this.socket = null;
    if (this.ended) return;
    if (this.attempts >= TERMINAL_RECONNECT_ATTEMPTS) {
      this.end('failed', MSG.reconnectFailed);
      return;
    }
    this.attempts++;
    this.setState('connecting');
    this.o.onNotice(MSG.reconnecting);
    this.retryTimer = this.timers.set(() => this.connect(), TERMINAL_RECONNECT_DELAY_MS);
  }

  private end(state: 'failed' | 'closed', notice: string): void {
    this.ended = true;
    this.timers.clear(this.retryTimer);
    const s = this.socket;
    this.socket = null;
    s?.close();
    this.o.onNotice(notice);
    this.setState(state);
  }

  /** Keystrokes from the terminal. */
  send(text: string): void {
    this.frame('data', text);
  }

  resize(cols: number, rows: number): void {
    this.frame('resize', { cols, rows });
  }

  /** The running container changed: open a fresh shell without counting a failed attempt. */
  reattach(): void {
    if (this.ended) return;
    const s = this.socket;
    this.socket = null;
    s?.close();
    this.connect();
  }

  /** The user closed the tab or the device changed: say goodbye and stop. */
  close(): void {
    if (this.ended) return;
    this.frame('ssh disconnect', {});
    this.ended = true;
    this.timers.clear(this.retryTimer);
    const s = this.socket;
    this.socket = null;
    s?.close();
  }
}
