import { describe, expect, it } from 'vitest';
import { TerminalSession, terminalSocketUrl, type SocketLike, type TerminalState } from './terminal-session.ts';
import { MSG } from '../messages.ts';
import { at } from '../../../../../tests/present.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<{ event: string; data: unknown }> = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(d: string) {
    this.sent.push(JSON.parse(d) as { event: string; data: unknown });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  emit(event: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup(target: { kind: 'host' } | { kind: 'service'; serviceName: string } = { kind: 'host' }) {
  const sockets: FakeSocket[] = [];
  const states: TerminalState[] = [];
  const notices: string[] = [];
  const output: string[] = [];
  const pending: Array<{ fn: () => void; ms: number }> = [];
  const session = new TerminalSession({
    url: 'ws://api.test/terminal/v1/ws',
    getToken: () => 'tok',
    uuid: 'abc',
    target,
    size: () => ({ cols: 80, rows: 24 }),
    onData: (t) => output.push(t),
    onState: (s) => states.push(s),
    onNotice: (n) => notices.push(n),
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers: { set: (fn, ms) => pending.push({ fn, ms }), clear: () => undefined },
  });
  const runTimers = () => pending.splice(0).forEach((p) => p.fn());
  return { session, sockets, states, notices, output, pending, runTimers };
}

describe('terminal session protocol (asyncapi terminal.yaml; spec 02 §4)', () => {
  it('authenticates, connects to the target, relays data and resize', () => {
    const t = setup({ kind: 'service', serviceName: 'main' });
    t.session.connect();
    at(t.sockets, 0).open();
    expect(at(t.sockets, 0).sent[0]).toEqual({ event: 'authentication', data: { token: 'tok' } });
    at(t.sockets, 0).emit('authenticated', { username: 'x' });
    expect(at(t.sockets, 0).sent[1]).toEqual({
      event: 'ssh connect',
      data: { uuid: 'abc', target: 'service', serviceName: 'main', cols: 80, rows: 24 },
    });
    at(t.sockets, 0).emit('ready', { containerId: 'c' });
    expect(t.session.state).toBe('connected');
    at(t.sockets, 0).emit('data', 'Linux x\r\n');
    expect(t.output).toEqual(['Linux x\r\n']);
    t.session.send('uname -a\r');
    t.session.resize(100, 30);
    expect(at(t.sockets, 0).sent.slice(2)).toEqual([
      { event: 'data', data: 'uname -a\r' },
      { event: 'resize', data: { cols: 100, rows: 30 } },
    ]);
  });

  it('retries a dropped session 5 times, 2 s apart, then fails', () => {
    const t = setup();
    t.session.connect();
    for (let i = 0; i < 5; i++) {
      at(t.sockets, i).drop();
      expect(t.pending).toEqual([{ fn: expect.any(Function), ms: 2000 }]);
      t.runTimers();
    }
    at(t.sockets, 5).drop();
    expect(t.sockets).toHaveLength(6);
    expect(t.session.state).toBe('failed');
    expect(t.notices.filter((n) => n === MSG.reconnecting)).toHaveLength(5);
    expect(t.notices.at(-1)).toBe(MSG.reconnectFailed);
  });

  it('a successful reconnect resets the count and says reconnected', () => {
    const t = setup();
    t.session.connect();
    at(t.sockets, 0).open();
    at(t.sockets, 0).emit('ready', {});
    at(t.sockets, 0).drop();
    t.runTimers();
    at(t.sockets, 1).open();
    at(t.sockets, 1).emit('ready', {});
    expect(t.notices).toContain(MSG.reconnected);
    expect(t.session.state).toBe('connected');
  });

  it('fails at once on unauthorized; ends cleanly on exit; close says goodbye', () => {
    const a = setup();
    a.session.connect();
    at(a.sockets, 0).open();
    at(a.sockets, 0).emit('unauthorized', { message: 'Unauthorized' });
    at(a.sockets, 0).drop();
    expect(a.session.state).toBe('failed');
    expect(a.sockets).toHaveLength(1);

    const b = setup();
    b.session.connect();
    at(b.sockets, 0).open();
    at(b.sockets, 0).emit('ssh disconnect', { reason: 'exit', code: 0 });
    expect(b.session.state).toBe('closed');
    expect(b.notices).toContain(MSG.sshDisconnected);

    const c = setup();
    c.session.connect();
    at(c.sockets, 0).open();
    c.session.close();
    expect(at(c.sockets, 0).sent.at(-1)).toEqual({ event: 'ssh disconnect', data: {} });
    at(c.sockets, 0).drop();
    expect(c.sockets).toHaveLength(1);
  });

  it('builds the socket URL from the API URL', () => {
    expect(terminalSocketUrl('http://127.0.0.1:4010/')).toBe('ws://127.0.0.1:4010/terminal/v1/ws');
    expect(terminalSocketUrl('https://api.example.com')).toBe('wss://api.example.com/terminal/v1/ws');
  });
});
