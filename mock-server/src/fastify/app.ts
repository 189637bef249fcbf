/**
 * Builds the Fastify instance over a MockCore (never listens; server.ts does). One catch-all route
 * for every method hands requests to `core.handle`; websocket routes map the core's
 * SocketRouteDefs; an optional `distDir` serves the dashboard with an SPA fallback.
 */
import type { IncomingMessage } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { MockCore } from '../core/app.ts';
import { empty, jsonError, type CoreRequest, type CoreResponse } from '../core/http.ts';
import { corsHeaders } from '../core/pipeline/cors.ts';
import { splitUrl, toMethod } from '../core/pipeline/body.ts';
import { releaseHungSockets, sendCore, toCoreRequest } from './convert.ts';
import { wrapSocket } from './socket.ts';
import { setDashboardHeaders } from './dashboard-headers.ts';
import { dashboardPage } from './dashboard-index.ts';
import { BODY_IDLE_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS, BodyError, readBody } from './body-reader.ts';

export interface BuildAppOptions {
  core: MockCore;
  /** Serve this built dashboard (web/dist) with index.html as fallback for client routes. */
  distDir?: string;
  logger?: boolean;
  /** A request body that stops arriving for this long gets 408 (default BODY_IDLE_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
  /**
   * Called once per request the core handled, with the answer the client gets (a deep link into
   * the dashboard answered by the SPA fallback is a 200 page, not the core's 404) and its time.
   */
  requestLog?: (req: CoreRequest, res: CoreResponse, ms: number) => void;
  /** A request body not complete after this long gets 408, however it trickles (default BODY_TOTAL_TIMEOUT_MS). */
  bodyDeadlineMs?: number;
  /**
   * `--public-url`: the address links in mails start with (the dashboard as its users reach it).
   * Default: the address and port each connection reached the mock at.
   */
  publicUrl?: string;
}

/** Where the mock control panel page is served (with a dist dir). */
export const MOCK_UI_PATH = '/__mock/ui';
/** Paths that are always API, even for a browser navigation. */
const API_PATH = /^\/(?:v\d+|resin|__mock)(?:\/|$)/;
/**
 * Hashed build assets (`/assets/<name>-<hash>.js`) never change under their name: cached for a year
 * without revalidation. Everything else (the HTML shell, runtime-config.js, buildtime.txt, favicon)
 * is revalidated on every use, so a new build or a deployment's runtime-config.js shows at once.
 */
export function staticCacheControl(filePath: string): string {
  return /[\\/]assets[\\/][^\\/]*-[\w-]{8,}(?:\.\w+)+$/.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
/**
 * The build's files by the URL path each is served at (`/assets/x.js` → `assets/x.js`), listed once at
 * start, and a folder holding an index.html by its path with a slash (`/` → `index.html`); dot files
 * are not served. @fastify/static's own listing (`wildcard: false`) registers two Fastify routes per
 * file, a few hundred for a build with its .br and .gz copies, which took a tenth of the packed
 * command's start; here the catch-all route looks the path up in this map instead.
 */
export function listDistFiles(distDir: string): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(distDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const name of names) {
    const parts = name.split(sep);
    if (parts.some((p) => p.startsWith('.'))) continue;
    try {
      // Links are followed, as the plugin's listing did.
      if (!statSync(join(distDir, name)).isFile()) continue;
    } catch {
      continue;
    }
    const file = parts.join('/');
    files.set(`/${file}`, file);
    if (parts.at(-1) === 'index.html') {
      const dir = `/${parts
        .slice(0, -1)
        .map((p) => `${p}/`)
        .join('')}`;
      if (!files.has(dir)) files.set(dir, file);
    }
  }
  return files;
}

/** The path of a request URL as routes match it: without the query, percent-decoded (undecodable: as sent). */
function staticPath(url: string): string {
  const path = splitUrl(url).path;
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Only browser navigations (Accept: text/html) fall back to index.html; API clients keep their 404. */
const wantsHtml = (req: FastifyRequest): boolean => /text\/html/.test(req.headers.accept ?? '');

/** Creates the Fastify app (the builder never listens; tests use `inject`). */
export async function buildApp({
  core,
  distDir,
  logger = false,
  bodyTimeoutMs = BODY_IDLE_TIMEOUT_MS,
  requestLog,
  bodyDeadlineMs = BODY_TOTAL_TIMEOUT_MS,
  publicUrl,
}: BuildAppOptions): Promise<FastifyInstance> {
  const linkBase = publicUrl?.replace(/\/+$/, '');
  const app = Fastify({
    logger,
    trustProxy: false,
    // The core decodes the raw query itself, and only when something reads it (pipeline LazyQuery):
    // Fastify's own parse of a 600-character OData query would be thrown away on every request.
    routerOptions: { querystringParser: () => ({}) },
  });
  // Connections a `hang` fault holds would keep the server from closing.
  app.addHook('preClose', (done) => {
    releaseHungSockets(app.server);
    done();
  });
  app.removeAllContentTypeParsers();
  // Bodies are read by our own reader: each route's limit comes from the contract (x-body-limit).
  app.addContentTypeParser('*', (req: FastifyRequest, payload: IncomingMessage) =>
    readBody(req, payload, bodyTimeoutMs, bodyDeadlineMs),
  );
  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    // A client that went away while a build file was streamed: nothing left to answer.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.raw.destroy();
      return;
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const coreReq = {
      method: 'GET' as const,
      path: req.url,
      rawQuery: '',
      headers: req.headers as Record<string, string>,
      body: undefined,
      ip: req.ip,
    };
    const res = err instanceof BodyError ? jsonError(status, err.message) : empty(status);
    // A stalled body leaves the connection mid-request: it is closed after the answer.
    const headers = status === 408 ? { ...corsHeaders(coreReq), connection: 'close' } : corsHeaders(coreReq);
    return sendCore(reply, { ...res, headers });
  });
  const distFiles = distDir ? listDistFiles(distDir) : undefined;
  if (distDir)
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are served through reply.sendFile from the catch-all route (see listDistFiles).
      serve: false,
      // The build writes .br and .gz copies of its text files (web/build/precompress.ts): the variant
      // the client accepts is sent as it is, with Vary: Accept-Encoding, and no compression per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', staticCacheControl(path));
        // Which variant goes out depends on Accept-Encoding; the plugin's version that still runs on
        // Node 20 without engine warnings does not say so itself.
        reply.header('vary', 'Accept-Encoding');
        setDashboardHeaders(reply);
      },
    });

  const handle = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (distFiles && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = distFiles.get(staticPath(req.url));
      if (file !== undefined) return reply.sendFile(file);
    }
    // A request with an Upgrade header arrives through @fastify/websocket's upgrade listener on a socket
    // Node no longer parses HTTP on: answered in plain HTTP, it says so and the socket is closed.
    if (req.headers.upgrade !== undefined) {
      reply.raw.setHeader('connection', 'close');
      reply.raw.once('finish', () => req.raw.socket?.end());
    }
    const method = toMethod(req.method);
    if (!method) return sendCore(reply, empty(405));
    const coreReq = toCoreRequest(req, method, linkBase);
    if ('status' in coreReq) return sendCore(reply, coreReq);
    const started = performance.now();
    const res = await core.handle(coreReq);
    const { path } = splitUrl(req.url);
    if (distDir && res.status === 404 && method === 'GET' && wantsHtml(req) && !API_PATH.test(path)) {
      requestLog?.(coreReq, { status: 200, body: { kind: 'html', value: '' } }, performance.now() - started);
      // A page of the build's route manifest gets its code's preload links in the HTML.
      const page = await dashboardPage(distDir, path);
      if (page === undefined) return reply.sendFile('index.html');
      setDashboardHeaders(reply);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    requestLog?.(coreReq, res, performance.now() - started);
    return sendCore(reply, res, method === 'HEAD');
  };

  // @fastify/websocket adds two hooks and a handler wrapper to every route of its context, so it lives
  // in a context of its own with the socket routes only; the API routes below run without them. An
  // upgrade request to any other path gets that route's plain HTTP answer.
  await app.register(async (sockets) => {
    await sockets.register(fastifyWebsocket);
    for (const socket of core.sockets) {
      sockets.route({
        method: 'GET',
        url: socket.path,
        handler: handle,
        wsHandler: (ws, req) => {
          const coreReq = toCoreRequest(req, 'GET', linkBase);
          if ('status' in coreReq) return ws.close(1008, 'bad request');
          void core.handleSocket(coreReq, wrapSocket(ws));
        },
      });
    }
    // Tests open sockets in-process through the plugin's injectWS.
    app.decorate('injectWS', sockets.injectWS.bind(sockets));
  });
  // The mock control panel is a page of the dashboard (web/src/features/mock-panel) at /__mock/ui/:
  // a static page, not an admin API route, so the admin guard never sees it (the page then asks for
  // the admin token itself when the API wants one). Any method other than GET/HEAD falls to the core.
  if (distDir)
    for (const url of [MOCK_UI_PATH, `${MOCK_UI_PATH}/*`]) app.get(url, (_req, reply) => reply.sendFile('index.html'));
  const all = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  app.route({ method: all, url: '/*', handler: handle });
  app.route({ method: all, url: '/', handler: handle });
  return app;
}
