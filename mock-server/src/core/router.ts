/**
 * Route definitions shared by the Fastify and MSW adapters. Handlers are plain functions over
 * CoreRequest → CoreResponse; each area exports a factory `(deps) => RouteDef[]` taking the narrow
 * dependencies it needs (store, clock, outbox, …), wired together in `core/app.ts`.
 */
import type { CoreRequest, CoreResponse, HttpMethod } from './http.ts';

export interface HandlerInput {
  req: CoreRequest;
  /** Path parameters, already percent-decoded. */
  params: Record<string, string>;
  /** Decoded query parameters. */
  query: URLSearchParams;
}

/**
 * A path parameter of the matched route. The router fills every parameter its pattern names, so
 * asking for one the pattern lacks is a bug in the route table: it throws rather than read on.
 */
export function param(params: HandlerInput['params'], name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`The route has no path parameter '${name}'`);
  return value;
}

type Handler = (input: HandlerInput) => CoreResponse | Promise<CoreResponse>;

export interface RouteDef {
  method: HttpMethod | readonly HttpMethod[];
  /** find-my-way style pattern, e.g. `/device/v2/:uuid/logs`; `*` is a trailing wildcard (param `*`). */
  path: string;
  /** The operationId of this route in openapi/ (journal, fault matching, contract tests). */
  operationId: string;
  handler: Handler;
  /**
   * Reads a session without creating it: a request naming a session that does not exist gets 404
   * (reading a misspelt session's journal would otherwise create it and answer it empty).
   */
  existingSession?: true;
}

/** A websocket route: the adapter upgrades and hands over a minimal socket. */
export interface CoreSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onMessage(cb: (data: string) => void): void;
  onClose(cb: () => void): void;
}
export interface SocketRouteDef {
  path: string;
  operationId: string;
  handler: (socket: CoreSocket, input: HandlerInput) => void;
}
