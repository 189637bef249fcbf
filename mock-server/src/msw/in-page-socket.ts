/**
 * A websocket route of the core reached without a websocket: for a page that runs the mock core
 * itself (the zero-server demo), the dashboard's live tails talk to `core.handleSocket` directly, so
 * frames are pushed the moment the core sends them (the journal calls its subscribers as it records)
 * rather than through a service worker or a polling loop. Browser-safe.
 */
import type { MockCore } from '../core/app.ts';
import type { CoreSocket } from '../core/router.ts';

/** The page's end of an in-page socket. */
export interface InPageSocket {
  send(data: string): void;
  close(): void;
}

export interface InPageSocketHandlers {
  onMessage(data: string): void;
  onClose(code: number): void;
}

/** Address the core sees for in-page sockets (the page is the mock's own machine). */
const IN_PAGE_IP = '127.0.0.1';

/** The upgrade request a socket opened in the page (or through MSW) reaches the core with. */
export function socketRequest(url: URL): Parameters<MockCore['handleSocket']>[0] {
  return {
    method: 'GET',
    path: url.pathname,
    rawQuery: url.search.slice(1),
    headers: {},
    body: undefined,
    ip: IN_PAGE_IP,
  };
}
/** Close code when no route serves the path (as the websocket adapters answer). */
const NO_SUCH_SOCKET = 1008;

/**
 * Opens `target` (a path with its query, e.g. `/__mock/journal/stream?backlog=200`) on `core`.
 * Each side closes the other once: the page's `close()` runs the route's close callbacks, the
 * route's `close(code)` reaches `onClose(code)`.
 */
export function openInPageSocket(core: MockCore, target: string, handlers: InPageSocketHandlers): InPageSocket {
  const url = new URL(target, 'http://in-page.invalid');
  let closed = false;
  let incoming: ((data: string) => void) | undefined;
  const closers: (() => void)[] = [];
  const end = (code: number) => {
    if (closed) return;
    closed = true;
    for (const close of closers) close();
    handlers.onClose(code);
  };
  const socket: CoreSocket = {
    send: (data) => {
      if (!closed) handlers.onMessage(data);
    },
    close: (code = 1000) => end(code),
    onMessage: (cb) => void (incoming = cb),
    onClose: (cb) => void closers.push(cb),
  };
  const req = socketRequest(url);
  void core.handleSocket(req, socket).then((served) => {
    if (!served) end(NO_SUCH_SOCKET);
  });
  return {
    send: (data) => {
      if (!closed) incoming?.(data);
    },
    close: () => end(1000),
  };
}
