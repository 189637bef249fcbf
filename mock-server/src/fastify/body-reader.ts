/**
 * Reads request bodies for the Fastify adapter: at most the route's limit (the contract's
 * `x-body-limit`, else the API's 512 kB; core/pipeline/body.ts `bodyLimitFor`), and with an idle
 * timeout, so a client that declares a length and never sends it gets 408 instead of holding the
 * request open forever, and a total deadline, so a body trickled a byte at a time (each byte inside
 * the idle timeout) is cut too. The body is handed on as bytes; the core decodes it.
 */
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { bodyLimitFor, bodyTooLargeMessage, splitUrl, toMethod } from '../core/pipeline/body.ts';

/** A body that stops arriving for this long is answered 408 (ms). */
export const BODY_IDLE_TIMEOUT_MS = 10_000;
/** A body not complete this long after its first byte was awaited is answered 408 (ms). */
export const BODY_TOTAL_TIMEOUT_MS = 60_000;
const BODY_TIMEOUT_MESSAGE = 'Request body timed out: it did not arrive in full';

/** An error Fastify's error handler turns into `status` with `message` as a JSON string. */
export class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the whole body or fails with 413 (over the route's limit) or 408 (stalled for `idleMs`). */
export function readBody(
  req: FastifyRequest,
  payload: IncomingMessage,
  idleMs: number,
  totalMs: number = BODY_TOTAL_TIMEOUT_MS,
): Promise<Buffer> {
  const method = toMethod(req.method) ?? 'POST';
  const limit = bodyLimitFor(method, splitUrl(req.url).path);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (err: BodyError | undefined, body?: Buffer): void => {
      clearTimeout(timer);
      clearTimeout(deadline);
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      if (err) {
        // Nothing more is read: the rest of the body is not wanted.
        payload.resume();
        reject(err);
      } else resolve(body!);
    };
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(new BodyError(408, BODY_TIMEOUT_MESSAGE)), idleMs);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) return finish(new BodyError(413, bodyTooLargeMessage(limit)));
      chunks.push(chunk);
      arm();
    };
    const onEnd = (): void => finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    const onError = (): void => finish(new BodyError(400, 'Request body could not be read'));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyError(413, bodyTooLargeMessage(limit)));
    // However the body trickles in, it must be complete by the total deadline.
    const deadline = setTimeout(() => finish(new BodyError(408, BODY_TIMEOUT_MESSAGE)), totalMs);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    arm();
  });
}
