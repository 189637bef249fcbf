/** Adapts a `ws` WebSocket (from @fastify/websocket) to the core's minimal CoreSocket. */
import type { CoreSocket } from '../core/router.ts';

/** The part of `ws`'s WebSocket the adapter uses (the package ships no types here). */
export interface WsLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', cb: (data: unknown) => void): unknown;
  on(event: 'close', cb: () => void): unknown;
}

export function wrapSocket(ws: WsLike): CoreSocket {
  return {
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onMessage: (cb) => ws.on('message', (data) => cb(String(data))),
    onClose: (cb) => ws.on('close', () => cb()),
  };
}
