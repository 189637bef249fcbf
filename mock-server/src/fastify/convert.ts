/**
 * Fastify ⇄ core translation: FastifyRequest → CoreRequest, CoreResponse → reply (JSON, text, bytes,
 * NDJSON streams, and the fault kinds `destroy` and `truncated`).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoreRequest, CoreResponse, HttpMethod } from '../core/http.ts';
import { decodeBody, splitUrl } from '../core/pipeline/body.ts';
import { withCors } from '../core/pipeline/cors.ts';

/** Flattens Node's header object (arrays joined with `, `). */
function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** Builds the CoreRequest, or the 400 response for an undecodable JSON body. */
export function toCoreRequest(req: FastifyRequest, method: HttpMethod): CoreRequest | CoreResponse {
  const { path, rawQuery } = splitUrl(req.raw.url ?? req.url);
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : typeof req.body === 'string' ? req.body : '';
  const decoded = decodeBody(req.headers['content-type'], raw);
  const base = { method, path, rawQuery, headers: headersOf(req), ip: req.ip };
  if (!decoded.ok) return withCors({ ...base, body: undefined }, decoded.response);
  return { ...base, body: decoded.body };
}

const jsonText = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** Writes a CoreResponse to a Fastify reply. */
export async function sendCore(reply: FastifyReply, res: CoreResponse, head = false): Promise<FastifyReply> {
  reply.code(res.status);
  for (const [k, v] of Object.entries(res.headers ?? {})) reply.header(k, v);
  const body = res.body;
  switch (body.kind) {
    case 'empty':
      return reply.send();
    case 'json':
      reply.type('application/json; charset=utf-8');
      return reply.send(head ? undefined : (body.raw ?? jsonText(body.value)));
    case 'text':
      reply.type(body.contentType ?? 'text/plain; charset=utf-8');
      return reply.send(head ? undefined : body.value);
    case 'html':
      reply.type('text/html; charset=utf-8');
      return reply.send(head ? undefined : body.value);
    case 'bytes':
      reply.type(body.contentType);
      if (body.filename) reply.header('content-disposition', `attachment; filename="${body.filename.replace(/"/g, '')}"`);
      return reply.send(head ? undefined : Buffer.from(body.value));
    case 'stream': {
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      reply.type(body.contentType);
      return reply.send(Readable.from(body.open(abort.signal)));
    }
    case 'destroy':
      reply.hijack();
      reply.raw.socket?.destroy();
      return reply;
    case 'truncated': {
      const full = Buffer.from(jsonText(body.value));
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(res.status, { ...res.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(full.length) });
      raw.write(full.subarray(0, Math.max(0, Math.min(body.bytes, full.length))));
      raw.socket?.destroy();
      return reply;
    }
  }
}
