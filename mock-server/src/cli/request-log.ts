/**
 * `--log requests`: one line per answered request, written when its answer is ready:
 * `PATCH /v7/device(12) 200 3.1ms owner@fleetmock.test faults=f1 [session qa]`.
 * The actor and the fault rules applied come from the request's pipeline context; the Fastify app
 * calls it with the answer the client gets (fastify/app.ts `requestLog`). Not Fastify's pino logger:
 * pino writes JSON records of Fastify's request, while this line needs the core's context (actor,
 * faults, session) and is meant to be read by a person.
 */
import type { CoreRequest, CoreResponse } from '../core/http.ts';
import type { Actor } from '../core/auth/actor.ts';
import { requestContext, type RequestContext } from '../core/pipeline/context.ts';
import { appliedFaults } from '../core/faults/interceptor.ts';
import { DEFAULT_WORLD } from '../core/world.ts';
import { redactPath } from '../core/journal/redact.ts';

function actorText(actor: Actor | null): string {
  if (!actor) return 'guest';
  if (actor.kind === 'user') return actor.email ?? actor.username;
  return actor.kind === 'device' ? `device:${actor.deviceId}` : `application:${actor.applicationId}`;
}

function contextOf(req: CoreRequest): RequestContext | undefined {
  try {
    return requestContext(req);
  } catch {
    return undefined; // preflight and over-limit answers are given before a context exists
  }
}

/** The log line of one request. */
export function requestLine(req: CoreRequest, res: CoreResponse, ms: number): string {
  const ctx = contextOf(req);
  const status = res.body.kind === 'destroy' ? '000 (dropped)' : String(res.status);
  const parts = [
    req.method,
    // Reset codes and verification or invitation tokens in a path are printed as [redacted].
    redactPath(req.path),
    status,
    `${ms.toFixed(1)}ms`,
    ctx?.admin ? 'admin' : actorText(ctx?.actor ?? null),
  ];
  const faults = ctx ? appliedFaults(ctx) : [];
  if (faults.length) parts.push(`faults=${faults.join(',')}`);
  if (ctx && ctx.sessionName !== DEFAULT_WORLD) parts.push(`[session ${ctx.sessionName}]`);
  return parts.join(' ');
}
