/**
 * The resource API: `/v7/*` and `/resin/*` (api-ground-truth §1–§2, §6, §7). GET reads through the
 * OData engine with the caller's CanRead; POST/PATCH/PUT/DELETE go through write.ts; bound
 * `canAccess` through can-access.ts, `beginUpload`/`commitUpload` through multipart-upload.ts. Unknown resources and revoked tokens get 401 empty;
 * malformed URLs 400 `Malformed url: '…'`.
 */
import { json, requestOrigin, type CoreResponse, type HttpMethod } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import { requestContext } from '../../pipeline/context.ts';
import { ensureResourceHooks } from './hooks/index.ts';
import { canAccess } from './can-access.ts';
import { beginUpload, commitUpload } from './multipart-upload.ts';
import { getResourceEngine } from './engine-adapter.ts';
import { isStatusError, type ResourceEngine } from './port.ts';
import { errorResponse, malformed, odata, unauthorized } from './respond.ts';
import { accessFor, identityKey } from './subject-of.ts';
import { GUEST_PERMITTED } from '../../permissions/index.ts';
import { cachedReadHit, hitResponse, readAnswer, type ReadKey } from './read.ts';
import { create, modify, type WriteInput } from './write.ts';

/** The methods the resource API answers, each with its operationId for the journal and fault matching. */
const METHODS: readonly (readonly [HttpMethod, string])[] = [
  ['GET', 'odataRead'],
  ['HEAD', 'odataRead'],
  ['POST', 'odataCreate'],
  ['PATCH', 'odataUpdate'],
  ['PUT', 'odataUpdate'],
  ['DELETE', 'odataDelete'],
];

async function handle(root: string, input: HandlerInput, engineOverride?: ResourceEngine): Promise<CoreResponse> {
  const ctx = requestContext(input.req);
  const { req } = input;
  if (ctx.auth === 'revoked') return unauthorized();
  const store = ctx.world.store;
  const path = req.path.slice(root.length + 1);
  const resource = ctx.resource;
  if (!resource || !store.resources.has(resource)) return unauthorized();
  ensureResourceHooks(store);
  const engine = engineOverride ?? getResourceEngine(store);
  const reading = req.method === 'GET' || req.method === 'HEAD';
  const canonical = store.resources.get(resource)?.name ?? resource;
  if (reading && !ctx.actor && !GUEST_PERMITTED.has(canonical)) return unauthorized();
  const readKey: ReadKey = {
    store,
    engine,
    root,
    identity: identityKey(ctx.actor),
    path,
    rawQuery: req.rawQuery,
    origin: requestOrigin(req),
  };
  if (reading) {
    // Repeat reads (the dashboard's polling) skip parsing and permissions while nothing changed.
    const hit = cachedReadHit(readKey, ctx.world.clock.now());
    if (hit) return hitResponse(hit);
  }
  let parsed;
  try {
    parsed = engine.parse(path, req.rawQuery);
  } catch (err) {
    const malformedUrl =
      isStatusError(err) &&
      ((err as { kind?: string }).kind === 'malformed' || err.message.startsWith('Malformed url'));
    if (malformedUrl) return malformed(req.path + (req.rawQuery ? `?${req.rawQuery}` : ''));
    return errorResponse(err);
  }
  const access = accessFor(ctx.world, ctx.actor);
  const write: WriteInput = {
    ctx,
    engine,
    access,
    resource: parsed.resource,
    path,
    rawQuery: req.rawQuery,
    query: input.query,
    root,
    refreshAccess: () => accessFor(ctx.world, ctx.actor),
  };
  try {
    switch (req.method) {
      case 'GET':
      case 'HEAD': {
        const answer = await readAnswer(readKey, access);
        if (!answer.bytes) return odata(json(200, answer.value));
        // The answer's value is read only if a fault needs it (a large answer parses it from its bytes).
        const { bytes } = answer;
        return odata({
          status: 200,
          body: {
            kind: 'json',
            bytes,
            get value() {
              return answer.value;
            },
          },
        });
      }
      case 'POST':
        if (parsed.action === 'canAccess') return canAccess(write);
        if (parsed.action === 'beginUpload' && parsed.hasKey) return beginUpload(write);
        if (parsed.action === 'commitUpload' && parsed.hasKey) return commitUpload(write);
        if (parsed.hasKey || parsed.count || parsed.action) return odata({ status: 405, body: { kind: 'empty' } });
        return create(write);
      case 'PATCH':
      case 'PUT':
        return modify(write, 'update');
      case 'DELETE':
        return modify(write, 'delete');
      default:
        return odata({ status: 405, body: { kind: 'empty' } });
    }
  } catch (err) {
    return errorResponse(err);
  }
}

/** The resource route group (registered last: its wildcards catch every `/v7/*` and `/resin/*`). */
export function resourceRoutes(engine?: ResourceEngine): RouteDef[] {
  return ['v7', 'resin'].flatMap((root) =>
    METHODS.map(([method, operationId]) => ({
      method,
      path: `/${root}/*`,
      operationId,
      handler: (input: HandlerInput) => handle(root, input, engine),
    })),
  );
}
